// The grocery page's storefront bag as its definition names it (the blocks' StorefrontBag): pending
// until the shipping section, which knows the store and the window, gives the bag of the grocery bulk
// cart update (grocery-bag.ts, in that section's chunk, so the first load carries only this). A row that
// adds meanwhile asks for the section and waits (the blocks' useAddToBag).
import { atom } from 'jotai';
import type { StorefrontBag } from '@pdp/pdp-remote/blocks';
import type { GroceryModalPayloads } from '../../../shared/modal/grocery-modal-payloads';

/** Grocery's own list after an add (spec §9 "grocery: 18"). */
export const SUGGESTIONS_MODAL = 'grocery.add-to-cart-recommendations' satisfies keyof GroceryModalPayloads;

/** No bag to add to: the section has not said yet (`pending`), or the shopper has no store. */
export const noBag = (blocked: 'needs-store' | 'pending'): StorefrontBag => ({
  blocked,
  add: () => Promise.reject(new Error(`the grocery bag is ${blocked}`)),
  suggestionsModal: SUGGESTIONS_MODAL,
});

export const groceryBagAtom = atom<StorefrontBag>(noBag('pending'));
