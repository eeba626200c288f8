// The grocery remote's own modals, beside the page's: their namespaced ids and what each needs. The
// app layer maps the ids to lazily loaded components (app/grocery-modals.ts).
import type { GroceryShippingType } from '@pdp/backend-api/enums';
import type { GroceryShippingDto } from '@pdp/backend-api/grocery';
import { useOpenModal } from '@pdp/pdp-remote/blocks';

/** A delivery window the shopper chose, at one store. */
export interface ChosenSlot {
  warehouseCode: string;
  shippingType: GroceryShippingType;
  slotId: string;
}

export interface GroceryModalPayloads {
  'grocery.store-picker': Record<string, never>;
  'grocery.slot-picker': { storeName: string; warehouseCode: string; shippings: GroceryShippingDto[]; chosen: ChosenSlot | null };
  'grocery.wiki': Record<string, never>;
  /** The add-to-cart list after an add to the grocery bag (the storefront bag's suggestions modal). */
  'grocery.add-to-cart-recommendations': { itemSku: string };
}

export const useGroceryModal = () => useOpenModal<GroceryModalPayloads>();
