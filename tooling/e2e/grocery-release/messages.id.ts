// The one change of the grocery remote's second release in the independent-deployment test: its
// page-type label reads differently, so a shopper can see which release the host loaded.
import { groceryMessagesId as firstRelease } from '../../../grocery-remote/src/shared/i18n/messages.id';

export const groceryMessagesId = { ...firstRelease, 'grocery.label.pageType': 'Grocery Segar' } as const;
