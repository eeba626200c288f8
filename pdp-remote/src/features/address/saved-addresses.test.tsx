// The member's saved addresses in the address picker (spec §2, §3 Address; decision 0072): listed for
// a signed-in shopper, main first, with a missing pin said; choosing one with a pin makes it the
// shipping location at once, choosing one without goes on to the pin step and keeps the device's pin;
// none saved says so; what a shopper wrote is shown as text. Against the backend simulator (mounted
// in MSW): Budi's three saved addresses in accounts.json, and the file's catalogue's Dewi (none saved)
// and member with a hostile address; each member's session signed in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { mockGeolocation } from '@pdp/test-kit/geolocation-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import {
  BUDI_MAIN,
  DEWI,
  HOSTILE,
  HOSTILE_MEMBER,
  SHOES,
  addressCatalogue,
  chooseSavedAddress,
  openPicker,
  shippingAsked,
  storedLocation,
} from './address.test-page';
import { BUDI } from '../../__tests__/members';

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND, { fixturesDir: addressCatalogue });

/** Jl. Braga, Bandung: where the device says the shopper is. */
const BRAGA = { latitude: -6.9175, longitude: 107.6093 };

/** The shoes' page for a member, their session signed in. */
async function renderFor(member: { id: string; name: string; email: string }) {
  await backend.session.signIn(member.email);
  return renderRemote({ path: SHOES, user: member });
}

/** Budi's page once his main address is the shipping location (the sync done). */
async function renderForBudi() {
  await renderFor(BUDI);
  expect(await screen.findByText('Dikirim ke Coblong, Kota Bandung')).toBeInTheDocument();
}

beforeEach(() => window.localStorage.clear());

describe('the saved addresses', () => {
  it('lists a member’s saved addresses with their recipient, lines and missing pin', async () => {
    await renderForBudi();
    const dialog = await openPicker();

    const saved = within(dialog).getByRole('region', { name: 'Alamat tersimpan' });
    const items = await within(saved).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Budi SantosoJl. Ir. H. Juanda No. 120Dago, Coblong, Kota Bandung, Jawa Barat, 40135Pakai alamat ini',
      'Ratna SantosoJl. Braga No. 18, lantai 2Braga, Sumur Bandung, Kota Bandung, Jawa Barat, 40111Titik lokasi belum diaturPakai alamat ini',
      'Budi SantosoJl. Danau Tamblingan No. 7Sanur, Denpasar Selatan, Kota Denpasar, Bali, 80228Pakai alamat ini',
    ]);
    expect(within(dialog).getByRole('region', { name: 'Pilih wilayah' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Masuk untuk memakai alamat yang tersimpan' })).not.toBeInTheDocument();
  });

  it('makes an address with a pin the shipping location at once', async () => {
    await renderForBudi();
    await openPicker();

    await chooseSavedAddress('Budi Santoso', 'Jl. Danau Tamblingan No. 7');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Dikirim ke Denpasar Selatan, Kota Denpasar')).toBeInTheDocument();
    expect(storedLocation()).toEqual({
      source: 'picker',
      location: {
        provinceId: 'ID-BA',
        cityId: 'ID-BA-DPS',
        districtId: 'ID-BA-DPS-DSL',
        subDistrictId: 'ID-BA-DPS-DSL-SNR',
        label: 'Denpasar Selatan, Kota Denpasar',
        postalCode: '80228',
        geolocation: { latitude: -8.6883, longitude: 115.2611 },
      },
    });
    await waitFor(() =>
      expect(shippingAsked(backend).some((query) => query.get('subDistrictId') === 'ID-BA-DPS-DSL-SNR' && query.get('latitude') === '-8.6883')).toBe(true),
    );
  });

  it('asks for a pin for an address without one, and keeps the address with the device’s pin', async () => {
    mockGeolocation(BRAGA);
    await renderForBudi();
    await openPicker();

    await chooseSavedAddress('Ratna Santoso', 'Jl. Braga No. 18, lantai 2');

    const pin = await screen.findByRole('dialog', { name: 'Atur titik lokasi' });
    expect(await within(pin).findByText('Tentukan titik lokasi alamat di Sumur Bandung, Kota Bandung, agar kurir bisa mengantar ke sana.')).toBeInTheDocument();
    // Not the location before its pin is set: still Budi's main address.
    expect(storedLocation()).toEqual({ source: 'member', userId: BUDI.id, location: BUDI_MAIN });
    await userEvent.click(within(pin).getByRole('button', { name: 'Gunakan lokasi saat ini' }));
    expect(await within(pin).findByText('Titik lokasi dipindah ke lokasimu saat ini.')).toBeInTheDocument();
    expect(within(pin).getByLabelText('Garis lintang')).toHaveValue('-6.9175');
    expect(within(pin).getByLabelText('Garis bujur')).toHaveValue('107.6093');
    await userEvent.click(within(pin).getByRole('button', { name: 'Simpan titik lokasi' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Dikirim ke Sumur Bandung, Kota Bandung')).toBeInTheDocument();
    expect(storedLocation()).toEqual({
      source: 'picker',
      location: {
        provinceId: 'ID-JB',
        cityId: 'ID-JB-BDG',
        districtId: 'ID-JB-BDG-SMB',
        subDistrictId: 'ID-JB-BDG-SMB-BRG',
        label: 'Sumur Bandung, Kota Bandung',
        postalCode: '40111',
        geolocation: BRAGA,
      },
    });
    await waitFor(() =>
      expect(shippingAsked(backend).some((query) => query.get('subDistrictId') === 'ID-JB-BDG-SMB-BRG' && query.get('latitude') === '-6.9175')).toBe(true),
    );
  });

  it('says when the member has no saved address, and leaves the regions to choose from', async () => {
    await renderFor(DEWI);
    const dialog = await openPicker();
    expect(await within(dialog).findByText('Belum ada alamat tersimpan.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Provinsi' })).toBeInTheDocument();
  });

  it('shows what a shopper wrote in a saved address as text', async () => {
    await renderFor(HOSTILE_MEMBER);
    expect(await screen.findByText('Dikirim ke Coblong, Kota Bandung')).toBeInTheDocument();
    const dialog = await openPicker();
    expect(await within(dialog).findByRole('button', { name: `Pakai alamat ini: ${HOSTILE}, ${HOSTILE}` })).toBeInTheDocument();
    expect(within(dialog).getAllByText(HOSTILE)).toHaveLength(2);
    expect(dialog.querySelector('img')).toBeNull();
  });
});
