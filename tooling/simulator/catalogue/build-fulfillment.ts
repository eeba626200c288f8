// A product fixture's fulfillment → the shipping and pickup-point answers: shipping options for a
// location, and pickup points with their next seven days of hours and distance from the shopper.
import type { GeolocationDto, PickupHourDto, PickupPointDto, ShippingInfoDto, ShippingOptionDto } from '@pdp/backend-api/backend';
import { jakartaDay } from '../clock';
import type { ItemFixture, PickupPointFixture, ProductFixture } from './fixture-types';
import { fulfillmentTypesOf } from './build-summary';

const DEFAULT_ORIGIN = 'Jakarta Barat';
const DEFAULT_SHIPPING_OPTIONS: readonly ShippingOptionDto[] = [
  { logisticCode: 'STANDARD', name: 'Reguler', price: 15_000, etd: { min: 2, max: 4, unit: 'DAY' }, tags: ['BEST_OFFER'] },
  { logisticCode: 'EXPRESS', name: 'Ekspres', price: 28_000, etd: { min: 1, max: 2, unit: 'DAY' }, tags: [] },
  { logisticCode: 'INSTANT', name: 'Instan', price: 45_000, etd: { min: 1, max: 3, unit: 'HOUR' }, tags: [] },
];
/** Days of pickup hours a point lists, today first. */
const PICKUP_DAYS = 7;
const EARTH_RADIUS_KM = 6371;

/** Shipping for the item; the location only decides whether it is covered, which the caller checks. */
export function buildShippingInfo(product: ProductFixture, item: ItemFixture): ShippingInfoDto {
  const origin = product.shipping?.origin ?? DEFAULT_ORIGIN;
  const conditions = [...(product.shipping?.conditions ?? [])];
  if (fulfillmentTypesOf(product, item).delivery === 'UNAVAILABLE' && !conditions.includes('TURNED_OFF')) conditions.push('TURNED_OFF');
  if (conditions.includes('TURNED_OFF')) return { origin, options: [], conditions };
  const options = product.shipping?.options ?? DEFAULT_SHIPPING_OPTIONS;
  return { origin, options: options.map((option) => ({ ...option, etd: { ...option.etd }, tags: [...option.tags] })), conditions };
}

/** Great-circle distance in kilometres, to one decimal. */
export function distanceKm(from: GeolocationDto, to: GeolocationDto): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a))) * 10) / 10;
}

/** The next days' pickup hours of a pickup point or a grocery store. */
export function pickupHours(point: Pick<PickupPointFixture, 'hours'>, now: number): PickupHourDto[] {
  return Array.from({ length: PICKUP_DAYS }, (_, offset) => {
    const { date, weekday } = jakartaDay(now, offset);
    const closed = point.hours.closedWeekdays?.includes(weekday) ?? false;
    return { date, open: point.hours.open, close: point.hours.close, status: closed ? 'unavailable' : 'available' };
  });
}

export function buildPickupPoint(point: PickupPointFixture, shopper: GeolocationDto | null, now: number): PickupPointDto {
  return {
    code: point.code,
    name: point.name,
    address: point.address,
    city: point.city,
    distanceKm: shopper ? distanceKm(shopper, point) : null,
    pickup: point.pickup ?? (point.stock > 0 ? 'AVAILABLE' : 'UNAVAILABLE'),
    delivery: point.delivery ?? 'AVAILABLE',
    stock: point.stock,
    pickupHours: pickupHours(point, now),
  };
}

/** Every point of the product, nearest first (fixture order without a location or between equals). */
export function pickupPointsByDistance(product: ProductFixture, shopper: GeolocationDto | null, now: number): PickupPointDto[] {
  const points = (product.pickupPoints ?? []).map((point) => buildPickupPoint(point, shopper, now));
  return points.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
}
