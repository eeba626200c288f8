// The region cascade of spec §7 (provinces → cities → districts → sub-districts under the default
// country) and the signed-in shopper's main address, normalised at the boundary.
import { DEFAULT_COUNTRY_ID, type RegionDto, type UserAddressDto } from '@pdp/backend-api/backend';
import type { BackendClient } from '../../../shared/http/backend-client';
import { record } from '../../../shared/http/loose-json';

/** The parents of a level, province first: none for provinces, three for sub-districts. */
export type RegionParents = string[];

const encode = encodeURIComponent;

function regionPath(parents: RegionParents): string {
  const [province, city, district] = parents.map(encode);
  const base = `common/region/countries/${encode(DEFAULT_COUNTRY_ID)}/provinces`;
  if (province === undefined) return `${base}/`;
  if (city === undefined) return `${base}/${province}/cities`;
  if (district === undefined) return `${base}/${province}/cities/${city}/districts`;
  return `${base}/${province}/cities/${city}/districts/${district}/subDistricts`;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export async function getRegions(client: BackendClient, parents: RegionParents, signal?: AbortSignal): Promise<RegionDto[]> {
  const response = await client.get<unknown>(regionPath(parents), { signal });
  const list = Array.isArray(response.body.data) ? (response.body.data as unknown[]) : [];
  return list.flatMap((raw) => {
    const region = record(raw);
    if (typeof region.id !== 'string' || region.id === '' || typeof region.name !== 'string') return [];
    return [
      {
        id: region.id,
        name: region.name,
        ...(typeof region.postalCode === 'string' ? { postalCode: region.postalCode } : {}),
        ...(finite(region.latitude) && finite(region.longitude) ? { latitude: region.latitude, longitude: region.longitude } : {}),
      },
    ];
  });
}

export async function getMemberAddress(client: BackendClient): Promise<UserAddressDto | null> {
  const response = await client.get<unknown>('member/addresses/_default');
  const data = response.body.data as Partial<UserAddressDto> | null;
  const ids = data?.regionIds;
  const address = data?.address;
  if (!data || typeof data.id !== 'string' || !ids || !address) return null;
  if (![ids.provinceId, ids.cityId, ids.districtId, ids.subDistrictId].every((id) => typeof id === 'string' && id !== '')) return null;
  const geo = data.geolocation;
  return {
    id: data.id,
    geoLocationProvided: data.geoLocationProvided === true,
    geolocation: geo && finite(geo.latitude) && finite(geo.longitude) ? { latitude: geo.latitude, longitude: geo.longitude } : null,
    recipient: { name: typeof data.recipient?.name === 'string' ? data.recipient.name : '' },
    address: {
      postalCode: String(address.postalCode ?? ''),
      subdistrict: String(address.subdistrict ?? ''),
      district: String(address.district ?? ''),
      city: String(address.city ?? ''),
      state: String(address.state ?? ''),
      address: String(address.address ?? ''),
    },
    regionIds: ids,
  };
}
