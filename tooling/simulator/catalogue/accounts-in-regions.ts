// accounts.json read against the catalogue's regions.json: a member's address names region ids that
// exist and chain (the main one and every other saved one), and the names written beside them match, so the address cascade answers for it.
import type { UserAddressDto } from '@pdp/backend-api/backend';
import type { z } from 'zod';
import { accountsSchema } from './region-schemas';
import type { RegionIndex } from './regions';
import { once, problem } from './schema-kit';

/** accounts.json's schema given the loaded regions.json (null: the catalogue has none); emails are unique too. */
export function accountsIn(regions: RegionIndex | null) {
  return accountsSchema.superRefine((accounts, context) => {
    const emails = new Set<string>();
    accounts.forEach((account, index) => {
      once(context, emails, account.email, [index, 'email']);
      if (account.address) checkAddress(account.address, regions, context, [index, 'address']);
      account.otherAddresses?.forEach((address, position) => checkAddress(address, regions, context, [index, 'otherAddresses', position]));
    });
  });
}

function checkAddress(address: UserAddressDto, regions: RegionIndex | null, context: z.RefinementCtx, path: PropertyKey[]): void {
  if (!regions) return problem(context, [...path, 'regionIds'], 'need a regions.json in the catalogue');
  const { regionIds, address: lines } = address;
  const chain = regions.subDistrictById.get(regionIds.subDistrictId);
  if (!chain) return problem(context, [...path, 'regionIds', 'subDistrictId'], 'is not a sub-district of regions.json');
  const expected: [PropertyKey[], string, string][] = [
    [['regionIds', 'provinceId'], regionIds.provinceId, chain.province.id],
    [['regionIds', 'cityId'], regionIds.cityId, chain.city.id],
    [['regionIds', 'districtId'], regionIds.districtId, chain.district.id],
    [['address', 'state'], lines.state, chain.province.name],
    [['address', 'city'], lines.city, chain.city.name],
    [['address', 'district'], lines.district, chain.district.name],
    [['address', 'subdistrict'], lines.subdistrict, chain.subDistrict.name],
    [['address', 'postalCode'], lines.postalCode, chain.subDistrict.postalCode],
  ];
  for (const [field, actual, wanted] of expected) {
    if (actual !== wanted) problem(context, [...path, ...field], `must be "${wanted}" for sub-district ${chain.subDistrict.id}, not "${actual}"`);
  }
}
