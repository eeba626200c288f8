// Shipping and pickup-point answers, normalised at the boundary: a missing or malformed field never
// reaches a component; an unusable entry is dropped, not shown half.
import type { PickupHourDto, PickupPointDto, ShippingInfoDto, ShippingOptionDto } from '@pdp/backend-api/backend';
import { FULFILLMENT_AVAILABILITIES, LOGISTIC_CODES, LOGISTIC_TAGS, SHIPPING_CONDITIONS, isOneOf, type FulfillmentAvailability } from '@pdp/backend-api/enums';
import { list, record, text } from '../../../shared/http/loose-json';

const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);
const availability = (value: unknown): FulfillmentAvailability => (isOneOf(FULFILLMENT_AVAILABILITIES, value) ? value : 'UNAVAILABLE');

function shippingOption(raw: unknown): ShippingOptionDto | null {
  const option = record(raw);
  const price = amount(option.price);
  const etd = record(option.etd);
  if (!isOneOf(LOGISTIC_CODES, option.logisticCode) || price === null) return null;
  const min = amount(etd.min);
  const max = amount(etd.max);
  const originalPrice = amount(option.originalPrice);
  return {
    logisticCode: option.logisticCode,
    name: text(option.name, option.logisticCode),
    price,
    ...(originalPrice !== null && originalPrice > price ? { originalPrice } : {}),
    etd: { min: min ?? 0, max: Math.max(max ?? min ?? 0, min ?? 0), unit: etd.unit === 'HOUR' ? 'HOUR' : 'DAY' },
    tags: list(option.tags).filter((tag): tag is ShippingOptionDto['tags'][number] => isOneOf(LOGISTIC_TAGS, tag)),
  };
}

export function normaliseShippingInfo(raw: unknown): ShippingInfoDto {
  const data = record(raw);
  return {
    origin: text(data.origin),
    options: list(data.options)
      .map(shippingOption)
      .filter((option): option is ShippingOptionDto => option !== null),
    conditions: list(data.conditions).filter((condition): condition is ShippingInfoDto['conditions'][number] => isOneOf(SHIPPING_CONDITIONS, condition)),
  };
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const CLOCK_TIME = /^\d{2}:\d{2}$/;

/** A date as `YYYY-MM-DD`. */
export const isIsoDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value);

/** A time of day as `HH:MM`. */
export const isClockTime = (value: unknown): value is string => typeof value === 'string' && CLOCK_TIME.test(value);

function pickupHour(raw: unknown): PickupHourDto | null {
  const hour = record(raw);
  const date = text(hour.date);
  const open = text(hour.open);
  const close = text(hour.close);
  if (!ISO_DATE.test(date) || !CLOCK_TIME.test(open) || !CLOCK_TIME.test(close)) return null;
  return { date, open, close, status: hour.status === 'available' ? 'available' : 'unavailable' };
}

export function normalisePickupPoint(raw: unknown): PickupPointDto | null {
  const point = record(raw);
  const code = text(point.code);
  if (code === '') return null;
  const distance = amount(point.distanceKm);
  return {
    code,
    name: text(point.name, code),
    address: text(point.address),
    city: text(point.city),
    distanceKm: distance,
    pickup: availability(point.pickup),
    delivery: availability(point.delivery),
    stock: amount(point.stock) ?? 0,
    pickupHours: normalisePickupHours(point.pickupHours),
  };
}

/** Pickup hours of a point or a store; an hour without a date or times is dropped. */
export const normalisePickupHours = (raw: unknown): PickupHourDto[] =>
  list(raw)
    .map(pickupHour)
    .filter((hour): hour is PickupHourDto => hour !== null);

export const normalisePickupPoints = (raw: unknown): PickupPointDto[] =>
  list(raw)
    .map(normalisePickupPoint)
    .filter((point): point is PickupPointDto => point !== null);
