// The pin step (spec §8 Shipping CUSTOMER_GEO_LOCATION_REQUIRED; Others: Map invalid location and
// location permission off): the shipping answer asks for a pin, the shopper sets it from the device,
// a region found by name or typed coordinates, and each way it can fail says so. Against the backend
// simulator (mounted in MSW): the shoes' page for a shopper at Senayan (regions.json) without a pin,
// whose first shipping call a session fault answers CUSTOMER_GEO_LOCATION_REQUIRED.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { KEMANG, mockGeolocation } from '@pdp/test-kit/geolocation-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { PIN_NEEDED, SENAYAN, SHOES, regionsAsked, shippingAsked, shippingNeedsPin, storeLocation, storedLocation } from './address.test-page';

sectionsInView(['shipping']);
const backend = startSimulatorBackend(TEST_BACKEND);

beforeEach(async () => {
  window.localStorage.clear();
  storeLocation({ source: 'picker', location: SENAYAN });
  await shippingNeedsPin(backend);
});

const renderPage = () => renderRemote({ path: SHOES });

/** The shipping answer asks for a pin; the shopper opens the pin step from it (its part loaded). */
async function openPinStep() {
  await screen.findByText(PIN_NEEDED);
  await userEvent.click(screen.getByRole('button', { name: 'Atur titik lokasi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Atur titik lokasi' });
  await within(dialog).findByRole('button', { name: 'Gunakan lokasi saat ini' });
  return dialog;
}

const typePin = async (dialog: HTMLElement, latitude: string, longitude: string) => {
  await userEvent.clear(within(dialog).getByLabelText('Garis lintang'));
  if (latitude) await userEvent.type(within(dialog).getByLabelText('Garis lintang'), latitude);
  await userEvent.clear(within(dialog).getByLabelText('Garis bujur'));
  if (longitude) await userEvent.type(within(dialog).getByLabelText('Garis bujur'), longitude);
};

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Simpan titik lokasi' }));

describe('the pin a courier needs (CUSTOMER_GEO_LOCATION_REQUIRED)', () => {
  it('offers to set the pin, and asks for shipping again with it', async () => {
    mockGeolocation(KEMANG);
    renderPage();
    const dialog = await openPinStep();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gunakan lokasi saat ini' }));
    await within(dialog).findByText('Titik lokasi dipindah ke lokasimu saat ini.');
    await save(dialog);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedLocation()).toEqual({ source: 'picker', location: { ...SENAYAN, geolocation: KEMANG } });
    await waitFor(() => expect(screen.queryByText(PIN_NEEDED)).not.toBeInTheDocument());
    expect(await screen.findByTestId('shipping-headline')).toBeInTheDocument();
    // The call answered with the need for a pin had none; the one asked again carries it.
    const [first, ...later] = shippingAsked(backend);
    expect(first?.get('latitude')).toBeNull();
    expect(later.map((query) => [query.get('subDistrictId'), query.get('latitude'), query.get('longitude')])).toEqual([
      ['ID-JK-JKS-KBB-SNY', '-6.2615', '106.8106'],
    ]);
  });

  it.each([
    ['permission is off', { errorCode: 1 } as const, 'Izin lokasi tidak aktif. Aktifkan izin lokasi di browsermu untuk memakai lokasi saat ini.'],
    ['the device cannot say where it is', { errorCode: 2 } as const, 'Gagal memuat lokasi. Coba beberapa saat lagi.'],
    [
      'the device is outside Indonesia',
      { latitude: 35.6762, longitude: 139.6503 },
      'Lokasi tidak valid. Pastikan titik lokasinya berada di Indonesia, lalu coba lagi.',
    ],
  ])('says so when %s, and keeps the location without a pin', async (_case, answer, message) => {
    mockGeolocation(answer);
    renderPage();
    const dialog = await openPinStep();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gunakan lokasi saat ini' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Garis lintang')).toHaveValue('');
    expect(storedLocation()).toEqual({ source: 'picker', location: SENAYAN });
  });

  it.each([
    ['empty', '', ''],
    ['not a number', 'utara', '106.8'],
    ['off the globe', '-91', '106.8'],
    ['outside Indonesia', '51.5072', '-0.1276'],
  ])('refuses a typed pin that is %s', async (_case, latitude, longitude) => {
    renderPage();
    const dialog = await openPinStep();
    await typePin(dialog, latitude, longitude);

    await save(dialog);

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Lokasi tidak valid. Pastikan titik lokasinya berada di Indonesia, lalu coba lagi.');
    expect(storedLocation()).toEqual({ source: 'picker', location: SENAYAN });
  });

  it('keeps a typed pin, with a decimal comma', async () => {
    renderPage();
    const dialog = await openPinStep();
    await typePin(dialog, '-6,2401', '106,7991');

    await save(dialog);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedLocation()).toEqual({ source: 'picker', location: { ...SENAYAN, geolocation: { latitude: -6.2401, longitude: 106.7991 } } });
  });

  it('finds a region of the address by name and moves the pin to its centre', async () => {
    renderPage();
    const dialog = await openPinStep();
    expect(regionsAsked(backend)).toEqual([]);

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Cari kecamatan atau kelurahan' }), 'kebayoran');
    const results = await within(dialog).findByRole('list', { name: 'Wilayah yang cocok' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pindahkan titik ke Kebayoran Baru']);
    expect(regionsAsked(backend)).toEqual(
      expect.arrayContaining(['ID-JK/cities/ID-JK-JKS/districts', 'ID-JK/cities/ID-JK-JKS/districts/ID-JK-JKS-KBB/subDistricts']),
    );
    await userEvent.click(within(results).getByRole('button', { name: 'Pindahkan titik ke Kebayoran Baru' }));
    expect(within(dialog).getByText('Titik lokasi dipindah ke Kebayoran Baru.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Garis lintang')).toHaveValue('-6.2433');

    await userEvent.clear(within(dialog).getByRole('searchbox'));
    await userEvent.type(within(dialog).getByRole('searchbox'), 'bogor');
    expect(await within(dialog).findByText('Tidak ada wilayah yang cocok.')).toBeInTheDocument();
  });
});
