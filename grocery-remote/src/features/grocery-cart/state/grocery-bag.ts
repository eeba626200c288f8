// The grocery bag the shipping section gives the page (grocery-bag-atom.ts): the grocery bulk cart update
// from the store serving the shopper, in their window, for the buy bar, a combo and an item with its
// gifts alike; without a store nothing can be added and the rows say why.
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { SLOT_UNAVAILABLE, type GroceryCartUpdateParams } from '@pdp/backend-api/grocery';
import { ApiError, type StorefrontBag } from '@pdp/pdp-remote/blocks';
import { groceryUpdateOf, updateGroceryCart, type GroceryLine } from '../api/update-grocery-cart';
import { SUGGESTIONS_MODAL, groceryBagAtom, noBag } from './grocery-bag-atom';

const NEEDS_STORE = noBag('needs-store');
const PENDING = noBag('pending');

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
  useEffect(() => () => setBag(PENDING), [setBag]);
}
