import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { backendClientAtom } from '../../shared/http/backend-atoms';
import { createBackendClient } from '../../shared/http/backend-client';
import { loadShippingLocationAtom, shippingLocationAtom } from '../../shared/location/shipping-location';
import { syncMemberAddressAtom } from './state/address-atoms';
import {
  BUDI,
  JAKARTA,
  MEMBER_ADDRESS,
  MEMBER_URL,
  STORAGE_KEY,
  openPicker,
  renderPage,
  select,
  serveMemberAddress,
  serveSavedAddresses,
  serveRegions,
  serveShipping,
  storedLocation,
} from './address.test-backend';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';

sectionsInView(['shipping']);
startBackendMock();

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

  it('offers an anonymous shopper to sign in for a saved address, and never asks for the member address or saved ones', async () => {
    serveRegions();
    const member = serveMemberAddress();
    const saved = serveSavedAddresses();
    const { props } = renderPage({ user: null, path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    const dialog = await openPicker();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Masuk untuk memakai alamat yang tersimpan' }));

    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });
    expect(member.count).toBe(0);
    expect(saved.count).toBe(0);
    expect(within(dialog).queryByRole('region', { name: 'Alamat tersimpan' })).not.toBeInTheDocument();
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
