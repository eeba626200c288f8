// Spec §4's delivery and pickup rules as pure functions: the summary's availability, narrowed by
// what the shipping and pickup-point answers say, and whether the item can be bought each way.
import type { FulfillmentKind, PickupPointDto, ProductSummaryDto, ShippingInfoDto } from '@pdp/backend-api/backend';
import type { FulfillmentAvailability } from '@pdp/backend-api/enums';

type Summary = Pick<ProductSummaryDto, 'tags' | 'merchant' | 'fulfillmentTypes'>;

/** Delivery is unavailable when no shipping option is left or the seller turned shipping off. */
export function isShippingUnavailable(shipping: ShippingInfoDto): boolean {
  return shipping.options.length === 0 || shipping.conditions.includes('TURNED_OFF');
}

/** Pickup is available at a point when at least one pickup hour is available. */
export function hasAvailablePickupHour(point: Pick<PickupPointDto, 'pickupHours'>): boolean {
  return point.pickupHours.some((hour) => hour.status === 'available');
}

/** Delivery as the shopper sees it: the summary's value, unless the answers say it cannot happen. */
export function deliveryAvailability(summary: Summary, shipping: ShippingInfoDto | null): FulfillmentAvailability {
  const base = summary.fulfillmentTypes.delivery;
  if (base !== 'AVAILABLE') return base;
  if (shipping && isShippingUnavailable(shipping)) return 'UNAVAILABLE';
  return 'AVAILABLE';
}

/** Pickup as the shopper sees it: a point that holds the item and has an hour to collect it. */
export function pickupAvailability(summary: Summary, point: PickupPointDto | null, pointsLoaded: boolean): FulfillmentAvailability {
  const base = summary.fulfillmentTypes.pickup;
  if (base !== 'AVAILABLE') return base;
  if (!pointsLoaded) return 'AVAILABLE';
  if (!point) return 'LOCATION_UNAVAILABLE';
  if (point.pickup !== 'AVAILABLE') return point.pickup;
  return hasAvailablePickupHour(point) ? 'AVAILABLE' : 'UNAVAILABLE';
}

/** The way shown first: the shopper's choice if it is available, else the summary's, else any available one. */
export function initialKind(summary: Summary, chosen: FulfillmentKind | null): FulfillmentKind {
  const { fulfillmentTypes } = summary;
  if (chosen && fulfillmentTypes[chosen] === 'AVAILABLE') return chosen;
  if (fulfillmentTypes[fulfillmentTypes.selected] === 'AVAILABLE') return fulfillmentTypes.selected;
  if (fulfillmentTypes.delivery === 'AVAILABLE') return 'delivery';
  if (fulfillmentTypes.pickup === 'AVAILABLE') return 'pickup';
  return fulfillmentTypes.selected;
}
