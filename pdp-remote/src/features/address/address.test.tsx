// The address picker and the member address sync (spec §2 address picker, §3 Address, §4 Address,
// §6): the region cascade loads each level once its parent is chosen, clears the levels below a
// changed one, opens on the stored location and retries a failed load; the location saved is the one
// shipping is asked for; an anonymous shopper is offered login and never asked a member's address; a
// signed-in member's main address becomes the location unless the shopper picked one, the notice
// saying when it replaced another account's, with one call per page and per account. Against the
// backend simulator (mounted in MSW): regions.json, Budi's main address in accounts.json, his session
// signed in; the running shoes' page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { UserAddressDto } from '@pdp/backend-api/backend';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { backendClientAtom } from '../../shared/http/backend-atoms';
import { createBackendClient } from '../../shared/http/backend-client';
import { loadShippingLocationAtom, shippingLocationAtom } from '../../shared/location/shipping-location';
import { syncMemberAddressAtom } from './state/address-atoms';
import {
  BUDI_MAIN,
  DEWI,
  MEMBER_ADDRESS_CALL,
  SAVED_ADDRESSES_CALL,
  SENAYAN,
  SHOES,
  addressCatalogue,
  openPicker,
  regionsAsked,
  select,
  shippingAsked,
  storeLocation,
  storedLocation,
} from './address.test-page';
import { BUDI, SARI } from '../../__tests__/members';
import { SHOES_41 } from '../../__tests__/products';

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND, { fixturesDir: addressCatalogue });

const memberAddressCalls = () => backend.sent('GET', MEMBER_ADDRESS_CALL).length;
/** The shoes' total in the price summary: the page has settled. */
const priceSummaryShown = () => screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });

/** The shoes' page for a member, their session signed in. */
async function renderFor(member: { id: string; name: string; email: string }, path = SHOES) {
  await backend.session.signIn(member.email);
  return renderRemote({ path, user: member });
}

beforeEach(() => window.localStorage.clear());

