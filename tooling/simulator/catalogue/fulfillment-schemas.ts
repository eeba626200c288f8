// The fulfillment parts of a product fixture: delivery/pickup availability, pickup points with their
// opening hours (a grocery store's hours too), and the shipping options it serves.
import type { FulfillmentTypesDto, ShippingOptionDto } from '@pdp/backend-api/backend';
import { FULFILLMENT_AVAILABILITIES, LOGISTIC_CODES, LOGISTIC_TAGS, SHIPPING_CONDITIONS } from '@pdp/backend-api/enums';
import { z } from 'zod';
import { clockTime, count, describes, latitude, list, longitude, nonEmptyList, object, once, oneOf, problem, sku, text } from './schema-kit';

const availability = oneOf(FULFILLMENT_AVAILABILITIES);

export const fulfillmentTypesSchema = describes<FulfillmentTypesDto>()(
  object({
    delivery: availability,
    pickup: availability,
    selected: oneOf(['delivery', 'pickup']),
  }),
);

const WEEKDAY = 'must be a weekday of 0 (Sunday) to 6';

/** Opening hours (`HH:mm`, local time) and the weekdays it is closed (0 = Sunday). */
export const openingHoursSchema = object({
  open: clockTime,
  close: clockTime,
  closedWeekdays: list(z.int({ error: WEEKDAY }).min(0, WEEKDAY).max(6, WEEKDAY)).optional(),
}).superRefine((hours, context) => {
  if (hours.open >= hours.close) problem(context, ['close'], 'must be after the opening time');
  const closed = new Set<number>();
  hours.closedWeekdays?.forEach((day, index) => once(context, closed, day, ['closedWeekdays', index], 'is listed twice'));
  if (closed.size === 7) problem(context, ['closedWeekdays'], 'must leave at least one day open');
});

/** A store holding the product, where the shopper may collect it (Click & Collect). */
const pickupPointSchema = object({
  code: sku,
  name: text,
  address: text,
  city: text,
  latitude,
  longitude,
  /** Units held here; 0: none to collect. */
  stock: count,
  /** Default: AVAILABLE when stock > 0, else UNAVAILABLE. */
  pickup: availability.optional(),
  /** Default: AVAILABLE. */
  delivery: availability.optional(),
  hours: openingHoursSchema,
});

export const pickupPointsSchema = nonEmptyList(pickupPointSchema).superRefine((points, context) => {
  const codes = new Set<string>();
  points.forEach((point, index) => once(context, codes, point.code, [index, 'code']));
});

const shippingOptionSchema = describes<ShippingOptionDto>()(
  object({
    logisticCode: oneOf(LOGISTIC_CODES),
    name: text,
    price: count,
    originalPrice: count.optional(),
    etd: describes<ShippingOptionDto['etd']>()(
      object({ min: count, max: count, unit: oneOf(['HOUR', 'DAY']) }).superRefine((etd, context) => {
        if (etd.min > etd.max) problem(context, ['max'], 'must not be below etd.min');
      }),
    ),
    tags: list(oneOf(LOGISTIC_TAGS)),
  }).superRefine((option, context) => {
    if (option.originalPrice !== undefined && option.originalPrice < option.price) problem(context, ['originalPrice'], 'must not be below the price');
    // The page shows "free" from the tag and the price from the number: they must agree.
    if (option.tags.includes('FREE') !== (option.price === 0)) problem(context, ['tags'], 'must hold FREE exactly when the price is 0');
  }),
);

/** What `/shipping` answers for the product; without `options` a default set is served. */
export const shippingSchema = object({
  /** City the item ships from. */
  origin: text,
  options: list(shippingOptionSchema).optional(),
  conditions: list(oneOf(SHIPPING_CONDITIONS)).optional(),
});
