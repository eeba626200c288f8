// Grocery stores as the backend sends them (store picker, nearby stores, slotted delivery), checked
// at the boundary: a store missing what the page needs is left out, never shown half.
import { GROCERY_SELLER_GROUPS, isOneOf, type GroceryStoreDto } from '@pdp/shared-contracts';
import { normalisePickupHours } from '@pdp/pdp-remote/blocks';

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';
export function normaliseStore(raw: unknown): GroceryStoreDto | null {
  const store = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (!text(store.code) || !text(store.name) || !text(store.pickupPoint) || !isOneOf(GROCERY_SELLER_GROUPS, store.groupName)) return null;
  const distance = store.distanceKm;
  return {
    code: store.code,
    groupName: store.groupName,
    pickupPoint: store.pickupPoint,
    // A store that does not say it serves the shopper is not taken to.
    available: store.available === true,
    name: store.name,
    address: typeof store.address === 'string' ? store.address : '',
    city: typeof store.city === 'string' ? store.city : '',
    distanceKm: typeof distance === 'number' && Number.isFinite(distance) && distance >= 0 ? distance : null,
    pickupHours: normalisePickupHours(store.pickupHours),
  };
}

export function normaliseStores(raw: unknown): GroceryStoreDto[] {
  return Array.isArray(raw) ? raw.flatMap((store: unknown) => normaliseStore(store) ?? []) : [];
}
