// The customer shipping location of spec §3: kept in storage, read by every part that prices or
// routes an item (shipping, pickup points), written by the address picker and the member's address
// sync. It is read from storage only after mount, so the server render and hydration never see it.
import { atom } from 'jotai';
import type { GeolocationDto, ShippingLocationDto } from '@pdp/backend-api/backend';
import { CUSTOMER_SHIPPING_LOCATION_KEY } from '@pdp/host-contract/storage-keys';
import { createSafeStorage } from '../storage/safe-storage';
import { isShortText } from '../http/loose-json';

export interface StoredShippingLocation {
  location: ShippingLocationDto;
  /** `member`: the signed-in shopper's main address; `picker`: chosen on this page. */
  source: 'member' | 'picker';
  /** The account the member address belongs to. */
  userId?: string;
}

export type ShippingLocationState = { status: 'unknown' } | { status: 'ready'; stored: StoredShippingLocation | null };

const storage = createSafeStorage('local');

const text = (value: unknown): value is string => isShortText(value, 200);

/** A point on the globe: finite latitude of -90 to 90 and longitude of -180 to 180. */
export function isValidGeolocation(value: unknown): value is GeolocationDto {
  const geo = value as Partial<GeolocationDto> | null;
  return (
    typeof geo?.latitude === 'number' &&
    typeof geo.longitude === 'number' &&
    Number.isFinite(geo.latitude) &&
    Number.isFinite(geo.longitude) &&
    Math.abs(geo.latitude) <= 90 &&
    Math.abs(geo.longitude) <= 180
  );
}

/** Whatever storage holds, as a location or nothing: another app or an old version may have written it. */
export function parseStoredLocation(value: unknown): StoredShippingLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<StoredShippingLocation>;
  const location = candidate.location as Partial<ShippingLocationDto> | undefined;
  if (!location || !text(location.provinceId) || !text(location.cityId) || !text(location.districtId) || !text(location.subDistrictId) || !text(location.label))
    return null;
  const geo = location.geolocation;
  const geolocation = isValidGeolocation(geo) ? { latitude: geo.latitude, longitude: geo.longitude } : undefined;
  return {
    location: {
      provinceId: location.provinceId,
      cityId: location.cityId,
      districtId: location.districtId,
      subDistrictId: location.subDistrictId,
      label: location.label,
      ...(text(location.postalCode) ? { postalCode: location.postalCode } : {}),
      ...(geolocation ? { geolocation } : {}),
    },
    source: candidate.source === 'member' ? 'member' : 'picker',
    ...(text(candidate.userId) ? { userId: candidate.userId } : {}),
  };
}

export const shippingLocationStateAtom = atom<ShippingLocationState>({ status: 'unknown' });

/** The location, or null while unknown (server render, before mount) or never set. */
export const shippingLocationAtom = atom((get) => {
  const state = get(shippingLocationStateAtom);
  return state.status === 'ready' ? (state.stored?.location ?? null) : null;
});

/** Reads storage once after mount. */
export const loadShippingLocationAtom = atom(null, (get, set) => {
  if (get(shippingLocationStateAtom).status === 'ready') return;
  set(shippingLocationStateAtom, { status: 'ready', stored: parseStoredLocation(storage.getJson<unknown>(CUSTOMER_SHIPPING_LOCATION_KEY, null)) });
});

export const saveShippingLocationAtom = atom(null, (_get, set, stored: StoredShippingLocation) => {
  storage.setJson(CUSTOMER_SHIPPING_LOCATION_KEY, stored);
  set(shippingLocationStateAtom, { status: 'ready', stored });
});
