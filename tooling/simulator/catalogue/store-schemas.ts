// stores.json: the grocery stores (warehouses) and how they deliver (spec §3 Grocery).
import { GROCERY_SELLER_GROUPS } from '@pdp/backend-api/enums';
import { z } from 'zod';
import { openingHoursSchema } from './fulfillment-schemas';
import { amount, clockTime, count, flag, latitude, list, longitude, nonEmptyList, object, once, oneOf, problem, sku, text } from './schema-kit';

const WINDOW_END = 'must be a time HH:mm after the start';
const FULL_WINDOW = 'must be the start of one of the scheduledWindows';

const storeSchema = object({
  code: sku,
  name: text,
  groupName: oneOf(GROCERY_SELLER_GROUPS),
  /** The pickup point orders of this store are collected from. */
  pickupPoint: sku,
  address: text,
  city: text,
  latitude,
  longitude,
  /** Opening hours for collecting orders, and the weekdays it is closed (0 = Sunday). */
  hours: openingHoursSchema,
  /** Deliver now (within the next hours) for this price; absent: the store does not deliver now. */
  deliverNowPrice: count.optional(),
  /** Scheduled delivery for this price. */
  scheduledPrice: count,
  /** Scheduled windows (by start time) that are booked out. */
  fullWindows: list(z.string({ error: FULL_WINDOW })).optional(),
  /** The store delivers nothing now (shipping condition TURNED_OFF). */
  deliveryTurnedOff: flag.optional(),
  /** The store is closed: it serves no address at all. */
  closed: flag.optional(),
  /** Delivery is free from this bag subtotal; absent: never. */
  freeDeliveryMinimum: count.optional(),
  minimumOrder: count,
});

const windowSchema = object({ start: clockTime, end: z.string({ error: WINDOW_END }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, WINDOW_END) }).superRefine(
  (window, context) => {
    if (window.end <= window.start) problem(context, ['end'], WINDOW_END);
  },
);

export const storesSchema = object({
  /** A store serves addresses at most this far away; farther ones are unserviceable. */
  serviceRadiusKm: amount,
  /** The nearby-stores call lists stores at most this far away. */
  nearbyRadiusKm: amount,
  /** Scheduled delivery: days ahead offered, from tomorrow. */
  scheduledDays: count.min(1, 'must be 1 to 14').max(14, 'must be 1 to 14'),
  /** Scheduled delivery windows of every store, `HH:mm` local time. */
  scheduledWindows: nonEmptyList(windowSchema),
  stores: nonEmptyList(storeSchema),
}).superRefine((fixture, context) => {
  const starts = new Set<string>();
  fixture.scheduledWindows.forEach((window, index) => once(context, starts, window.start, ['scheduledWindows', index, 'start']));
  const codes = new Set<string>();
  fixture.stores.forEach((store, index) => {
    once(context, codes, store.code, ['stores', index, 'code']);
    store.fullWindows?.forEach((start, startIndex) => {
      if (!starts.has(start)) problem(context, ['stores', index, 'fullWindows', startIndex], FULL_WINDOW);
    });
  });
});
