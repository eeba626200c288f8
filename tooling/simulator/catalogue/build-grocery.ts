// The grocery answers built from stores.json and the grocery fixtures: stores as the shopper sees them
// (distance, serviceable or not, pickup hours), the delivery windows of a store, and which stores
// sell an item. Times are the stores' local time (Asia/Jakarta).
import type { GeolocationDto } from '@pdp/backend-api/backend';
import type { ShippingCondition } from '@pdp/backend-api/enums';
import type { DeliverySlotDto, GroceryShippingDto, GroceryStoreDto, SlottedDeliveryDto } from '@pdp/backend-api/grocery';
import { jakartaDay } from '../clock';
import { distanceKm, pickupHours } from './build-fulfillment';
import type { ProductFixture, StoreFixture } from './fixture-types';
import type { StoreIndex } from './load-catalogue';

const HOUR_MS = 3_600_000;
const JAKARTA_OFFSET_MS = 7 * HOUR_MS;
/** Deliver now: the next windows of an hour each, starting at the next full hour. */
const DELIVER_NOW_WINDOWS = 2;

const pad = (value: number) => String(value).padStart(2, '0');

/** A store serves the shopper when it is open and, if we know where they are, close enough. */
function isServiceable(store: StoreFixture, shopper: GeolocationDto | null, index: StoreIndex): boolean {
  if (store.closed) return false;
  return shopper === null || distanceKm(shopper, store) <= index.serviceRadiusKm;
}

function buildStore(store: StoreFixture, shopper: GeolocationDto | null, index: StoreIndex, now: number): GroceryStoreDto {
  return {
    code: store.code,
    groupName: store.groupName,
    pickupPoint: store.pickupPoint,
    available: isServiceable(store, shopper, index),
    name: store.name,
    address: store.address,
    city: store.city,
    distanceKm: shopper ? distanceKm(shopper, store) : null,
    pickupHours: store.closed ? [] : pickupHours(store, now),
  };
}

/** Stores nearest first; without a location, in the file's order. */
export function storesByDistance(stores: readonly StoreFixture[], shopper: GeolocationDto | null, index: StoreIndex, now: number): GroceryStoreDto[] {
  return stores.map((store) => buildStore(store, shopper, index, now)).sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
}

/** The stores that sell the product. */
export function storesSelling(product: ProductFixture, index: StoreIndex): StoreFixture[] {
  return (product.groceryStores ?? []).flatMap((code) => index.byCode.get(code) ?? []);
}

function deliverNowSlots(now: number): DeliverySlotDto[] {
  const nextHour = Math.floor((now + JAKARTA_OFFSET_MS) / HOUR_MS) + 1;
  return Array.from({ length: DELIVER_NOW_WINDOWS }, (_, offset) => {
    const start = new Date((nextHour + offset) * HOUR_MS);
    const date = start.toISOString().slice(0, 10);
    const hour = start.getUTCHours();
    return { id: `NOW-${date}T${pad(hour)}:00`, date, start: `${pad(hour)}:00`, end: `${pad((hour + 1) % 24)}:00`, status: 'available' };
  });
}

function scheduledSlots(store: StoreFixture, index: StoreIndex, now: number): DeliverySlotDto[] {
  return Array.from({ length: index.scheduledDays }, (_, offset) => jakartaDay(now, offset + 1)).flatMap(({ date, weekday }) =>
    index.scheduledWindows.map(({ start, end }) => ({
      id: `SCH-${date}T${start}`,
      date,
      start,
      end,
      status: store.hours.closedWeekdays?.includes(weekday) ? 'closed' : store.fullWindows?.includes(start) ? 'full' : 'available',
    })),
  );
}

/** The store's ways of delivering now: none when it delivers nothing or does not serve the shopper. */
export function groceryShippings(
  store: StoreFixture,
  serviceable: boolean,
  index: StoreIndex,
  now: number,
): { shippings: GroceryShippingDto[]; conditions: ShippingCondition[] } {
  if (store.deliveryTurnedOff) return { shippings: [], conditions: ['TURNED_OFF'] };
  if (!serviceable) return { shippings: [], conditions: [] };
  const shippings: GroceryShippingDto[] = [];
  if (store.deliverNowPrice !== undefined)
    shippings.push({ type: 'DELIVER_NOW', logisticCode: 'HOUR_DEL', price: store.deliverNowPrice, slots: deliverNowSlots(now) });
  shippings.push({ type: 'SCHEDULED_DELIVERY', logisticCode: 'SLOT_DEL', price: store.scheduledPrice, slots: scheduledSlots(store, index, now) });
  return { shippings, conditions: [] };
}

/** Delivery of the product from one store to the shopper: nothing from a store that does not sell it. */
export function buildSlottedDelivery(
  product: ProductFixture,
  store: StoreFixture,
  shopper: GeolocationDto | null,
  index: StoreIndex,
  now: number,
): SlottedDeliveryDto {
  const warehouse = buildStore(store, shopper, index, now);
  const sells = product.groceryStores?.includes(store.code) ?? false;
  const { shippings, conditions } = sells ? groceryShippings(store, warehouse.available, index, now) : { shippings: [], conditions: [] };
  return { warehouse: sells ? warehouse : { ...warehouse, pickupHours: [] }, shippings, conditions };
}

/** The store that serves the shopper for the product: the nearest serviceable one, else the nearest. */
export function resolveStore(product: ProductFixture, shopper: GeolocationDto, index: StoreIndex): StoreFixture | null {
  const stores = [...storesSelling(product, index)].sort((a, b) => distanceKm(shopper, a) - distanceKm(shopper, b));
  return stores.find((store) => isServiceable(store, shopper, index)) ?? stores[0] ?? null;
}

/** A slot the shopper may still choose, by its id. */
export function findAvailableSlot(
  store: StoreFixture,
  index: StoreIndex,
  now: number,
  slotId: string,
): { slot: DeliverySlotDto; shipping: GroceryShippingDto } | null {
  for (const shipping of groceryShippings(store, !store.closed, index, now).shippings) {
    const slot = shipping.slots.find((candidate) => candidate.id === slotId && candidate.status === 'available');
    if (slot) return { slot, shipping };
  }
  return null;
}
