// The member's saved addresses in the address picker (spec §2, §3 Address; decision 0072): listed for
// a signed-in shopper, never asked for an anonymous one; choosing one with a pin makes it the shipping
// location at once, choosing one without goes on to the pin step.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startBackendMock } from '@pdp/test-kit/backend-mock';
import { KEMANG, mockGeolocation } from '@pdp/test-kit/geolocation-mock';
import {
  BUDI,
  MEMBER_ADDRESS,
  SAVED_ADDRESSES,
  chooseSavedAddress,
  openPicker,
  renderPage,
  serveRegions,
  serveSavedAddresses,
  serveShipping,
  storedLocation,
} from './address.test-backend';

startBackendMock();

beforeEach(() => window.localStorage.clear());

describe('the saved addresses', () => {
  it('lists a member’s saved addresses with their recipient, lines and missing pin', async () => {
    serveRegions();
    serveSavedAddresses();
    renderPage({ user: BUDI });
    const dialog = await openPicker();

    const saved = within(dialog).getByRole('region', { name: 'Alamat tersimpan' });
    const items = await within(saved).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'BudiJl. Riau 10Citarum, Bandung Wetan, Kota Bandung, Jawa Barat, 40115Pakai alamat ini',
      'RatnaJl. Asia Afrika 8Senayan, Kebayoran Baru, Jakarta Selatan, DKI Jakarta, 12190Titik lokasi belum diaturPakai alamat ini',
    ]);
    expect(within(dialog).getByRole('region', { name: 'Pilih wilayah' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Masuk untuk memakai alamat yang tersimpan' })).not.toBeInTheDocument();
  });

  it('makes an address with a pin the shipping location at once', async () => {
    serveRegions();
    serveSavedAddresses();
    const shipping = serveShipping();
    renderPage({ user: BUDI });
    await openPicker();

    await chooseSavedAddress('Budi', 'Jl. Riau 10');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Dikirim ke Bandung Wetan, Kota Bandung')).toBeInTheDocument();
    expect(storedLocation()).toEqual({
      source: 'picker',
      location: { ...MEMBER_ADDRESS.regionIds, label: 'Bandung Wetan, Kota Bandung', postalCode: '40115', geolocation: { latitude: -6.2, longitude: 106.8 } },
    });
    await waitFor(() => expect(shipping.some((query) => query.get('subDistrictId') === '32730101' && query.get('latitude') === '-6.2')).toBe(true));
  });

  it('asks for a pin for an address without one, and keeps the address with the device’s pin', async () => {
    serveRegions();
    serveSavedAddresses();
    const shipping = serveShipping();
    mockGeolocation(KEMANG);
    renderPage({ user: BUDI });
    await openPicker();

    await chooseSavedAddress('Ratna', 'Jl. Asia Afrika 8');

    const pin = await screen.findByRole('dialog', { name: 'Atur titik lokasi' });
    expect(
      await within(pin).findByText('Tentukan titik lokasi alamat di Kebayoran Baru, Jakarta Selatan, agar kurir bisa mengantar ke sana.'),
    ).toBeInTheDocument();
    expect(storedLocation()).toBeNull();
    await userEvent.click(within(pin).getByRole('button', { name: 'Gunakan lokasi saat ini' }));
    expect(await within(pin).findByText('Titik lokasi dipindah ke lokasimu saat ini.')).toBeInTheDocument();
    expect(within(pin).getByLabelText('Garis lintang')).toHaveValue('-6.2615');
    expect(within(pin).getByLabelText('Garis bujur')).toHaveValue('106.8106');
    await userEvent.click(within(pin).getByRole('button', { name: 'Simpan titik lokasi' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedLocation()).toEqual({
      source: 'picker',
      location: { ...SAVED_ADDRESSES[1]?.regionIds, label: 'Kebayoran Baru, Jakarta Selatan', postalCode: '12190', geolocation: KEMANG },
    });
    await waitFor(() => expect(shipping.some((query) => query.get('subDistrictId') === '31710101' && query.get('latitude') === '-6.2615')).toBe(true));
  });

  it('says when the member has no saved address, and leaves the regions to choose from', async () => {
    serveRegions();
    serveSavedAddresses([]);
    renderPage({ user: BUDI });
    const dialog = await openPicker();
    expect(await within(dialog).findByText('Belum ada alamat tersimpan.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Provinsi' })).toBeInTheDocument();
  });

  it('shows what a shopper wrote in a saved address as text', async () => {
    const hostile = '<img src=x onerror="window.pdpPwned=1">Rumah';
    serveRegions();
    serveSavedAddresses([{ ...MEMBER_ADDRESS, recipient: { name: hostile }, address: { ...MEMBER_ADDRESS.address, address: hostile } }]);
    renderPage({ user: BUDI });
    const dialog = await openPicker();
    expect(await within(dialog).findByRole('button', { name: `Pakai alamat ini: ${hostile}, ${hostile}` })).toBeInTheDocument();
    expect(within(dialog).getAllByText(hostile)).toHaveLength(2);
    expect(dialog.querySelector('img')).toBeNull();
  });
});
