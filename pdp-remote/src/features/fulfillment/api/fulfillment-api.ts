// The shipping and pickup-point calls of spec §7: shipping info, the default and nearest pickup
// points, the other pickup points, and every pickup point (Click & Collect).
import type { GeolocationDto, NearestPickupPointDto, PickupPointDto, ShippingInfoDto, ShippingLocationDto } from '@pdp/backend-api/backend';
import type { BackendClient } from '../../../shared/http/backend-client';
import { normalisePickupPoint, normalisePickupPoints, normaliseShippingInfo } from './normalise';

const geo = (geolocation: GeolocationDto | undefined) => ({ latitude: geolocation?.latitude, longitude: geolocation?.longitude });

export async function getShippingInfo(
  client: BackendClient,
  input: { productId: string; location: ShippingLocationDto | null; quantity: number },
  signal?: AbortSignal,
): Promise<ShippingInfoDto> {
  const { location } = input;
  const response = await client.get<unknown>(`product-detail/products/${encodeURIComponent(input.productId)}/shipping`, {
    searchParams: { districtId: location?.districtId, subDistrictId: location?.subDistrictId, quantity: input.quantity, ...geo(location?.geolocation) },
    signal,
  });
  return normaliseShippingInfo(response.body.data);
}

export async function getNearestPickupPoint(
  client: BackendClient,
  input: { productId: string; location: ShippingLocationDto | null; pickupPointCode: string },
  signal?: AbortSignal,
): Promise<NearestPickupPointDto> {
  const response = await client.get<unknown>(`product-detail/products/${encodeURIComponent(input.productId)}/nearest-pickup-point`, {
    searchParams: { pickupPointCode: input.pickupPointCode, ...geo(input.location?.geolocation) },
    signal,
  });
  const data = (typeof response.body.data === 'object' && response.body.data !== null ? response.body.data : {}) as Record<string, unknown>;
  return { defaultPickupPoint: normalisePickupPoint(data.defaultPickupPoint), nearestPickupPoint: normalisePickupPoint(data.nearestPickupPoint) };
}

/** Every pickup point of the product, nearest first (Click & Collect). */
export async function getPickupPoints(
  client: BackendClient,
  input: { productId: string; location: ShippingLocationDto | null },
  signal?: AbortSignal,
): Promise<PickupPointDto[]> {
  const response = await client.get<unknown>(`product/products/${encodeURIComponent(input.productId)}/pickup-points`, {
    searchParams: geo(input.location?.geolocation),
    signal,
  });
  return normalisePickupPoints(response.body.data);
}

/** The pickup points besides the current one. */
export async function getOtherPickupPoints(
  client: BackendClient,
  input: { itemSku: string; location: ShippingLocationDto | null; pickupPointCode: string },
  signal?: AbortSignal,
): Promise<PickupPointDto[]> {
  const response = await client.get<unknown>(`product-pickup-point/${encodeURIComponent(input.itemSku)}/other-pickup-point`, {
    searchParams: { pickupPointCode: input.pickupPointCode, ...geo(input.location?.geolocation) },
    signal,
  });
  return normalisePickupPoints(response.body.data);
}
