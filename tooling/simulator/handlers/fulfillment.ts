// How the item reaches the shopper: shipping options to a location (`/product-detail/products/{id}/shipping`)
// and the stores it can be collected from (nearest, others, all), with hours and distances.
import type { GeolocationDto, NearestPickupPointDto, PickupPointDto } from '@pdp/backend-api/backend';
import { BadRequest, fail, ok, queryParam, type Router } from '../http-kit';
import { resolveProductId } from '../catalogue/load-catalogue';
import { buildShippingInfo, pickupPointsByDistance } from '../catalogue/build-fulfillment';
import type { RegionIndex } from '../catalogue/regions';
import type { HandlerContext } from './context';

function coordinate(url: URL, name: 'latitude' | 'longitude'): number | null {
  const raw = queryParam(url, name);
  if (raw === null) return null;
  const value = Number(raw);
  const limit = name === 'latitude' ? 90 : 180;
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw new BadRequest(`${name} must be a number of -${limit} to ${limit}`);
  return value;
}

/** The shopper's location from `latitude` and `longitude`, which come together or not at all. */
export function geolocationOf(url: URL): GeolocationDto | null {
  const latitude = coordinate(url, 'latitude');
  const longitude = coordinate(url, 'longitude');
  if (latitude === null && longitude === null) return null;
  if (latitude === null || longitude === null) throw new BadRequest('latitude and longitude go together');
  return { latitude, longitude };
}

/** Whether couriers reach the location asked for (`districtId`, `subDistrictId`), else the default one. */
function locationCovered(regions: RegionIndex | null, url: URL): boolean {
  const districtId = queryParam(url, 'districtId');
  const subDistrictId = queryParam(url, 'subDistrictId');
  if (districtId === null) {
    if (subDistrictId !== null) throw new BadRequest('subDistrictId needs its districtId');
    return !(regions?.defaultLocation.district.shipNotCovered || regions?.defaultLocation.subDistrict.shipNotCovered);
  }
  const district = regions?.districtById.get(districtId)?.district;
  if (!district) throw new BadRequest(`districtId ${districtId} is not a known district`);
  const subDistrict = subDistrictId === null ? undefined : district.subDistricts.find((candidate) => candidate.id === subDistrictId);
  if (subDistrictId !== null && !subDistrict) throw new BadRequest(`subDistrictId ${subDistrictId} is not in district ${districtId}`);
  return !(district.shipNotCovered || subDistrict?.shipNotCovered);
}

export function fulfillmentRoutes(router: Router, { catalogue }: HandlerContext): void {
  const find = (id: string | undefined) => {
    const found = resolveProductId(catalogue, id ?? '');
    return found && found.product.status === 'ACTIVE' ? found : null;
  };

  router.add('GET', '/backend/product-detail/products/:id/shipping', 'shipping', ({ params, url }) => {
    const found = find(params.id);
    if (!found) return fail(404);
    const quantity = queryParam(url, 'quantity');
    if (quantity !== null && (!/^\d{1,6}$/.test(quantity) || Number(quantity) < 1)) throw new BadRequest('quantity must be a whole number of 1 or more');
    geolocationOf(url);
    const covered = locationCovered(catalogue.regions, url);
    const info = buildShippingInfo(found.product, found.item);
    if (!covered && !info.conditions.includes('TURNED_OFF')) return fail(400, 'SHIP_NOT_COVERED');
    return ok(info);
  });

  router.add('GET', '/backend/product-detail/products/:id/nearest-pickup-point', 'nearest-pickup-point', ({ params, url, now }) => {
    const found = find(params.id);
    if (!found) return fail(404);
    const shopper = geolocationOf(url);
    const wanted = queryParam(url, 'pickupPointCode');
    const points = pickupPointsByDistance(found.product, shopper, now);
    const withStock = points.filter((point) => point.stock > 0);
    const answer: NearestPickupPointDto = {
      defaultPickupPoint: withStock.find((point) => point.code === wanted) ?? withStock[0] ?? null,
      nearestPickupPoint: points[0] ?? null,
    };
    return ok(answer);
  });

  router.add('GET', '/backend/product-pickup-point/:id/other-pickup-point', 'other-pickup-point', ({ params, url, now }) => {
    // Spec §7 names this one by the item: a bare item sku is accepted besides the prefixed ids.
    const bare = catalogue.byItemSku.get(params.id ?? '');
    const found = find(params.id) ?? (bare && bare.product.status === 'ACTIVE' ? bare : null);
    if (!found) return fail(404);
    const excluded = queryParam(url, 'pickupPointCode');
    return ok<PickupPointDto[]>(pickupPointsByDistance(found.product, geolocationOf(url), now).filter((point) => point.code !== excluded));
  });

  router.add('GET', '/backend/product/products/:id/pickup-points', 'pickup-points', ({ params, url, now }) => {
    const found = find(params.id);
    if (!found) return fail(404);
    return ok<PickupPointDto[]>(pickupPointsByDistance(found.product, geolocationOf(url), now));
  });
}
