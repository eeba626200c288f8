// Reads the stored shipping location once mounted, then, for a signed-in shopper, syncs it with
// their main address (the host's user is the current-user lookup). The sync is its own chunk,
// loaded only for a signed-in shopper: a visitor's first load does not carry it.
import { useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { loadShippingLocationAtom, shippingLocationStateAtom } from '../../../shared/location/shipping-location';
import { useMountProps } from '../../../shared/mount/mount-context';

export function useAddressSync() {
  const { user } = useMountProps();
  const loadLocation = useSetAtom(loadShippingLocationAtom);
  const ready = useAtomValue(shippingLocationStateAtom).status === 'ready';
  const store = useStore();
  const userId = user?.id ?? null;

  useEffect(() => loadLocation(), [loadLocation]);
  useEffect(() => {
    if (!ready || !userId) return;
    // A chunk that cannot load leaves the stored location, as a failed address call does.
    import('../state/address-atoms').then(({ syncMemberAddressAtom }) => store.set(syncMemberAddressAtom, userId)).catch(() => undefined);
  }, [ready, userId, store]);
}
