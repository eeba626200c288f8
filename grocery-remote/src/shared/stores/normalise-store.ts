// Grocery stores as the backend sends them (store picker, nearby stores, slotted delivery), checked
// at the boundary: a store missing what the page needs is left out, never shown half.
import { GROCERY_SELLER_GROUPS, isOneOf, type GroceryStoreDto, type PickupHourDto } from '@pdp/shared-contracts';

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';
const CLOCK = /^\d{2}:\d{2}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function pickupHours(value: unknown): PickupHourDto[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    const hour = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (typeof hour.date !== 'string' || !ISO_DATE.test(hour.date) || typeof hour.open !== 'string' || !CLOCK.test(hour.open) || typeof hour.close !== 'string' || !CLOCK.test(hour.close)) return [];
    return [{ date: hour.date, open: hour.open, close: hour.close, status: hour.status === 'available' ? 'available' : 'unavailable' }];
  });
}

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
    pickupHours: pickupHours(store.pickupHours),
  };
}

export function normaliseStores(raw: unknown): GroceryStoreDto[] {
  return Array.isArray(raw) ? raw.flatMap((store: unknown) => normaliseStore(store) ?? []) : [];
}
