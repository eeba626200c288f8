// The grocery remote's own English messages, a lazy chunk with the retail English catalogue.
import type { GroceryMessageId } from './messages.id';

const groceryMessagesEn: Record<GroceryMessageId, string> = {
  'grocery.label.pageType': 'Grocery',
  'grocery.label.sellerGroup.RANCH': 'Ranch Market',
  'grocery.label.sellerGroup.MARKETPLACE_FRESH': 'Pasarku Fresh',
};

export default groceryMessagesEn;
