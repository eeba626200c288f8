// The address cascade of regions.json, indexed by id: every city, district and sub-district with the
// regions above it, and the default location shipping is estimated for.
import type { RegionDto } from '@pdp/backend-api/backend';
import type { CityFixture, DistrictFixture, ProvinceFixture, RegionsFixture, SubDistrictFixture } from './fixture-types';

interface RegionChain {
  province: ProvinceFixture;
  city: CityFixture;
  district: DistrictFixture;
  subDistrict: SubDistrictFixture;
}

export interface RegionIndex {
  countryId: string;
  provinces: ProvinceFixture[];
  provinceById: Map<string, ProvinceFixture>;
  cityById: Map<string, Pick<RegionChain, 'province' | 'city'>>;
  districtById: Map<string, Pick<RegionChain, 'province' | 'city' | 'district'>>;
  subDistrictById: Map<string, RegionChain>;
  /** Where shipping is estimated for when the shopper has chosen no location. */
  defaultLocation: RegionChain;
}

/** Indexes a validated fixture (ids are unique across every level, the default is a sub-district). */
export function indexRegions(fixture: RegionsFixture): RegionIndex {
  const index: Omit<RegionIndex, 'defaultLocation'> = {
    countryId: fixture.countryId,
    provinces: fixture.provinces,
    provinceById: new Map(),
    cityById: new Map(),
    districtById: new Map(),
    subDistrictById: new Map(),
  };
  for (const province of fixture.provinces) {
    index.provinceById.set(province.id, province);
    for (const city of province.cities) {
      index.cityById.set(city.id, { province, city });
      for (const district of city.districts) {
        index.districtById.set(district.id, { province, city, district });
        for (const subDistrict of district.subDistricts) index.subDistrictById.set(subDistrict.id, { province, city, district, subDistrict });
      }
    }
  }
  const defaultLocation = index.subDistrictById.get(fixture.defaultSubDistrictId);
  if (!defaultLocation) throw new Error(`regions: the default sub-district ${fixture.defaultSubDistrictId} does not exist`);
  return { ...index, defaultLocation };
}

export function regionDto(region: ProvinceFixture | CityFixture | DistrictFixture | SubDistrictFixture): RegionDto {
  return {
    id: region.id,
    name: region.name,
    ...('postalCode' in region ? { postalCode: region.postalCode } : {}),
    ...('latitude' in region ? { latitude: region.latitude, longitude: region.longitude } : {}),
  };
}
