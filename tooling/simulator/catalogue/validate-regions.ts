// Checks regions.json (the address cascade: provinces → cities → districts → sub-districts) and the
// members' addresses that point into it, naming the file and field of any problem.
import type { RegionsFixture } from './fixture-types';
import { indexRegions, type RegionIndex } from './regions';
import { validator, type Validator } from './validator';

const LEVELS = [
  { key: 'provinces', child: 'cities' },
  { key: 'cities', child: 'districts' },
  { key: 'districts', child: 'subDistricts' },
  { key: 'subDistricts', child: null },
] as const;

export function validateRegions(raw: unknown, file: string): RegionIndex {
  const v = validator(file);
  const regions = v.record(raw, '(root)');
  v.sku(regions.countryId, 'countryId');
  const ids = new Set<string>();
  const subDistrictIds = new Set<string>();

  // Each level: id under its parent's (`ID-JK` → `ID-JK-JKS`), a name, and below provinces and cities
  // a centre; sub-districts carry a postal code.
  const checkLevel = (value: unknown, field: string, depth: number, parentId: string): void => {
    const level = LEVELS[depth];
    if (!level) return;
    v.array(
      value,
      field,
      (entry, entryField) => {
        const region = v.record(entry, entryField);
        v.sku(region.id, `${entryField}.id`);
        const id = region.id as string;
        if (!id.startsWith(`${parentId}-`)) v.fail(`${entryField}.id`, `must start with "${parentId}-"`);
        if (ids.has(id)) v.fail(`${entryField}.id`, 'is used twice');
        ids.add(id);
        v.string(region.name, `${entryField}.name`);
        if (depth >= 2) {
          v.latitude(region.latitude, `${entryField}.latitude`);
          v.longitude(region.longitude, `${entryField}.longitude`);
          if (region.shipNotCovered !== undefined) v.boolean(region.shipNotCovered, `${entryField}.shipNotCovered`);
        }
        if (!level.child) subDistrictIds.add(id);
        if (level.child) checkLevel(region[level.child], `${entryField}.${level.child}`, depth + 1, id);
        else if (typeof region.postalCode !== 'string' || !/^\d{5}$/.test(region.postalCode))
          v.fail(`${entryField}.postalCode`, 'must be a 5-digit postal code');
      },
      { nonEmpty: true },
    );
  };
  checkLevel(regions.provinces, 'provinces', 0, regions.countryId as string);

  if (!subDistrictIds.has(regions.defaultSubDistrictId as string)) v.fail('defaultSubDistrictId', 'must be the id of a sub-district');
  return indexRegions(regions as unknown as RegionsFixture);
}

/** A member's address (UserAddressDto): region ids that exist and chain, and names that match them. */
export function validateAddress(v: Validator, raw: unknown, field: string, regions: RegionIndex | null): void {
  const address = v.record(raw, field);
  v.string(address.id, `${field}.id`);
  v.boolean(address.geoLocationProvided, `${field}.geoLocationProvided`);
  if (address.geolocation === null) {
    if (address.geoLocationProvided === true) v.fail(`${field}.geolocation`, 'must be given when geoLocationProvided is true');
  } else {
    const geolocation = v.record(address.geolocation, `${field}.geolocation`);
    v.latitude(geolocation.latitude, `${field}.geolocation.latitude`);
    v.longitude(geolocation.longitude, `${field}.geolocation.longitude`);
    if (address.geoLocationProvided !== true) v.fail(`${field}.geoLocationProvided`, 'must be true when a geolocation is given');
  }
  const recipient = v.record(address.recipient, `${field}.recipient`);
  v.string(recipient.name, `${field}.recipient.name`);
  const lines = v.record(address.address, `${field}.address`);
  for (const key of ['postalCode', 'subdistrict', 'district', 'city', 'state', 'address']) v.string(lines[key], `${field}.address.${key}`);
  const regionIds = v.record(address.regionIds, `${field}.regionIds`);
  for (const key of ['provinceId', 'cityId', 'districtId', 'subDistrictId']) v.string(regionIds[key], `${field}.regionIds.${key}`);

  if (!regions) return v.fail(`${field}.regionIds`, 'need a regions.json in the catalogue');
  const chain = regions.subDistrictById.get(regionIds.subDistrictId as string);
  if (!chain) return v.fail(`${field}.regionIds.subDistrictId`, 'is not a sub-district of regions.json');
  const expected: [string, string, string][] = [
    ['regionIds.provinceId', regionIds.provinceId as string, chain.province.id],
    ['regionIds.cityId', regionIds.cityId as string, chain.city.id],
    ['regionIds.districtId', regionIds.districtId as string, chain.district.id],
    ['address.state', lines.state as string, chain.province.name],
    ['address.city', lines.city as string, chain.city.name],
    ['address.district', lines.district as string, chain.district.name],
    ['address.subdistrict', lines.subdistrict as string, chain.subDistrict.name],
    ['address.postalCode', lines.postalCode as string, chain.subDistrict.postalCode],
  ];
  for (const [name, actual, wanted] of expected) {
    if (actual !== wanted) v.fail(`${field}.${name}`, `must be "${wanted}" for sub-district ${chain.subDistrict.id}, not "${actual}"`);
  }
}
