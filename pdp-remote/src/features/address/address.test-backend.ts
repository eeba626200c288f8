// The address feature's test backend and steps: the region cascade, the shipping calls, the member's
// main and saved addresses (MSW), the stored location, and opening the picker as a shopper would.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShippingLocationDto, UserAddressDto } from '@pdp/backend-api/backend';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { DEFAULT_SHIPPING } from '@pdp/test-kit/default-handlers';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';

export const STORAGE_KEY = 'pdp.customer-shipping-location';
const REGIONS = `${TEST_BACKEND}/common/region/countries/ID/provinces`;
export const MEMBER_URL = `${TEST_BACKEND}/member/addresses/_default`;
export const BUDI = { id: 'u1', name: 'Budi' };

const PROVINCES = [
  { id: '31', name: 'DKI Jakarta' },
  { id: '32', name: 'Jawa Barat' },
];
const CITIES = [
  { id: '3171', name: 'Jakarta Selatan' },
  { id: '3172', name: 'Jakarta Timur' },
];
const DISTRICTS = [
  { id: '317101', name: 'Kebayoran Baru', latitude: -6.2436, longitude: 106.7994 },
  { id: '317102', name: 'Cilandak' },
];
const SUB_DISTRICTS = [
  { id: '31710101', name: 'Senayan', postalCode: '12190' },
  { id: '31710102', name: 'Gunung', postalCode: '12120' },
];

/** The region cascade; records each path asked for, below `provinces`. */
export function serveRegions({ failProvinces = 0 }: { failProvinces?: number } = {}) {
  const asked: string[] = [];
  let provinceCalls = 0;
  backendServer.use(
    http.get(`${REGIONS}/`, () => {
      asked.push('provinces');
      provinceCalls += 1;
      return provinceCalls <= failProvinces ? envelope(null, { status: 503, code: 'SERVICE_UNAVAILABLE' }) : envelope(PROVINCES);
    }),
    http.get(`${REGIONS}/:province/cities`, ({ params }) => {
      asked.push(`${String(params.province)}/cities`);
      return envelope(params.province === '31' ? CITIES : []);
    }),
    http.get(`${REGIONS}/:province/cities/:city/districts`, ({ params }) => {
      asked.push(`${String(params.province)}/${String(params.city)}/districts`);
      return envelope(DISTRICTS);
    }),
    http.get(`${REGIONS}/:province/cities/:city/districts/:district/subDistricts`, ({ params }) => {
      asked.push(`${String(params.province)}/${String(params.city)}/${String(params.district)}/subDistricts`);
      return envelope(SUB_DISTRICTS);
    }),
  );
  return asked;
}

/** Records the query of every shipping call; `pinRequired`: a call without a pin answers CUSTOMER_GEO_LOCATION_REQUIRED. */
export function serveShipping({ pinRequired = false }: { pinRequired?: boolean } = {}) {
  const calls: URLSearchParams[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/shipping`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(query);
      if (pinRequired && !query.get('latitude')) return envelope(null, { status: 400, code: 'CUSTOMER_GEO_LOCATION_REQUIRED' });
      return envelope(DEFAULT_SHIPPING);
    }),
  );
  return calls;
}

export const MEMBER_ADDRESS: UserAddressDto = {
  id: 'addr-1',
  geoLocationProvided: true,
  geolocation: { latitude: -6.2, longitude: 106.8 },
  recipient: { name: 'Budi' },
  address: { postalCode: '40115', subdistrict: 'Citarum', district: 'Bandung Wetan', city: 'Kota Bandung', state: 'Jawa Barat', address: 'Jl. Riau 10' },
  regionIds: { provinceId: '32', cityId: '3273', districtId: '327301', subDistrictId: '32730101' },
};

/** The member's main address; counts the calls, each answered after `delayMs`. */
export function serveMemberAddress(address: UserAddressDto | null = MEMBER_ADDRESS, delayMs = 0) {
  const calls = { count: 0 };
  backendServer.use(
    http.get(MEMBER_URL, async () => {
      calls.count += 1;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return envelope(address);
    }),
  );
  return calls;
}

export const SAVED_URL = `${TEST_BACKEND}/member/addresses`;

/** Budi's saved addresses: the main one with a pin, and Ratna's at the office without one. */
export const SAVED_ADDRESSES: UserAddressDto[] = [
  MEMBER_ADDRESS,
  {
    id: 'addr-2',
    geoLocationProvided: false,
    geolocation: null,
    recipient: { name: 'Ratna' },
    address: {
      postalCode: '12190',
      subdistrict: 'Senayan',
      district: 'Kebayoran Baru',
      city: 'Jakarta Selatan',
      state: 'DKI Jakarta',
      address: 'Jl. Asia Afrika 8',
    },
    regionIds: { provinceId: '31', cityId: '3171', districtId: '317101', subDistrictId: '31710101' },
  },
];

/** The member's saved addresses; counts the calls. */
export function serveSavedAddresses(addresses: UserAddressDto[] = SAVED_ADDRESSES) {
  const calls = { count: 0 };
  backendServer.use(
    http.get(SAVED_URL, () => {
      calls.count += 1;
      return envelope(addresses);
    }),
  );
  return calls;
}

export const storedLocation = (): unknown => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');

export const JAKARTA: ShippingLocationDto = {
  provinceId: '31',
  cityId: '3171',
  districtId: '317101',
  subDistrictId: '31710101',
  label: 'Kebayoran Baru, Jakarta Selatan',
  postalCode: '12190',
};

export function renderPage(overrides: Partial<LifecycleProps> = {}) {
  backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())));
  return renderRemote({ reportBagCount: jest.fn(), ...overrides });
}

export const select = (name: string) => screen.getByRole('combobox', { name });

/** Chooses a saved address by its recipient and address line. */
export async function chooseSavedAddress(recipient: string, line: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Pakai alamat ini: ${recipient}, ${line}` }));
}

export async function openPicker() {
  await userEvent.click(await screen.findByRole('button', { name: 'Pilih alamat' }));
  return screen.findByRole('dialog', { name: 'Pilih alamat pengiriman' });
}
