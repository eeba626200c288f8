import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ShippingLocationDto, UserAddressDto } from '@pdp/backend-api/backend';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { aSummary } from '../../testing/summary-factory';
import { DEFAULT_SHIPPING } from '../../testing/default-handlers';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../testing/backend-mock';
import { renderRemote } from '../../testing/render-remote';
import { backendClientAtom } from '../../shared/http/backend-atoms';
import { createBackendClient } from '../../shared/http/backend-client';
import { loadShippingLocationAtom, shippingLocationAtom } from '../../shared/location/shipping-location';
import { syncMemberAddressAtom } from './state/address-atoms';

startBackendMock();

const STORAGE_KEY = 'pdp.customer-shipping-location';
const REGIONS = `${TEST_BACKEND}/common/region/countries/ID/provinces`;
const MEMBER_URL = `${TEST_BACKEND}/member/addresses/_default`;
const BUDI = { id: 'u1', name: 'Budi' };

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
function serveRegions({ failProvinces = 0 }: { failProvinces?: number } = {}) {
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

/** Records the query of every shipping call. */
function serveShipping() {
  const calls: URLSearchParams[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/shipping`, ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return envelope(DEFAULT_SHIPPING);
    }),
  );
  return calls;
}

const MEMBER_ADDRESS: UserAddressDto = {
  id: 'addr-1',
  geoLocationProvided: true,
  geolocation: { latitude: -6.2, longitude: 106.8 },
  recipient: { name: 'Budi' },
  address: { postalCode: '40115', subdistrict: 'Citarum', district: 'Bandung Wetan', city: 'Kota Bandung', state: 'Jawa Barat', address: 'Jl. Riau 10' },
  regionIds: { provinceId: '32', cityId: '3273', districtId: '327301', subDistrictId: '32730101' },
};

/** The member's main address; counts the calls, each answered after `delayMs`. */
function serveMemberAddress(address: UserAddressDto | null = MEMBER_ADDRESS, delayMs = 0) {
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

const storedLocation = (): unknown => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');

const JAKARTA: ShippingLocationDto = {
  provinceId: '31',
  cityId: '3171',
  districtId: '317101',
  subDistrictId: '31710101',
  label: 'Kebayoran Baru, Jakarta Selatan',
  postalCode: '12190',
};

function renderPage(overrides: Partial<LifecycleProps> = {}) {
  backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())));
  return renderRemote({ reportBagCount: jest.fn(), ...overrides });
}

const select = (name: string) => screen.getByRole('combobox', { name });

async function openPicker() {
  await userEvent.click(await screen.findByRole('button', { name: 'Pilih alamat' }));
  return screen.findByRole('dialog', { name: 'Pilih alamat pengiriman' });
}

beforeEach(() => window.localStorage.clear());

describe('the address picker', () => {
  it('loads each level once its parent is chosen and saves the location the shipping is then asked for', async () => {
    const asked = serveRegions();
    const shipping = serveShipping();
    renderPage();
    expect(await screen.findByText('Pilih alamat untuk melihat ongkos kirim ke lokasimu.')).toBeInTheDocument();
    await waitFor(() => expect(shipping).toHaveLength(1));
    expect(shipping[0]?.get('districtId')).toBeNull();

    const dialog = await openPicker();
    await waitFor(() => expect(select('Provinsi')).toBeEnabled());
    expect(select('Kota/Kabupaten')).toBeDisabled();
    expect(select('Kecamatan')).toBeDisabled();
    expect(select('Kelurahan')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Simpan alamat' })).toBeDisabled();
    expect(asked).toEqual(['provinces']);

    await userEvent.selectOptions(select('Provinsi'), 'DKI Jakarta');
    await waitFor(() => expect(select('Kota/Kabupaten')).toBeEnabled());
    expect(
      within(select('Kota/Kabupaten'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pilih kota/kabupaten', 'Jakarta Selatan', 'Jakarta Timur']);
    await userEvent.selectOptions(select('Kota/Kabupaten'), 'Jakarta Selatan');
    await waitFor(() => expect(select('Kecamatan')).toBeEnabled());
    await userEvent.selectOptions(select('Kecamatan'), 'Kebayoran Baru');
    await waitFor(() => expect(select('Kelurahan')).toBeEnabled());
    await userEvent.selectOptions(select('Kelurahan'), 'Senayan (12190)');
    expect(asked).toEqual(['provinces', '31/cities', '31/3171/districts', '31/3171/317101/subDistricts']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan alamat' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Dikirim ke Kebayoran Baru, Jakarta Selatan')).toBeInTheDocument();
    expect(storedLocation()).toEqual({ source: 'picker', location: { ...JAKARTA, geolocation: { latitude: -6.2436, longitude: 106.7994 } } });
    await waitFor(() => expect(shipping).toHaveLength(2));
    expect(shipping[1]?.get('districtId')).toBe('317101');
    expect(shipping[1]?.get('subDistrictId')).toBe('31710101');
    expect(shipping[1]?.get('latitude')).toBe('-6.2436');
    expect(screen.getByRole('button', { name: 'Ubah alamat' })).toBeInTheDocument();
  });

  it('clears the levels below a changed one', async () => {
    serveRegions();
    renderPage();
    await openPicker();
    await waitFor(() => expect(select('Provinsi')).toBeEnabled());
    await userEvent.selectOptions(select('Provinsi'), 'DKI Jakarta');
    await waitFor(() => expect(select('Kota/Kabupaten')).toBeEnabled());
    await userEvent.selectOptions(select('Kota/Kabupaten'), 'Jakarta Selatan');
    await waitFor(() => expect(select('Kecamatan')).toBeEnabled());

    await userEvent.selectOptions(select('Provinsi'), 'Jawa Barat');

    await waitFor(() => expect(select('Kota/Kabupaten')).toBeEnabled());
    expect(select('Kota/Kabupaten')).toHaveValue('');
    expect(within(select('Kota/Kabupaten')).queryByRole('option', { name: 'Jakarta Selatan' })).not.toBeInTheDocument();
    expect(select('Kecamatan')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Simpan alamat' })).toBeDisabled();
  });

  it('opens on the stored location, its levels chosen', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ source: 'picker', location: JAKARTA }));
    serveRegions();
    const shipping = serveShipping();
    renderPage();
    expect(await screen.findByText('Dikirim ke Kebayoran Baru, Jakarta Selatan')).toBeInTheDocument();
    await waitFor(() => expect(shipping[0]?.get('subDistrictId')).toBe('31710101'));

    await userEvent.click(screen.getByRole('button', { name: 'Ubah alamat' }));

    await waitFor(() => expect(select('Kelurahan')).toHaveValue('31710101'));
    expect(select('Provinsi')).toHaveValue('31');
    expect(select('Kota/Kabupaten')).toHaveValue('3171');
    expect(select('Kecamatan')).toHaveValue('317101');
    expect(screen.getByRole('button', { name: 'Simpan alamat' })).toBeEnabled();
  });

  it('says the regions failed to load, and loads them again on retry', async () => {
    const asked = serveRegions({ failProvinces: 1 });
    renderPage();
    const dialog = await openPicker();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat daftar wilayah.');
    expect(select('Provinsi')).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    await waitFor(() => expect(select('Provinsi')).toBeEnabled());
    expect(within(select('Provinsi')).getByRole('option', { name: 'DKI Jakarta' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(asked).toEqual(['provinces', 'provinces']);
  });

  it('offers an anonymous shopper to sign in for a saved address, and never asks for the member address', async () => {
    serveRegions();
    const member = serveMemberAddress();
    const { props } = renderPage({ user: null, path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    const dialog = await openPicker();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Masuk untuk memakai alamat yang tersimpan' }));

    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    expect(member.count).toBe(0);
  });

  it('does not offer a signed-in shopper to sign in', async () => {
    serveRegions();
    serveMemberAddress(null);
    renderPage({ user: BUDI });
    const dialog = await openPicker();
    await waitFor(() => expect(select('Provinsi')).toBeEnabled());
    expect(within(dialog).queryByRole('button', { name: 'Masuk untuk memakai alamat yang tersimpan' })).not.toBeInTheDocument();
  });
});

describe('the member address sync', () => {
  it('uses the main address of a signed-in shopper with no stored location, without a notice', async () => {
    const member = serveMemberAddress();
    const shipping = serveShipping();
    renderPage({ user: BUDI });

    expect(await screen.findByText('Dikirim ke Bandung Wetan, Kota Bandung')).toBeInTheDocument();
    expect(storedLocation()).toEqual({
      source: 'member',
      userId: 'u1',
      location: {
        provinceId: '32',
        cityId: '3273',
        districtId: '327301',
        subDistrictId: '32730101',
        label: 'Bandung Wetan, Kota Bandung',
        postalCode: '40115',
        geolocation: { latitude: -6.2, longitude: 106.8 },
      },
    });
    await waitFor(() => expect(shipping.some((query) => query.get('subDistrictId') === '32730101')).toBe(true));
    expect(shipping.find((query) => query.get('subDistrictId') === '32730101')?.get('districtId')).toBe('327301');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(member.count).toBe(1);
  });

  it('replaces the address of another account, and says so', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ source: 'member', userId: 'u9', location: JAKARTA }));
    serveMemberAddress();
    renderPage({ user: BUDI });

    const dialog = await screen.findByRole('dialog', { name: 'Alamat pengiriman diperbarui' });
    expect(within(dialog).getByText('Kami memakai alamat utama akunmu: Bandung Wetan, Kota Bandung. Kamu bisa mengubahnya kapan saja.')).toBeInTheDocument();
    expect(screen.getByText('Dikirim ke Bandung Wetan, Kota Bandung')).toBeInTheDocument();
    expect(storedLocation()).toMatchObject({ source: 'member', userId: 'u1', location: { subDistrictId: '32730101' } });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mengerti' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the shopper’s own member address as it is', async () => {
    const stored = {
      source: 'member',
      userId: 'u1',
      location: { provinceId: '32', cityId: '3273', districtId: '327301', subDistrictId: '32730101', label: 'Bandung Wetan, Kota Bandung' },
    };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    const member = serveMemberAddress();
    renderPage({ user: BUDI });
    expect(await screen.findByText('Dikirim ke Bandung Wetan, Kota Bandung')).toBeInTheDocument();
    await waitFor(() => expect(member.count).toBe(1));
    expect(storedLocation()).toEqual(stored);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a location the shopper picked on the page', async () => {
    const stored = { source: 'picker', location: JAKARTA };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    const member = serveMemberAddress();
    const shipping = serveShipping();
    renderPage({ user: BUDI });

    expect(await screen.findByText('Dikirim ke Kebayoran Baru, Jakarta Selatan')).toBeInTheDocument();
    await waitFor(() => expect(member.count).toBe(1));
    await waitFor(() => expect(shipping.length).toBeGreaterThan(0));
    expect(storedLocation()).toEqual(stored);
    expect(shipping.every((query) => query.get('subDistrictId') === '31710101')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Alamat pengiriman diperbarui' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Bandung Wetan/)).not.toBeInTheDocument();
  });

  it.each([
    ['has no main address', () => envelope(null)],
    ['call fails', () => envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' })],
    ['address is incomplete', () => envelope({ ...MEMBER_ADDRESS, regionIds: { ...MEMBER_ADDRESS.regionIds, subDistrictId: '' } })],
  ])('keeps the stored location when the member %s', async (_label, answer) => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ source: 'member', userId: 'u9', location: JAKARTA }));
    const member = { count: 0 };
    backendServer.use(
      http.get(MEMBER_URL, () => {
        member.count += 1;
        return answer();
      }),
    );
    renderPage({ user: BUDI });
    expect(await screen.findByText('Dikirim ke Kebayoran Baru, Jakarta Selatan')).toBeInTheDocument();
    await waitFor(() => expect(member.count).toBe(1));
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    expect(storedLocation()).toMatchObject({ userId: 'u9' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never asks an anonymous shopper’s member address', async () => {
    const member = serveMemberAddress();
    renderPage({ user: null });
    expect(await screen.findByText('Pilih alamat untuk melihat ongkos kirim ke lokasimu.')).toBeInTheDocument();
    await screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });
    expect(member.count).toBe(0);
    expect(storedLocation()).toBeNull();
  });

  it('asks for the member address once on the page, even when the path changes', async () => {
    const member = serveMemberAddress(MEMBER_ADDRESS, 30);
    const view = renderPage({ user: BUDI });
    expect(await screen.findByText('Dikirim ke Bandung Wetan, Kota Bandung')).toBeInTheDocument();
    view.rerenderWith({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    expect(await screen.findByText('Dikirim ke Bandung Wetan, Kota Bandung')).toBeInTheDocument();
    expect(member.count).toBe(1);
  });

  it('makes one member address call for syncs that race', async () => {
    const member = serveMemberAddress(MEMBER_ADDRESS, 30);
    const store = createStore();
    store.set(backendClientAtom, createBackendClient({ baseUrl: TEST_BACKEND }));
    store.set(loadShippingLocationAtom);

    await Promise.all([store.set(syncMemberAddressAtom, 'u1'), store.set(syncMemberAddressAtom, 'u1'), store.set(syncMemberAddressAtom, 'u1')]);

    expect(member.count).toBe(1);
    expect(store.get(shippingLocationAtom)?.subDistrictId).toBe('32730101');
  });

  it('asks again for another account', async () => {
    const member = serveMemberAddress(MEMBER_ADDRESS, 30);
    const store = createStore();
    store.set(backendClientAtom, createBackendClient({ baseUrl: TEST_BACKEND }));
    store.set(loadShippingLocationAtom);

    await Promise.all([store.set(syncMemberAddressAtom, 'u1'), store.set(syncMemberAddressAtom, 'u2')]);

    expect(member.count).toBe(2);
  });
});
