// Reads the stored shipping location once mounted, then, for a signed-in shopper, syncs it with
// their main address (the host's user is the current-user lookup).
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { loadShippingLocationAtom, shippingLocationStateAtom } from '../../../shared/location/shipping-location';
import { useMountProps } from '../../../shared/mount/mount-context';
import { syncMemberAddressAtom } from '../state/address-atoms';

export function useAddressSync() {
  const { user } = useMountProps();
  const loadLocation = useSetAtom(loadShippingLocationAtom);
  const ready = useAtomValue(shippingLocationStateAtom).status === 'ready';
  const sync = useSetAtom(syncMemberAddressAtom);
  const userId = user?.id ?? null;

  useEffect(() => loadLocation(), [loadLocation]);
  useEffect(() => {
    if (ready && userId) void sync(userId);
  }, [ready, userId, sync]);
}
