// The store picker through the real lifecycles: opened from "Pilih toko" or "Ganti toko", the stores
// asked for around the shopper (or the config's city centre) with the config's radius and count, the
// store chosen kept in storage and shown by the page, an unserviceable store, a failed list, the
// device location with its three failures (spec §8 Map), and the dialog's keyboard behaviour.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroceryStoreDto } from '@pdp/backend-api/grocery';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { aSlottedDelivery, aStore, KEMANG, PONDOK_INDAH, PONDOK_INDAH_SAVED, saveSelectedStore } from '../../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mockGeolocation, mountGrocery } from '../../__tests__';
import { keepsFocusThenReturnsIt } from '@pdp/test-kit';

groceryPageTests();

const CITY_CENTRE = { latitude: -6.1862, longitude: 106.8228 };
const CONFIG = { radiusKm: 10, maxStores: 3, defaultLocation: CITY_CENTRE, geolocationTimeoutMs: 5000 };
const KEMANG_STORE = aStore();
const KUNINGAN = aStore({
  code: 'WH-PSF-KNG',
  groupName: 'MARKETPLACE_FRESH',
  name: 'Pasarku Fresh Kuningan',
  pickupPoint: 'PP-PSF-KNG',
  available: false,
  distanceKm: 5,
});
const STORES = [KEMANG_STORE, PONDOK_INDAH, KUNINGAN];
const FAR = aStore({ code: 'WH-RNC-BSD', name: 'Ranch Market BSD', pickupPoint: 'PP-RNC-BSD', distanceKm: 9.5 });

/** The backend: the config above, the store picker answering `answer(call)`, and each store's own slotted delivery. */
function serveBackend(answer: (call: number) => Response = () => envelope(STORES)) {
  const pickerCalls: URLSearchParams[] = [];
  groceryBackend.use(
    http.get(`${GROCERY_BACKEND}/common/content/grocery-store-picker-config`, () => envelope(JSON.stringify(CONFIG))),
    http.get(`${GROCERY_BACKEND}/grocery/store-picker/nearby`, ({ request }) => {
      pickerCalls.push(new URL(request.url).searchParams);
      return answer(pickerCalls.length - 1);
    }),
    http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('warehouseCode');
      return envelope(aSlottedDelivery({ warehouse: STORES.find((store) => store.code === code) ?? null }));
    }),
  );
  return pickerCalls;
}

function saveWarehouse(store: GroceryStoreDto = KEMANG_STORE) {
  saveSelectedStore(store);
}

const query = (around: { latitude: number; longitude: number }) => ({
  latitude: String(around.latitude),
  longitude: String(around.longitude),
  radiusKm: '10',
  limit: '3',
});

async function openPicker(buttonName: 'Pilih toko' | 'Ganti toko') {
  const section = await screen.findByRole('region', { name: 'Pengiriman' });
  const opener = await within(section).findByRole('button', { name: buttonName });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Pilih toko' }) };
}

/** The stores listed once the picker asked with the config's settings. */
async function listedStores(dialog: HTMLElement, calls: URLSearchParams[]) {
  await waitFor(() => expect(calls.at(-1)?.get('radiusKm')).toBe(String(CONFIG.radiusKm)));
  return within(await within(dialog).findByRole('list', { name: 'Pilih toko' })).getAllByRole('listitem');
}

