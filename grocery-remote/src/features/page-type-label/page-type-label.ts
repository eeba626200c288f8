// Spec §3: the grocery page-type label is suffixed with the lower-cased seller group.
import type { GrocerySellerGroup } from '@pdp/backend-api/enums';

const GROCERY_PAGE_TYPE = 'product-detail-grocery';

export function groceryPageTypeLabel(sellerGroup: GrocerySellerGroup | undefined): string {
  return sellerGroup ? `${GROCERY_PAGE_TYPE}-${sellerGroup.toLowerCase()}` : GROCERY_PAGE_TYPE;
}
