// Spec §4 Address: for a signed-in shopper the address loads after the current-user lookup and the
// stored shipping location syncs to it; requests made while one is under way share its call.
import { atom } from 'jotai';
import type { UserAddressDto } from '@pdp/backend-api/backend';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { openModalAtom } from '../../../shared/modal/modal-atoms';
import { saveShippingLocationAtom, shippingLocationStateAtom } from '../../../shared/location/shipping-location';
import { getMemberAddress } from '../api/address-api';
import { locationOfAddress } from '../model/location-of-address';

/** The member address call under way, per user: every caller waits for the same one. */
const memberAddressCallAtom = atom<{ userId: string; promise: Promise<UserAddressDto | null> } | null>(null);

const loadMemberAddressAtom = atom(null, (get, set, userId: string): Promise<UserAddressDto | null> => {
  const current = get(memberAddressCallAtom);
  if (current?.userId === userId) return current.promise;
  const promise = getMemberAddress(get(requireBackendClientAtom)).catch(() => null);
  set(memberAddressCallAtom, { userId, promise });
  return promise;
});

/**
 * Syncs the stored location with the member's address: a location the shopper picked on the page
 * stays theirs; anything else (none, an older account's address) becomes this member's address, and
 * when one was there before the address-change info modal says so.
 */
export const syncMemberAddressAtom = atom(null, async (get, set, userId: string) => {
  const address = await set(loadMemberAddressAtom, userId);
  const state = get(shippingLocationStateAtom);
  if (!address || state.status !== 'ready') return;
  const stored = state.stored;
  if (stored?.source === 'picker') return;
  if (stored?.source === 'member' && stored.userId === userId && stored.location.subDistrictId === address.regionIds.subDistrictId) return;
  const location = locationOfAddress(address);
  set(saveShippingLocationAtom, { location, source: 'member', userId });
  if (stored) set(openModalAtom, { id: 'address-change-info', payload: { label: location.label } });
});
