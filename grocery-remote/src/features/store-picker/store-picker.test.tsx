// The store picker through the real lifecycles: opened from "Pilih toko" or "Ganti toko", the stores
// asked for around the shopper (or the config's city centre) with the config's radius and count, the
// store chosen kept in storage and shown by the page, an unserviceable store, a failed list, the
// device location with its three failures (spec §8 Map), and the dialog's keyboard behaviour.
// The backend is the simulator (mounted in MSW) on the rice (beras.json): its store picker config
// (tooling/simulator/handlers/content.ts: 25 km, 5 stores, the city centre) and the stores of
// stores.json, the shopper's one of them kept as theirs. An answer of more stores than the config's
// count is the test's own (`backend.server.use`): the simulator keeps to the count it is asked for.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { GroceryStoreDto } from '@pdp/backend-api/grocery';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { envelope, KEMANG, keepsFocusThenReturnsIt } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { GROCERY_BACKEND, grocerySimulatorTests, mockGeolocation, mountGrocery } from '../../__tests__';
import { keepAsShoppersStore, STORES } from '../../__tests__/grocery-products';

sectionsInView(['shipping']);
const backend = grocerySimulatorTests();

/** The simulator's store picker config. */
const CITY_CENTRE = { latitude: -6.2088, longitude: 106.8456 };
const CONFIG = { radiusKm: 25, maxStores: 5 };
const PICKER = '/backend/grocery/store-picker/nearby';

/** The query of every store picker call the page sent. */
const pickerCalls = () => backend.sent('GET', /\/grocery\/store-picker\/nearby$/).map(({ query }) => query);

const saveWarehouse = () => keepAsShoppersStore(STORES.KEMANG);

const query = (around: { latitude: number; longitude: number }) => ({
  latitude: String(around.latitude),
  longitude: String(around.longitude),
  radiusKm: String(CONFIG.radiusKm),
  limit: String(CONFIG.maxStores),
});

async function openPicker(buttonName: 'Pilih toko' | 'Ganti toko') {
  const section = await screen.findByRole('region', { name: 'Pengiriman' });
  const opener = await within(section).findByRole('button', { name: buttonName });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Pilih toko' }) };
}

/** The stores listed once the picker asked with the config's settings. */
async function listedStores(dialog: HTMLElement) {
  await waitFor(() => expect(pickerCalls().at(-1)?.get('radiusKm')).toBe(String(CONFIG.radiusKm)));
  return within(await within(dialog).findByRole('list', { name: 'Pilih toko' })).getAllByRole('listitem');
}

/** A store of the picker's list, `distanceKm` from where it was asked. */
const aStore = (n: number, distanceKm: number): GroceryStoreDto => ({
  code: `WH-RNC-T${n}`,
  groupName: 'RANCH',
  pickupPoint: `PP-RNC-T${n}`,
  available: true,
  name: `Ranch Market Toko ${n}`,
  address: `Jl. Toko ${n}`,
  city: 'Jakarta Selatan',
  distanceKm,
  pickupHours: [],
});

