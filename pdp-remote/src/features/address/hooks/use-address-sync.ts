// Reads the stored shipping location once mounted, then, for a signed-in shopper, syncs it with
// their main address (the host's user is the current-user lookup). The sync is its own chunk,
// loaded only for a signed-in shopper: a visitor's first load does not carry it. The page does not
// read the location's state here: watching it from the store, its loading re-renders no page.
import { useEffect } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { loadShippingLocationAtom, shippingLocationStateAtom } from '../../../shared/location/shipping-location';
import { useMountProps } from '../../../shared/mount/mount-context';

export function useAddressSync() {
  const { user } = useMountProps();
  const loadLocation = useSetAtom(loadShippingLocationAtom);
  const store = useStore();
  const userId = user?.id ?? null;

  useEffect(() => loadLocation(), [loadLocation]);
  useEffect(() => {
    if (!userId) return undefined;
    // Each time the stored location becomes ready for this member (a chunk that cannot load leaves
    // the stored location, as a failed address call does).
    let wasReady = false;
    const syncWhenReady = () => {
      const ready = store.get(shippingLocationStateAtom).status === 'ready';
      if (ready && !wasReady) {
        import('../state/address-atoms').then(({ syncMemberAddressAtom }) => store.set(syncMemberAddressAtom, userId)).catch(() => undefined);
      }
      wasReady = ready;
    };
    syncWhenReady();
    return store.sub(shippingLocationStateAtom, syncWhenReady);
  }, [userId, store]);
}
