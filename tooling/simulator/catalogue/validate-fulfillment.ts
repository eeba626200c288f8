// Checks the fulfillment parts of a product fixture: delivery/pickup availability, pickup points
// with their opening hours, and the shipping options it serves.
import { FULFILLMENT_AVAILABILITIES, LOGISTIC_CODES, LOGISTIC_TAGS, SHIPPING_CONDITIONS } from '@pdp/backend-api/enums';
import type { Validator } from './validator';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function validateFulfillmentTypes(v: Validator, raw: unknown, field: string): void {
  const fulfillment = v.record(raw, field);
  v.oneOf(FULFILLMENT_AVAILABILITIES)(fulfillment.delivery, `${field}.delivery`);
  v.oneOf(FULFILLMENT_AVAILABILITIES)(fulfillment.pickup, `${field}.pickup`);
  v.oneOf(['delivery', 'pickup'])(fulfillment.selected, `${field}.selected`);
}

/** Returns the codes of the points, which must be unique. */
export function validatePickupPoints(v: Validator, raw: unknown, field: string): Set<string> {
  const codes = new Set<string>();
  v.array(
    raw,
    field,
    (value, pointField) => {
      const point = v.record(value, pointField);
      v.sku(point.code, `${pointField}.code`);
      if (codes.has(point.code as string)) v.fail(`${pointField}.code`, 'is used twice');
      codes.add(point.code as string);
      for (const key of ['name', 'address', 'city']) v.string(point[key], `${pointField}.${key}`);
      v.latitude(point.latitude, `${pointField}.latitude`);
      v.longitude(point.longitude, `${pointField}.longitude`);
      v.integer(point.stock, `${pointField}.stock`);
      if (point.pickup !== undefined) v.oneOf(FULFILLMENT_AVAILABILITIES)(point.pickup, `${pointField}.pickup`);
      if (point.delivery !== undefined) v.oneOf(FULFILLMENT_AVAILABILITIES)(point.delivery, `${pointField}.delivery`);
      validateOpeningHours(v, point.hours, `${pointField}.hours`);
    },
    { nonEmpty: true },
  );
  return codes;
}

/** Opening hours `{ open, close, closedWeekdays? }` of a pickup point or a store. */
export function validateOpeningHours(v: Validator, raw: unknown, field: string): void {
  const hours = v.record(raw, field);
  for (const key of ['open', 'close']) {
    if (!isClockTime(hours[key])) v.fail(`${field}.${key}`, 'must be a time HH:mm');
  }
  if ((hours.open as string) >= (hours.close as string)) v.fail(`${field}.close`, 'must be after the opening time');
  if (hours.closedWeekdays !== undefined) {
    const seen = new Set<number>();
    v.array(hours.closedWeekdays, `${field}.closedWeekdays`, (day, dayField) => {
      if (!Number.isInteger(day) || (day as number) < 0 || (day as number) > 6) v.fail(dayField, 'must be a weekday of 0 (Sunday) to 6');
      if (seen.has(day as number)) v.fail(dayField, 'is listed twice');
      seen.add(day as number);
    });
    if (seen.size === 7) v.fail(`${field}.closedWeekdays`, 'must leave at least one day open');
  }
}

export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

export function validateShipping(v: Validator, raw: unknown, field: string): void {
  const shipping = v.record(raw, field);
  v.string(shipping.origin, `${field}.origin`);
  if (shipping.options !== undefined) {
    v.array(shipping.options, `${field}.options`, (value, optionField) => {
      const option = v.record(value, optionField);
      v.oneOf(LOGISTIC_CODES)(option.logisticCode, `${optionField}.logisticCode`);
      v.string(option.name, `${optionField}.name`);
      v.integer(option.price, `${optionField}.price`);
      if (option.originalPrice !== undefined) {
        v.integer(option.originalPrice, `${optionField}.originalPrice`);
        if ((option.originalPrice as number) < (option.price as number)) v.fail(`${optionField}.originalPrice`, 'must not be below the price');
      }
      const etd = v.record(option.etd, `${optionField}.etd`);
      v.integer(etd.min, `${optionField}.etd.min`);
      v.integer(etd.max, `${optionField}.etd.max`);
      if ((etd.min as number) > (etd.max as number)) v.fail(`${optionField}.etd.max`, 'must not be below etd.min');
      v.oneOf(['HOUR', 'DAY'])(etd.unit, `${optionField}.etd.unit`);
      v.array(option.tags, `${optionField}.tags`, v.oneOf(LOGISTIC_TAGS));
      const free = (option.tags as unknown[]).includes('FREE');
      if (free !== (option.price === 0)) v.fail(`${optionField}.tags`, 'must hold FREE exactly when the price is 0');
    });
  }
  if (shipping.conditions !== undefined) v.array(shipping.conditions, `${field}.conditions`, v.oneOf(SHIPPING_CONDITIONS));
}
