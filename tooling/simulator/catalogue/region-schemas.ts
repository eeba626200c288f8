// regions.json (the address cascade: provinces → cities → districts → sub-districts) and
// accounts.json, whose members' addresses must point into it (accounts-in-regions.ts checks that).
import type { GeolocationDto, UserAddressDto } from '@pdp/backend-api/backend';
import { PAY_LATER_STATUSES } from '@pdp/backend-api/payments';
import { z } from 'zod';
import { describes, flag, latitude, list, longitude, nonEmptyList, object, once, oneOf, problem, sku, text } from './schema-kit';

const POSTAL_CODE = 'must be a 5-digit postal code';

const subDistrictSchema = object({
  id: sku,
  name: text,
  postalCode: z.string({ error: POSTAL_CODE }).regex(/^\d{5}$/, POSTAL_CODE),
  latitude,
  longitude,
  /** No courier reaches it: shipping answers SHIP_NOT_COVERED. */
  shipNotCovered: flag.optional(),
});

const districtSchema = object({
  id: sku,
  name: text,
  latitude,
  longitude,
  /** No courier reaches it: shipping answers SHIP_NOT_COVERED. */
  shipNotCovered: flag.optional(),
  subDistricts: nonEmptyList(subDistrictSchema),
});

const citySchema = object({ id: sku, name: text, districts: nonEmptyList(districtSchema) });

const provinceSchema = object({ id: sku, name: text, cities: nonEmptyList(citySchema) });

/** `regions.json`: the address cascade of one country (spec §7 `/common/region/countries/{countryId}/…`). */
export const regionsSchema = object({
  countryId: sku,
  /** Where shipping is estimated for when the shopper has not chosen a location. */
  defaultSubDistrictId: z.string({ error: 'must be the id of a sub-district' }),
  provinces: nonEmptyList(provinceSchema),
}).superRefine((regions, context) => {
  // Each id extends its parent's (`ID-JK` → `ID-JK-JKS`) and is unique across every level, so an id
  // alone says where a region sits.
  const ids = new Set<string>();
  const check = (region: { id: string }, parentId: string, path: PropertyKey[]) => {
    if (!region.id.startsWith(`${parentId}-`)) problem(context, [...path, 'id'], `must start with "${parentId}-"`);
    once(context, ids, region.id, [...path, 'id']);
  };
  const subDistrictIds = new Set<string>();
  regions.provinces.forEach((province, p) => {
    check(province, regions.countryId, ['provinces', p]);
    province.cities.forEach((city, c) => {
      check(city, province.id, ['provinces', p, 'cities', c]);
      city.districts.forEach((district, d) => {
        const districtPath = ['provinces', p, 'cities', c, 'districts', d];
        check(district, city.id, districtPath);
        district.subDistricts.forEach((subDistrict, s) => {
          check(subDistrict, district.id, [...districtPath, 'subDistricts', s]);
          subDistrictIds.add(subDistrict.id);
        });
      });
    });
  });
  if (!subDistrictIds.has(regions.defaultSubDistrictId)) problem(context, ['defaultSubDistrictId'], 'must be the id of a sub-district');
});

const addressSchema = describes<UserAddressDto>()(
  object({
    id: text,
    geoLocationProvided: flag,
    geolocation: describes<GeolocationDto>()(object({ latitude, longitude })).nullable(),
    recipient: describes<UserAddressDto['recipient']>()(object({ name: text })),
    address: describes<UserAddressDto['address']>()(object({ postalCode: text, subdistrict: text, district: text, city: text, state: text, address: text })),
    regionIds: describes<UserAddressDto['regionIds']>()(object({ provinceId: text, cityId: text, districtId: text, subDistrictId: text })),
  }).superRefine((address, context) => {
    if (address.geolocation === null && address.geoLocationProvided) problem(context, ['geolocation'], 'must be given when geoLocationProvided is true');
    if (address.geolocation !== null && !address.geoLocationProvided) problem(context, ['geoLocationProvided'], 'must be true when a geolocation is given');
  }),
);

const accountSchema = object({
  id: text,
  name: text,
  email: text,
  password: text,
  /** The member's main address; its regionIds point into regions.json. */
  address: addressSchema.optional(),
  /** The member's other saved addresses, listed after the main one (`GET /member/addresses`, decision 0072). */
  otherAddresses: list(addressSchema).optional(),
  /** The member's pay-later status (`/wallet/paylater`); absent: NOT_REGISTERED. */
  payLater: oneOf(PAY_LATER_STATUSES).optional(),
});

export const accountsSchema = list(accountSchema);
