// The address cascade of spec §7 (`/common/region/countries/{countryId}/provinces/…/subDistricts`):
// each level lists the regions under one parent; an unknown country or parent answers 404.
import type { RegionDto } from '@pdp/backend-api/backend';
import { fail, ok, type Router } from '../http-kit';
import { regionDto } from '../catalogue/regions';
import type { HandlerContext } from './context';

const BASE = '/backend/common/region/countries/:countryId/provinces';

export function regionRoutes(router: Router, { catalogue }: HandlerContext): void {
  const country = (countryId: string | undefined) => (catalogue.regions && catalogue.regions.countryId === countryId ? catalogue.regions : null);

  router.add('GET', BASE, 'region-provinces', ({ params }) => {
    const regions = country(params.countryId);
    return regions ? ok<RegionDto[]>(regions.provinces.map(regionDto)) : fail(404);
  });

  router.add('GET', `${BASE}/:provinceId/cities`, 'region-cities', ({ params }) => {
    const province = country(params.countryId)?.provinceById.get(params.provinceId ?? '');
    return province ? ok<RegionDto[]>(province.cities.map(regionDto)) : fail(404);
  });

  router.add('GET', `${BASE}/:provinceId/cities/:cityId/districts`, 'region-districts', ({ params }) => {
    const found = country(params.countryId)?.cityById.get(params.cityId ?? '');
    if (!found || found.province.id !== params.provinceId) return fail(404);
    return ok<RegionDto[]>(found.city.districts.map(regionDto));
  });

  router.add('GET', `${BASE}/:provinceId/cities/:cityId/districts/:districtId/subDistricts`, 'region-sub-districts', ({ params }) => {
    const found = country(params.countryId)?.districtById.get(params.districtId ?? '');
    if (!found || found.province.id !== params.provinceId || found.city.id !== params.cityId) return fail(404);
    return ok<RegionDto[]>(found.district.subDistricts.map(regionDto));
  });
}
