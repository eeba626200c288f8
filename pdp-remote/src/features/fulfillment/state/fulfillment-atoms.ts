// The shopper's way of receiving the item (delivery or pickup, and the pickup point chosen), kept for
// the mount so the Click & Collect page and the product page agree; and the reads behind each way.
import { atom } from 'jotai';
import type { FulfillmentKind, ShippingLocationDto } from '@pdp/backend-api/backend';
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getNearestPickupPoint, getOtherPickupPoints, getPickupPoints, getShippingInfo } from '../api/fulfillment-api';

export interface FulfillmentChoice {
  productSku: string;
  kind: FulfillmentKind;
  /** A pickup point the shopper picked; null: the one the system serves them from. */
  pickupPointCode: string | null;
}

export const fulfillmentChoiceAtom = atom<FulfillmentChoice | null>(null);

const locationKey = (location: ShippingLocationDto | null) =>
  location ? `${location.subDistrictId}@${location.geolocation?.latitude ?? ''},${location.geolocation?.longitude ?? ''}` : 'none';

export const shippingInfoRequest = keyedRequest(
  (input: { productId: string; location: ShippingLocationDto | null; quantity: number }) =>
    `${input.productId}|${locationKey(input.location)}|${input.quantity}`,
  getShippingInfo,
);

export const nearestPickupPointRequest = keyedRequest(
  (input: { productId: string; location: ShippingLocationDto | null; pickupPointCode: string }) =>
    `${input.productId}|${locationKey(input.location)}|${input.pickupPointCode}`,
  getNearestPickupPoint,
);

export const otherPickupPointsRequest = keyedRequest(
  (input: { itemSku: string; location: ShippingLocationDto | null; pickupPointCode: string }) =>
    `${input.itemSku}|${locationKey(input.location)}|${input.pickupPointCode}`,
  getOtherPickupPoints,
);

export const pickupPointsRequest = keyedRequest(
  (input: { productId: string; location: ShippingLocationDto | null }) => `${input.productId}|${locationKey(input.location)}`,
  getPickupPoints,
);
