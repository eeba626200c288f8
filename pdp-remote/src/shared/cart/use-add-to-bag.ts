// Adding from a row beside the buy bar (a combo, an item with its gifts) to the storefront's bag
// (storefront-bag.ts), with the host's bag count and the page's bag revision after; in the rows' own
// chunks, so the first load does not carry it.
import { useContext } from 'react';
import { useAtomValue, useSetAtom, useStore, type Atom } from 'jotai';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { requireBackendClientAtom } from '../http/backend-atoms';
import { useMountProps } from '../mount/mount-context';
import { usePdpMessages } from '../i18n/use-pdp-translator';
import { buyingMessages } from '../i18n/parts/buying';
import { useWantShippingSection } from '../feature/shipping-section-wanted';
import { bagRevisionAtom, StorefrontBagContext, type BagRequest, type StorefrontBag } from './storefront-bag';

/** How long an add waits for the shipping section to say where the bag is, before it says to choose a store. */
const PENDING_BAG_WAIT_MS = 10_000;

/** The bag once it is no longer pending (or still pending after the wait, then taken as needing a store). */
function settledBag(store: ReturnType<typeof useStore>, bagAtom: Atom<StorefrontBag>): Promise<StorefrontBag> {
  const now = store.get(bagAtom);
  if (now.blocked !== 'pending') return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (bag: StorefrontBag) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(bag);
    };
    const timer = setTimeout(() => done({ ...store.get(bagAtom), blocked: 'needs-store' }), PENDING_BAG_WAIT_MS);
    const unsubscribe = store.sub(bagAtom, () => {
      const bag = store.get(bagAtom);
      if (bag.blocked !== 'pending') done(bag);
    });
  });
}

/**
 * Adding from a row beside the buy bar (a combo, gifts): the storefront's bag, then the host's bag
 * count and the page's bag revision. A row that may add asks for the shipping section while the bag is
 * pending, and an add waits for it. `add` resolves the bag's line count; it rejects as the bag does, or
 * with `BagBlocked` when there is no bag to add to yet, whose message is the shopper's words for why.
 */
export function useAddToBag(): { add: (request: BagRequest) => Promise<number> } {
  const { t } = usePdpMessages(buyingMessages);
  const bagAtom = useContext(StorefrontBagContext);
  const bag = useAtomValue(bagAtom);
  const store = useStore();
  useWantShippingSection(bag.blocked === 'pending');
  const client = useAtomValue(requireBackendClientAtom);
  const bagChanged = useSetAtom(bagRevisionAtom);
  const { vendor, reportBagCount } = useMountProps();
  return {
    add: async (request) => {
      const settled = await settledBag(store, bagAtom);
      if (settled.blocked) throw new BagBlocked(t('pdp.cart.needsStore'));
      const { cartCount } = await settled.add(client, request);
      bagChanged((revision) => revision + 1);
      reportBagCount?.({ vendor: storefrontOf(vendor), count: cartCount });
      return cartCount;
    },
  };
}

/** No bag to add to yet (a grocery shopper without a store): the message says what to do first. */
export class BagBlocked extends Error {}