describe('the address picker', () => {
  it('loads each level once its parent is chosen and saves the location the shipping is then asked for', async () => {
    renderRemote({ path: SHOES });
    expect(await screen.findByText('Pilih alamat untuk melihat ongkos kirim ke lokasimu.')).toBeInTheDocument();
    await waitFor(() => expect(shippingAsked(backend)).toHaveLength(1));
    expect(shippingAsked(backend)[0]?.get('districtId')).toBeNull();

    const dialog = await openPicker();
    await waitFor(() => expect(select('Provinsi')).toBeEnabled());
    expect(select('Kota/Kabupaten')).toBeDisabled();
    expect(select('Kecamatan')).toBeDisabled();
    expect(select('Kelurahan')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Simpan alamat' })).toBeDisabled();
    expect(regionsAsked(backend)).toEqual(['']);

    await userEvent.selectOptions(select('Provinsi'), 'DKI Jakarta');
    await waitFor(() => expect(select('Kota/Kabupaten')).toBeEnabled());
    expect(
      within(select('Kota/Kabupaten'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pilih kota/kabupaten', 'Jakarta Selatan', 'Jakarta Barat']);
    await userEvent.selectOptions(select('Kota/Kabupaten'), 'Jakarta Selatan');
    await waitFor(() => expect(select('Kecamatan')).toBeEnabled());
    await userEvent.selectOptions(select('Kecamatan'), 'Kebayoran Baru');
    await waitFor(() => expect(select('Kelurahan')).toBeEnabled());
    await userEvent.selectOptions(select('Kelurahan'), 'Senayan (12190)');
    expect(regionsAsked(backend)).toEqual([
      '',
      'ID-JK/cities',
      'ID-JK/cities/ID-JK-JKS/districts',
      'ID-JK/cities/ID-JK-JKS/districts/ID-JK-JKS-KBB/subDistricts',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan alamat' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Dikirim ke Kebayoran Baru, Jakarta Selatan')).toBeInTheDocument();
    // The pin is Senayan's centre.
    expect(storedLocation()).toEqual({ source: 'picker', location: { ...SENAYAN, geolocation: { latitude: -6.227, longitude: 106.802 } } });
    await waitFor(() => expect(shippingAsked(backend)).toHaveLength(2));
    const asked = shippingAsked(backend)[1];
    expect(asked?.get('districtId')).toBe('ID-JK-JKS-KBB');
    expect(asked?.get('subDistrictId')).toBe('ID-JK-JKS-KBB-SNY');
    expect(asked?.get('latitude')).toBe('-6.227');
    expect(screen.getByRole('button', { name: 'Ubah alamat' })).toBeInTheDocument();
  });

  it('pins a sub-district sent without a centre at its district’s centre', async () => {
    // The simulator's every sub-district has a centre (regions.json requires one); the contract does not.
    backend.server.use(
      http.get(`${TEST_BACKEND}/common/region/countries/ID/provinces/ID-JK/cities/ID-JK-JKS/districts/ID-JK-JKS-KBB/subDistricts`, () =>
        envelope([{ id: 'ID-JK-JKS-KBB-SNY', name: 'Senayan', postalCode: '12190' }]),
      ),
    );
    renderRemote({ path: SHOES });
    const dialog = await openPicker();
    await waitFor(() => expect(select('Provinsi')).toBeEnabled());
    await userEvent.selectOptions(select('Provinsi'), 'DKI Jakarta');
    await waitFor(() => expect(select('Kota/Kabupaten')).toBeEnabled());
    await userEvent.selectOptions(select('Kota/Kabupaten'), 'Jakarta Selatan');
    await waitFor(() => expect(select('Kecamatan')).toBeEnabled());
    await userEvent.selectOptions(select('Kecamatan'), 'Kebayoran Baru');
    await waitFor(() => expect(select('Kelurahan')).toBeEnabled());
    await userEvent.selectOptions(select('Kelurahan'), 'Senayan (12190)');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan alamat' }));

    expect(storedLocation()).toEqual({ source: 'picker', location: { ...SENAYAN, geolocation: { latitude: -6.2433, longitude: 106.799 } } });
    await waitFor(() => expect(shippingAsked(backend).at(-1)?.get('latitude')).toBe('-6.2433'));
  });

  it('clears the levels below a changed one', async () => {
    renderRemote({ path: SHOES });
    await openPicker();
    await waitFor(() => expect(select('Provinsi')).toBeEnabled());
    await userEvent.selectOptions(select('Provinsi'), 'DKI Jakarta');
    await waitFor(() => expect(select('Kota/Kabupaten')).toBeEnabled());
    await userEvent.selectOptions(select('Kota/Kabupaten'), 'Jakarta Selatan');
    await waitFor(() => expect(select('Kecamatan')).toBeEnabled());

    await userEvent.selectOptions(select('Provinsi'), 'Jawa Barat');

    await waitFor(() => expect(within(select('Kota/Kabupaten')).getByRole('option', { name: 'Kota Bandung' })).toBeInTheDocument());
    expect(select('Kota/Kabupaten')).toBeEnabled();
    expect(select('Kota/Kabupaten')).toHaveValue('');
    expect(within(select('Kota/Kabupaten')).queryByRole('option', { name: 'Jakarta Selatan' })).not.toBeInTheDocument();
    expect(select('Kecamatan')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Simpan alamat' })).toBeDisabled();
  });

  it('opens on the stored location, its levels chosen', async () => {
    storeLocation({ source: 'picker', location: SENAYAN });
    renderRemote({ path: SHOES });
    expect(await screen.findByText('Dikirim ke Kebayoran Baru, Jakarta Selatan')).toBeInTheDocument();
    await waitFor(() => expect(shippingAsked(backend)[0]?.get('subDistrictId')).toBe('ID-JK-JKS-KBB-SNY'));

    await userEvent.click(screen.getByRole('button', { name: 'Ubah alamat' }));

    await waitFor(() => expect(select('Kelurahan')).toHaveValue('ID-JK-JKS-KBB-SNY'));
    expect(select('Provinsi')).toHaveValue('ID-JK');
    expect(select('Kota/Kabupaten')).toHaveValue('ID-JK-JKS');
    expect(select('Kecamatan')).toHaveValue('ID-JK-JKS-KBB');
    expect(screen.getByRole('button', { name: 'Simpan alamat' })).toBeEnabled();
  });

  it('says the regions failed to load, and loads them again on retry', async () => {
    await backend.session.fault('/backend/common/region/countries/ID/provinces/', 'status=503', { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    const dialog = await openPicker();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat daftar wilayah.');
    expect(select('Provinsi')).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    await waitFor(() => expect(select('Provinsi')).toBeEnabled());
    expect(within(select('Provinsi')).getByRole('option', { name: 'DKI Jakarta' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(regionsAsked(backend)).toEqual(['', '']);
  });

  it('offers an anonymous shopper to sign in for a saved address, and never asks for the member address or saved ones', async () => {
    const { props } = renderRemote({ user: null, path: `${SHOES}?qty=2` });
    const dialog = await openPicker();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Masuk untuk memakai alamat yang tersimpan' }));

    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?qty=2` });
    expect(memberAddressCalls()).toBe(0);
    expect(backend.sent('GET', SAVED_ADDRESSES_CALL)).toHaveLength(0);
    expect(within(dialog).queryByRole('region', { name: 'Alamat tersimpan' })).not.toBeInTheDocument();
  });

  it('does not offer a signed-in shopper to sign in', async () => {
    await renderFor(BUDI);
    expect(await screen.findByText('Dikirim ke Coblong, Kota Bandung')).toBeInTheDocument();
    const dialog = await openPicker();
    await waitFor(() => expect(select('Provinsi')).toBeEnabled());
    expect(within(dialog).getByRole('region', { name: 'Alamat tersimpan' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Masuk untuk memakai alamat yang tersimpan' })).not.toBeInTheDocument();
  });
});

describe('the member address sync', () => {
  it('uses the main address of a signed-in shopper with no stored location, without a notice', async () => {
    await renderFor(BUDI);

    expect(await screen.findByText('Dikirim ke Coblong, Kota Bandung')).toBeInTheDocument();
    expect(storedLocation()).toEqual({ source: 'member', userId: BUDI.id, location: BUDI_MAIN });
    const toCoblong = () => shippingAsked(backend).find((query) => query.get('subDistrictId') === 'ID-JB-BDG-CBL-DAG');
    await waitFor(() => expect(toCoblong()).toBeDefined());
    expect(toCoblong()?.get('districtId')).toBe('ID-JB-BDG-CBL');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(memberAddressCalls()).toBe(1);
  });

  it('replaces the address of another account, and says so', async () => {
    storeLocation({ source: 'member', userId: SARI.id, location: SENAYAN });
    await renderFor(BUDI);

    const dialog = await screen.findByRole('dialog', { name: 'Alamat pengiriman diperbarui' });
    expect(within(dialog).getByText('Kami memakai alamat utama akunmu: Coblong, Kota Bandung. Kamu bisa mengubahnya kapan saja.')).toBeInTheDocument();
    expect(screen.getByText('Dikirim ke Coblong, Kota Bandung')).toBeInTheDocument();
    expect(storedLocation()).toMatchObject({ source: 'member', userId: BUDI.id, location: { subDistrictId: 'ID-JB-BDG-CBL-DAG' } });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mengerti' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the shopper’s own member address as it is', async () => {
    const { postalCode: _postalCode, geolocation: _geolocation, ...withoutPostalCodeOrPin } = BUDI_MAIN;
    const stored = { source: 'member', userId: BUDI.id, location: withoutPostalCodeOrPin };
    storeLocation(stored);
    await renderFor(BUDI);
    expect(await screen.findByText('Dikirim ke Coblong, Kota Bandung')).toBeInTheDocument();
    await waitFor(() => expect(memberAddressCalls()).toBe(1));
    await priceSummaryShown();
    expect(storedLocation()).toEqual(stored);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a location the shopper picked on the page', async () => {
    const stored = { source: 'picker', location: SENAYAN };
    storeLocation(stored);
    await renderFor(BUDI);

    expect(await screen.findByText('Dikirim ke Kebayoran Baru, Jakarta Selatan')).toBeInTheDocument();
    await waitFor(() => expect(memberAddressCalls()).toBe(1));
    await waitFor(() => expect(shippingAsked(backend).length).toBeGreaterThan(0));
    await priceSummaryShown();
    expect(storedLocation()).toEqual(stored);
    expect(shippingAsked(backend).every((query) => query.get('subDistrictId') === 'ID-JK-JKS-KBB-SNY')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Alamat pengiriman diperbarui' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Coblong/)).not.toBeInTheDocument();
  });

  it.each([
    ['has no main address (Dewi)', DEWI, async () => {}],
    ['call fails', BUDI, () => backend.session.fault('/backend/member/addresses/_default', 'status=500', { method: 'GET' })],
    [
      'address is incomplete',
      BUDI,
      async () => {
        // The catalogue refuses an address that names no sub-district: the answer is the test's own.
        const main = backend.simulator().catalogue.accounts.find((account) => account.id === BUDI.id)?.address as UserAddressDto;
        backend.server.use(
          http.get(`${TEST_BACKEND}/member/addresses/_default`, () => envelope({ ...main, regionIds: { ...main.regionIds, subDistrictId: '' } })),
        );
      },
    ],
  ])('keeps the stored location when the member %s', async (_label, member, arrange) => {
    storeLocation({ source: 'member', userId: SARI.id, location: SENAYAN });
    await arrange();
    await renderFor(member);
    expect(await screen.findByText('Dikirim ke Kebayoran Baru, Jakarta Selatan')).toBeInTheDocument();
    await waitFor(() => expect(memberAddressCalls()).toBe(1));
    await priceSummaryShown();
    expect(storedLocation()).toMatchObject({ userId: SARI.id, location: SENAYAN });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never asks an anonymous shopper’s member address', async () => {
    renderRemote({ path: SHOES, user: null });
    expect(await screen.findByText('Pilih alamat untuk melihat ongkos kirim ke lokasimu.')).toBeInTheDocument();
    await priceSummaryShown();
    expect(memberAddressCalls()).toBe(0);
    expect(storedLocation()).toBeNull();
  });

  it('asks for the member address once on the page, even when the path changes', async () => {
    await backend.session.fault('/backend/member/addresses/_default', 'latency=30', { method: 'GET' });
    const view = await renderFor(BUDI);
    expect(await screen.findByText('Dikirim ke Coblong, Kota Bandung')).toBeInTheDocument();
    view.rerenderWith({ path: SHOES_41 });
    expect(await screen.findByText('Tersisa 3 produk')).toBeInTheDocument();
    expect(screen.getByText('Dikirim ke Coblong, Kota Bandung')).toBeInTheDocument();
    expect(memberAddressCalls()).toBe(1);
  });

  /** A store of the page's atoms whose calls go to the simulator, Budi's session signed in and its member address answered late. */
  async function storeForBudi() {
    await backend.session.signIn(BUDI.email);
    await backend.session.fault('/backend/member/addresses/_default', 'latency=30', { method: 'GET' });
    const store = createStore();
    store.set(backendClientAtom, createBackendClient({ baseUrl: TEST_BACKEND }));
    store.set(loadShippingLocationAtom);
    return store;
  }

  it('makes one member address call for syncs that race', async () => {
    const store = await storeForBudi();

    await Promise.all([store.set(syncMemberAddressAtom, BUDI.id), store.set(syncMemberAddressAtom, BUDI.id), store.set(syncMemberAddressAtom, BUDI.id)]);

    expect(memberAddressCalls()).toBe(1);
    expect(store.get(shippingLocationAtom)?.subDistrictId).toBe('ID-JB-BDG-CBL-DAG');
  });

  it('asks again for another account', async () => {
    const store = await storeForBudi();

    await Promise.all([store.set(syncMemberAddressAtom, BUDI.id), store.set(syncMemberAddressAtom, SARI.id)]);

    expect(memberAddressCalls()).toBe(2);
  });
});