describe('opening the store picker', () => {
  it('from "Pilih toko" without a location, lists the stores around the config’s city centre', async () => {
    const calls = serveBackend(() => envelope([...STORES, FAR]));
    await mountGrocery();
    const { dialog } = await openPicker('Pilih toko');
    expect(within(dialog).getByText('Lokasimu belum diatur. Ini toko di sekitar pusat kota.')).toBeInTheDocument();
    // The config's count holds even when the backend sends more.
    expect((await listedStores(dialog, calls)).map((item) => item.textContent)).toEqual(STORES.map((store) => expect.stringContaining(store.name)));
    expect(calls.map((params) => Object.fromEntries(params))).toEqual([query(CITY_CENTRE)]);
    // Distances and reach from the city centre are not the shopper's: none is shown.
    expect(within(dialog).queryByText(/km dari lokasimu/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Tidak menjangkau alamatmu/)).not.toBeInTheDocument();
  });

  it('from "Ganti toko", lists the stores around the shopper with the config’s radius and count', async () => {
    saveWarehouse();
    const calls = serveBackend();
    await mountGrocery();
    const { dialog } = await openPicker('Ganti toko');
    expect(within(dialog).getByText('Toko di sekitar lokasimu')).toBeInTheDocument();
    await listedStores(dialog, calls);
    expect(calls.map((params) => Object.fromEntries(params))).toEqual([query(KEMANG)]);
  });

  it('shows the store of the shopper as chosen, and the others with their group, distance and whether they serve the address', async () => {
    saveWarehouse();
    const calls = serveBackend(() => envelope([KEMANG_STORE, KUNINGAN]));
    await mountGrocery();
    const { dialog } = await openPicker('Ganti toko');
    const [mine, other] = await listedStores(dialog, calls);
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('Dipilih');
    expect(within(mine!).queryByRole('button')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Pasarku Fresh · 5 km dari lokasimu · Tidak menjangkau alamatmu');
    expect(within(other!).getByRole('button', { name: 'Pilih Pasarku Fresh Kuningan' })).toBeEnabled();
  });
});

describe('choosing a store', () => {
  it('closes the picker, keeps the store in storage, and the page buys from it', async () => {
    saveWarehouse();
    const calls = serveBackend();
    await mountGrocery();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
    const { dialog } = await openPicker('Ganti toko');
    await listedStores(dialog, calls);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pilih Ranch Market Pondok Indah' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null')).toEqual(PONDOK_INDAH_SAVED);
    await waitFor(() => expect(screen.getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Pondok Indah'));
  });

  it('keeps a store chosen without a location with no pin, and focus on the button that opened the picker', async () => {
    const calls = serveBackend();
    await mountGrocery();
    const { dialog, opener } = await openPicker('Pilih toko');
    await listedStores(dialog, calls);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pilih Ranch Market Pondok Indah' }));
    await waitFor(() => expect(screen.getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Pondok Indah'));
    // The same button, now "Ganti toko": the shopper is where they were.
    expect(opener).toHaveFocus();
    expect(opener).toHaveAccessibleName('Ganti toko');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null')).toEqual(expect.objectContaining({ code: 'WH-RNC-PIK', pin: null }));
  });

  it('says the address is not served when the store chosen does not serve it', async () => {
    saveWarehouse();
    const calls = serveBackend();
    groceryBackend.use(http.post(`${GROCERY_BACKEND}/grocery/stores/_nearby`, () => envelope([KEMANG_STORE, KUNINGAN])));
    await mountGrocery();
    const { dialog } = await openPicker('Ganti toko');
    await listedStores(dialog, calls);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pilih Pasarku Fresh Kuningan' }));
    expect(
      await screen.findByText('Alamatmu belum terjangkau oleh Pasarku Fresh Kuningan. Pilih toko lain agar pesanan bisa dikirim ke alamatmu.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Dikirim/ })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null')).toEqual(
      expect.objectContaining({ code: 'WH-PSF-KNG', available: false }),
    );
  });
});

describe('when the stores cannot be loaded', () => {
  it('says so and loads them again on retry', async () => {
    saveWarehouse();
    let failing = true;
    const calls = serveBackend(() => (failing ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' }) : envelope(STORES)));
    await mountGrocery();
    const { dialog } = await openPicker('Ganti toko');
    await waitFor(() => expect(calls.at(-1)?.get('radiusKm')).toBe(String(CONFIG.radiusKm)));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat daftar toko.');
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    const asked = calls.length;
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog).findByRole('button', { name: 'Pilih Ranch Market Pondok Indah' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Gagal memuat daftar toko.')).not.toBeInTheDocument();
    expect(calls).toHaveLength(asked + 1);
    expect(Object.fromEntries(calls.at(-1) ?? [])).toEqual(query(KEMANG));
  });
});

describe('using the device location in the picker', () => {
  /** The device answers `answer`; the shopper opens the picker, its stores in, and asks it to use the device's location. */
  async function useDeviceLocation(answer: Parameters<typeof mockGeolocation>[0]) {
    const calls = serveBackend();
    mockGeolocation(answer);
    await mountGrocery();
    const { dialog } = await openPicker('Pilih toko');
    await listedStores(dialog, calls);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gunakan lokasi saat ini' }));
    return { calls, dialog };
  }

  it('lists the stores around the device once located', async () => {
    const { calls, dialog } = await useDeviceLocation(KEMANG);
    expect(await within(dialog).findByText('Toko di sekitar lokasimu')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((params) => Object.fromEntries(params))).toEqual([query(CITY_CENTRE), query(KEMANG)]));
  });

  it.each([
    ['permission is denied', { errorCode: 1 } as const, 'Izin lokasi tidak aktif. Aktifkan izin lokasi di browsermu untuk memakai lokasi saat ini.'],
    ['the position is unavailable', { errorCode: 2 } as const, 'Gagal memuat lokasi. Coba beberapa saat lagi.'],
    ['locating times out', { errorCode: 3 } as const, 'Gagal memuat lokasi. Coba beberapa saat lagi.'],
    ['the browser has no geolocation', 'none' as const, 'Gagal memuat lokasi. Coba beberapa saat lagi.'],
    ['the device is outside Indonesia', { latitude: 35.6762, longitude: 139.6503 }, 'Lokasi tidak valid. Pastikan kamu berada di Indonesia, lalu coba lagi.'],
  ])('says why when %s, and keeps the stores around the city centre', async (_case, answer, message) => {
    const { calls, dialog } = await useDeviceLocation(answer);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Gunakan lokasi saat ini' })).toBeEnabled();
    expect(within(dialog).getByText('Lokasimu belum diatur. Ini toko di sekitar pusat kota.')).toBeInTheDocument();
    expect(calls.map((params) => Object.fromEntries(params))).toEqual([query(CITY_CENTRE)]);
  });
});

describe('the dialog and the keyboard', () => {
  it('keeps focus inside, closes on Escape and gives focus back to "Ganti toko"', async () => {
    saveWarehouse();
    const calls = serveBackend();
    await mountGrocery();
    const { opener, dialog } = await openPicker('Ganti toko');
    await listedStores(dialog, calls);
    const last = within(dialog).getByRole('button', { name: 'Pilih Pasarku Fresh Kuningan' });
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    expect(close).toHaveFocus();

    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await keepsFocusThenReturnsIt(dialog, opener, 6);
  });
});