describe('opening the store picker', () => {
  it('from "Pilih toko" without a location, lists the stores around the config’s city centre', async () => {
    await mountGrocery();
    const { dialog } = await openPicker('Pilih toko');
    expect(within(dialog).getByText('Lokasimu belum diatur. Ini toko di sekitar pusat kota.')).toBeInTheDocument();
    // The Jakarta stores (Bandung's is past 25 km).
    expect((await listedStores(dialog)).map((item) => item.textContent)).toEqual(
      ['Pasarku Fresh Senayan', 'Ranch Market Kemang', 'Ranch Market Kelapa Gading', 'Ranch Market Pondok Indah'].map((name) => expect.stringContaining(name)),
    );
    expect(pickerCalls().map((params) => Object.fromEntries(params))).toEqual([query(CITY_CENTRE)]);
    // Distances and reach from the city centre are not the shopper's: none is shown.
    expect(within(dialog).queryByText(/km dari lokasimu/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Tidak menjangkau alamatmu/)).not.toBeInTheDocument();
  });

  it('keeps to the config’s count when the backend sends more', async () => {
    // An answer the simulator has no way to give: it sends no more than the count asked for.
    const sent = Array.from({ length: CONFIG.maxStores + 2 }, (_, index) => aStore(index + 1, index + 1));
    backend.server.use(http.get(`${GROCERY_BACKEND}/grocery/store-picker/nearby`, () => envelope(sent)));
    await mountGrocery();
    const { dialog } = await openPicker('Pilih toko');
    expect((await listedStores(dialog)).map((item) => item.textContent)).toEqual(
      sent.slice(0, CONFIG.maxStores).map((store) => expect.stringContaining(store.name)),
    );
  });

  it('from "Ganti toko", lists the stores around the shopper with the config’s radius and count', async () => {
    saveWarehouse();
    await mountGrocery();
    const { dialog } = await openPicker('Ganti toko');
    expect(within(dialog).getByText('Toko di sekitar lokasimu')).toBeInTheDocument();
    await listedStores(dialog);
    expect(pickerCalls().map((params) => Object.fromEntries(params))).toEqual([query(KEMANG)]);
  });

  it('shows the store of the shopper as chosen, and the others with their group, distance and whether they serve the address', async () => {
    saveWarehouse();
    await mountGrocery();
    const { dialog } = await openPicker('Ganti toko');
    const [mine, pondokIndah, senayan, kelapaGading] = await listedStores(dialog);
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('Dipilih');
    expect(within(mine!).queryByRole('button')).not.toBeInTheDocument();
    expect(pondokIndah).toHaveTextContent('Ranch Market · 3 km dari lokasimu');
    expect(pondokIndah).not.toHaveTextContent('Tidak menjangkau alamatmu');
    expect(senayan).toHaveTextContent('Pasarku Fresh · 4,2 km dari lokasimu');
    // Kelapa Gading is closed: it serves nobody.
    expect(kelapaGading).toHaveTextContent('Ranch Market · 15,5 km dari lokasimu · Tidak menjangkau alamatmu');
    expect(within(kelapaGading!).getByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' })).toBeEnabled();
  });
});

describe('choosing a store', () => {
  it('closes the picker, keeps the store in storage, and the page buys from it', async () => {
    saveWarehouse();
    await mountGrocery();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
    const { dialog } = await openPicker('Ganti toko');
    await listedStores(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pilih Ranch Market Pondok Indah' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null')).toEqual({ ...STORES.PONDOK_INDAH, pin: KEMANG });
    await waitFor(() => expect(screen.getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Pondok Indah'));
  });

  it('keeps a store chosen without a location with no pin, and focus on the button that opened the picker', async () => {
    await mountGrocery();
    const { dialog, opener } = await openPicker('Pilih toko');
    await listedStores(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pilih Ranch Market Pondok Indah' }));
    await waitFor(() => expect(screen.getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Pondok Indah'));
    // The same button, now "Ganti toko": the shopper is where they were.
    expect(opener).toHaveFocus();
    expect(opener).toHaveAccessibleName('Ganti toko');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null')).toEqual(expect.objectContaining({ code: 'WH-RNC-PIK', pin: null }));
  });

  it('says the address is not served when the store chosen does not serve it', async () => {
    saveWarehouse();
    await mountGrocery();
    const { dialog } = await openPicker('Ganti toko');
    await listedStores(dialog);
    // Kelapa Gading is closed: it serves nobody.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' }));
    expect(
      await screen.findByText('Alamatmu belum terjangkau oleh Ranch Market Kelapa Gading. Pilih toko lain agar pesanan bisa dikirim ke alamatmu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Dikirim/ })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null')).toEqual(
      expect.objectContaining({ code: 'WH-RNC-KGD', available: false }),
    );
  });
});

describe('when the stores cannot be loaded', () => {
  it('says so and loads them again on retry', async () => {
    saveWarehouse();
    await backend.session.fault(PICKER, 'status=500', { method: 'GET' });
    await mountGrocery();
    const { dialog } = await openPicker('Ganti toko');
    await waitFor(() => expect(pickerCalls().at(-1)?.get('radiusKm')).toBe(String(CONFIG.radiusKm)));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat daftar toko.');
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    const asked = pickerCalls().length;
    await backend.session.clearFaults();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog).findByRole('button', { name: 'Pilih Ranch Market Pondok Indah' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Gagal memuat daftar toko.')).not.toBeInTheDocument();
    expect(pickerCalls()).toHaveLength(asked + 1);
    expect(Object.fromEntries(pickerCalls().at(-1) ?? [])).toEqual(query(KEMANG));
  });
});

describe('using the device location in the picker', () => {
  /** The device answers `answer`; the shopper opens the picker, its stores in, and asks it to use the device's location. */
  async function useDeviceLocation(answer: Parameters<typeof mockGeolocation>[0]) {
    mockGeolocation(answer);
    await mountGrocery();
    const { dialog } = await openPicker('Pilih toko');
    await listedStores(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gunakan lokasi saat ini' }));
    return { dialog };
  }

  it('lists the stores around the device once located', async () => {
    const { dialog } = await useDeviceLocation(KEMANG);
    expect(await within(dialog).findByText('Toko di sekitar lokasimu')).toBeInTheDocument();
    await waitFor(() => expect(pickerCalls().map((params) => Object.fromEntries(params))).toEqual([query(CITY_CENTRE), query(KEMANG)]));
  });

  it.each([
    ['permission is denied', { errorCode: 1 } as const, 'Izin lokasi tidak aktif. Aktifkan izin lokasi di browsermu untuk memakai lokasi saat ini.'],
    ['the position is unavailable', { errorCode: 2 } as const, 'Gagal memuat lokasi. Coba beberapa saat lagi.'],
    ['locating times out', { errorCode: 3 } as const, 'Gagal memuat lokasi. Coba beberapa saat lagi.'],
    ['the browser has no geolocation', 'none' as const, 'Gagal memuat lokasi. Coba beberapa saat lagi.'],
    ['the device is outside Indonesia', { latitude: 35.6762, longitude: 139.6503 }, 'Lokasi tidak valid. Pastikan kamu berada di Indonesia, lalu coba lagi.'],
  ])('says why when %s, and keeps the stores around the city centre', async (_case, answer, message) => {
    const { dialog } = await useDeviceLocation(answer);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Gunakan lokasi saat ini' })).toBeEnabled();
    expect(within(dialog).getByText('Lokasimu belum diatur. Ini toko di sekitar pusat kota.')).toBeInTheDocument();
    expect(pickerCalls().map((params) => Object.fromEntries(params))).toEqual([query(CITY_CENTRE)]);
  });
});

describe('the dialog and the keyboard', () => {
  it('keeps focus inside, closes on Escape and gives focus back to "Ganti toko"', async () => {
    saveWarehouse();
    await mountGrocery();
    const { opener, dialog } = await openPicker('Ganti toko');
    await listedStores(dialog);
    const last = within(dialog).getByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' });
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    expect(close).toHaveFocus();

    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await keepsFocusThenReturnsIt(dialog, opener, 6);
  });
});
