// The shopper's shipping location as the page stores it (shared/location: `pdp.customer-shipping-location`),
// for the tests of every feature that reads it (the address, fulfillment): what is stored, a way to store
// one before the page opens, and Senayan as the address picker stores it.
import type { ShippingLocationDto } from '@pdp/backend-api/backend';

const STORAGE_KEY = 'pdp.customer-shipping-location';

/** The stored location, parsed (null when none). */
export const storedLocation = (): unknown => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
/** Stores `stored` as the page would have, before the page opens. */
export const storeLocation = (stored: unknown) => window.localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));

/** Senayan, Kebayoran Baru (regions.json), as the picker stores it: no pin. */
export const SENAYAN: ShippingLocationDto = {
  provinceId: 'ID-JK',
  cityId: 'ID-JK-JKS',
  districtId: 'ID-JK-JKS-KBB',
  subDistrictId: 'ID-JK-JKS-KBB-SNY',
  label: 'Kebayoran Baru, Jakarta Selatan',
  postalCode: '12190',
};
