// The storefront's bag: where every way of adding on the page (the buy bar, a combo, an item with its
// gifts) puts its lines, and what the page suggests after an add. The retail page's is the retail
// bag (retail-bag.ts); a remote built on these blocks gives its own through its definition (grocery:
// the grocery bulk cart update, from the shopper's store and in their window, spec §7), so no row of
// the page ever puts a grocery item in the retail bag.
import { createContext, useContext } from 'react';
import { atom, useAtomValue, useSetAtom, type Atom } from 'jotai';
import { storefrontOf } from '@pdp/host-contract/remotes';
import type { AddToCartRequestDto, AddToCartResultDto } from '@pdp/backend-api/backend';
import type { ComboCartRequestDto } from '@pdp/backend-api/combos';
import type { FreeGiftCartRequestDto } from '@pdp/backend-api/free-gifts';
import type { BackendClient } from '../http/backend-client';
import { requireBackendClientAtom } from '../http/backend-atoms';
import { useMountProps } from '../mount/mount-context';
import type { ExtraModalRequest } from '../modal/modal-types';
import { usePdpMessages } from '../i18n/use-pdp-translator';
import { buyingMessages } from '../i18n/parts/buying';

/** What a row adds, by cart type (spec §3): items (the buy bar's), a combo, or an item with its free gifts. */
export type BagRequest = (AddToCartRequestDto & { cartType: 'REGULAR' }) | ComboCartRequestDto | FreeGiftCartRequestDto;

export interface StorefrontBag {
  /**
   * Why nothing can be added yet, or null: a grocery shopper without a store has no bag to add to
   * (the page asks for their location or store first).
   */
  blocked: 'needs-store' | null;
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

/**
 * Adding from a row beside the buy bar (a combo, gifts): the storefront's bag, then the host's bag
 * count and the page's bag revision. `blocked` says, in the shopper's words, why nothing can be added
 * yet. `add` resolves the bag's line count and rejects as the bag does.
 */
export function useAddToBag(): { blocked: string | null; add: (request: BagRequest) => Promise<number> } {
  const { t } = usePdpMessages(buyingMessages);
  const bag = useStorefrontBag();
  const client = useAtomValue(requireBackendClientAtom);
  const bagChanged = useSetAtom(bagRevisionAtom);
  const { vendor, reportBagCount } = useMountProps();
  return {
    blocked: bag.blocked === 'needs-store' ? t('pdp.cart.needsStore') : null,
    add: async (request) => {
      const { cartCount } = await bag.add(client, request);
      bagChanged((revision) => revision + 1);
      reportBagCount?.({ vendor: storefrontOf(vendor), count: cartCount });
      return cartCount;
    },
  };
}
