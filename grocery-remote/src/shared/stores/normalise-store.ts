// Grocery stores as the backend sends them (store picker, nearby stores, slotted delivery), checked
// at the boundary: a store missing what the page needs is left out, never shown half.
// The same check reads the selected warehouse back from storage.
import { GROCERY_SELLER_GROUPS, isOneOf } from '@pdp/backend-api/enums';
import type { GroceryStoreDto, GroceryWarehouseDto } from '@pdp/backend-api/grocery';
import { isShortText, normalisePickupHours, record } from '@pdp/pdp-remote/blocks';

const text = (value: unknown): value is string => isShortText(value, 100);
/** A store's name is the seller's to write: a long one wraps on the page, it does not hide the store. */
const name = (value: unknown): value is string => isShortText(value, 1000);

/** The store's name and warehouse fields, or null when one is missing or wrong. */
export function normaliseWarehouse(raw: unknown): (GroceryWarehouseDto & { name: string }) | null {
  const store = record(raw);
  if (!text(store.code) || !name(store.name) || !text(store.pickupPoint) || !isOneOf(GROCERY_SELLER_GROUPS, store.groupName)) return null;
  return {
    code: store.code,
    groupName: store.groupName,
    pickupPoint: store.pickupPoint,
    // A store that does not say it serves the shopper is not taken to.
    available: store.available === true,
    name: store.name,
  };
}

export function normaliseStore(raw: unknown): GroceryStoreDto | null {
  const warehouse = normaliseWarehouse(raw);
  if (!warehouse) return null;
  const store = record(raw);
  const distance = store.distanceKm;
  return {
    ...warehouse,
    address: typeof store.address === 'string' ? store.address : '',
    city: typeof store.city === 'string' ? store.city : '',
    distanceKm: typeof distance === 'number' && Number.isFinite(distance) && distance >= 0 ? distance : null,
    pickupHours: normalisePickupHours(store.pickupHours),
  };
}

export function normaliseStores(raw: unknown): GroceryStoreDto[] {
  return Array.isArray(raw) ? raw.flatMap((store: unknown) => normaliseStore(store) ?? []) : [];
}
