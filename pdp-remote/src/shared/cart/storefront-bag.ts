// The storefront's bag: where every way of adding on the page (the buy bar, a combo, an item with its
// gifts) puts its lines, and what the page suggests after an add (the rows beside the buy bar add
// through use-add-to-bag.ts). The retail page's is the retail
// bag (retail-bag.ts); a remote built on these blocks gives its own through its definition (grocery:
// the grocery bulk cart update, from the shopper's store and in their window, spec §7), so no row of
// the page ever puts a grocery item in the retail bag.
import { createContext, useContext } from 'react';
import { atom, useAtomValue, type Atom } from 'jotai';
import type { AddToCartRequestDto, AddToCartResultDto } from '@pdp/backend-api/backend';
import type { ComboCartRequestDto } from '@pdp/backend-api/combos';
import type { FreeGiftCartRequestDto } from '@pdp/backend-api/free-gifts';
import type { BackendClient } from '../http/backend-client';
import type { ExtraModalRequest } from '../modal/modal-types';

/** What a row adds, by cart type (spec §3): items (the buy bar's), a combo, or an item with its free gifts. */
export type BagRequest = (AddToCartRequestDto & { cartType: 'REGULAR' }) | ComboCartRequestDto | FreeGiftCartRequestDto;

export interface StorefrontBag {
  /**
   * Why nothing can be added yet, or null: a grocery shopper without a store has no bag to add to
   * (the page asks for their location or store first); `pending` while the part that knows the store
   * (the shipping section) has not rendered yet: an add asks for it and waits.
   */
  blocked: 'needs-store' | 'pending' | null;
  /** Puts the lines in the bag; resolves what the bag holds after. Rejects with the backend's ApiError. */
  add: (client: BackendClient, request: BagRequest) => Promise<AddToCartResultDto>;
  /**
   * The modal that suggests more after an add, when the storefront has a list of its own (a remote's
   * namespaced modal taking the added item's sku); else the page's add-to-cart recommendations.
   */
  suggestionsModal?: ExtraModalRequest['id'];
}

/** A bag for a page mounted without one (a test of a part alone): every add fails as the backend's would. */
const NO_BAG: Atom<StorefrontBag> = atom<StorefrontBag>({
  blocked: null,
  add: () => Promise.reject(new Error('no storefront bag: mount the page through RemoteRoot')),
});

/** The bag of this mount, as its remote's definition gives it (RemoteRoot provides it). */
export const StorefrontBagContext = createContext<Atom<StorefrontBag>>(NO_BAG);

export function useStorefrontBag(): StorefrontBag {
  return useAtomValue(useContext(StorefrontBagContext));
}

/** Counts the changes this page made to the shopper's bag, for parts that show the bag (a summary). */
export const bagRevisionAtom = atom(0);
