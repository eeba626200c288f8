// The grocery page's storefront bag (the blocks' StorefrontBag): the grocery bulk cart update from the
// store serving the shopper, in their window, for the buy bar, a combo and an item with its gifts
// alike; and the grocery list after an add (spec §9 "grocery: 18"). The shipping section, which knows
// the store and the window, gives it (useGroceryBag); until then, or without a store, nothing can be
// added and the rows say why.
import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';
import { SLOT_UNAVAILABLE, type GroceryCartUpdateParams } from '@pdp/backend-api/grocery';
import { ApiError, type StorefrontBag } from '@pdp/pdp-remote/blocks';
import type { GroceryModalPayloads } from '../../../shared/modal/grocery-modal-payloads';
import { groceryUpdateOf, updateGroceryCart, type GroceryLine } from '../api/update-grocery-cart';

const SUGGESTIONS_MODAL = 'grocery.add-to-cart-recommendations' satisfies keyof GroceryModalPayloads;

const NEEDS_STORE: StorefrontBag = {
  blocked: 'needs-store',
  add: () => Promise.reject(new Error('the grocery bag needs a store')),
  suggestionsModal: SUGGESTIONS_MODAL,
};

export const groceryBagAtom = atom<StorefrontBag>(NEEDS_STORE);

/**
 * The bag for a store and window. When the window has gone meanwhile, `onSlotGone` loads the store's
 * windows again, so the next try is for one that is still there; the failure itself reaches the
 * shopper as the cart catalogue's message.
 */
function groceryBag(params: GroceryCartUpdateParams, line: GroceryLine, onSlotGone: () => void): StorefrontBag {
  return {
    blocked: null,
    suggestionsModal: SUGGESTIONS_MODAL,
    add: async (client, request) => {
      try {
        return await updateGroceryCart(client, params, groceryUpdateOf(request, line));
      } catch (error) {
        if (error instanceof ApiError && error.code === SLOT_UNAVAILABLE) onSlotGone();
        throw error;
      }
    },
  };
}

/** Gives the page the bag of the store and window the shopper has now (none: nothing can be added). */
export function useGroceryBag(params: GroceryCartUpdateParams | null, line: GroceryLine, onSlotGone: () => void): void {
  const setBag = useSetAtom(groceryBagAtom);
  const { warehouseCode, shippingType, slotId } = params ?? {};
  const { fulfillment, pickupPointCode } = line;
  useEffect(() => {
    setBag(warehouseCode ? groceryBag({ warehouseCode, shippingType, slotId }, { fulfillment, pickupPointCode }, onSlotGone) : NEEDS_STORE);
  }, [setBag, warehouseCode, shippingType, slotId, fulfillment, pickupPointCode, onSlotGone]);
  useEffect(() => () => setBag(NEEDS_STORE), [setBag]);
}
