// The grocery wiki read: once per mount, the first time the modal opens.
import { keyedRequest } from '@pdp/pdp-remote/blocks';
import { getGroceryWiki } from '../api/get-grocery-wiki';

export const groceryWikiRequest = keyedRequest((input: 'wiki') => input, getGroceryWiki);
