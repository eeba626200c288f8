// The region cascade of spec §7 (provinces → cities → districts → sub-districts under the default
// country) and the signed-in shopper's main and saved addresses, normalised at the boundary.
import { DEFAULT_COUNTRY_ID, type MemberAddressesDto, type RegionDto, type UserAddressDto } from '@pdp/backend-api/backend';
import type { BackendClient } from '../../../shared/http/backend-client';
import { record, records } from '../../../shared/http/loose-json';

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

/** One address from backend JSON, or null when it cannot name a sub-district (it could not be shipped to). */
function normaliseAddress(raw: unknown): UserAddressDto | null {
  const data = record(raw) as Partial<UserAddressDto>;
  const ids = data.regionIds;
  const address = data.address;
  if (typeof data.id !== 'string' || !ids || !address) return null;
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

export async function getMemberAddress(client: BackendClient): Promise<UserAddressDto | null> {
  const response = await client.get<unknown>('member/addresses/_default');
  return normaliseAddress(response.body.data);
}

/** The member's saved addresses (decision 0072), main first; any that cannot be shipped to is left out. */
export async function getMemberAddresses(client: BackendClient, signal?: AbortSignal): Promise<MemberAddressesDto> {
  const response = await client.get<unknown>('member/addresses', { signal });
  return records(response.body.data).flatMap((raw) => normaliseAddress(raw) ?? []);
}
