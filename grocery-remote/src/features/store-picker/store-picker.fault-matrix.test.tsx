// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the store picker's two calls,
// in jsdom: on the rice with the device at Kemang, the shopper opens "Ganti toko". The list failing
// once says so in the catalogue's words, and a retry lists the stores, one of which the shopper then
// chooses; the config failing (every time) changes nothing the shopper sees: its defaults stand in.
// Nothing is thrown, and the store serving the shopper stays as it was.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS, faultHandler } from '@pdp/test-kit';
import { aStore, KEMANG, PONDOK_INDAH } from '../../__tests__/factories';
import {
  dialogClosed,
  envelope,
  GROCERY_BACKEND,
  groceryBackend,
  groceryFaultMatrixTests,
  http,
  recordQueries,
  retry,
  servedFromKemang,
  serveStorePicker,
  storedWarehouse,
} from '../../__tests__';
import { DEFAULT_STORE_PICKER_CONFIG } from '../../shared/stores/store-picker-config';

const pageErrors = groceryFaultMatrixTests();

const PICKER = `${GROCERY_BACKEND}/grocery/store-picker/nearby`;
const CONFIG = `${GROCERY_BACKEND}/common/content/grocery-store-picker-config`;
const FAILED = 'Gagal memuat daftar toko.';
const KEMANG_STORE = aStore();
const KELAPA_GADING = aStore({ code: 'WH-RNC-KLG', name: 'Ranch Market Kelapa Gading', pickupPoint: 'PP-RNC-KLG', distanceKm: 14 });
const STORES = [KEMANG_STORE, PONDOK_INDAH, KELAPA_GADING];

/** The e2e's `openPicker`: located from the device, served from Kemang, then "Ganti toko". */
async function openPickerFromKemang() {
  const { shipping } = await servedFromKemang();
  await screen.findByTestId('grocery-slot');
  await userEvent.click(within(shipping).getByRole('button', { name: 'Ganti toko' }));
  return { shipping, picker: await screen.findByRole('dialog', { name: 'Pilih toko' }) };
}

const aroundKemang = (radiusKm: number, limit: number) => ({
  latitude: String(KEMANG.latitude),
  longitude: String(KEMANG.longitude),
  radiusKm: String(radiusKm),
  limit: String(limit),
});

describe('the fault matrix of the store picker', () => {
  it.each(FAULT_KINDS)(`grocery store picker × %s: says "${FAILED}", the shopper's store stays, and a retry lists the stores to choose from`, async (fault) => {
    serveStorePicker(STORES);
    groceryBackend.use(faultHandler('GET', PICKER, fault, { times: 1 }));
    const calls = recordQueries(PICKER);
    const { shipping, picker } = await openPickerFromKemang();

    const alert = await within(picker).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(within(picker).queryByRole('list')).not.toBeInTheDocument();
    expect(within(shipping).getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');

    await retry(alert);

    const kelapaGading = await within(picker).findByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' });
    expect(within(picker).queryByText(FAILED)).not.toBeInTheDocument();
    // Asked again around the shopper, with the config's radius and count (the grocery backend's: 25 km, 5 stores).
    expect(calls).toEqual([aroundKemang(25, 5), aroundKemang(25, 5)]);

    // The list works: the store chosen becomes the shopper's.
    await userEvent.click(kelapaGading);
    await dialogClosed();
    expect(storedWarehouse()).toEqual(expect.objectContaining({ code: 'WH-RNC-KLG' }));
    await waitFor(() => expect(within(shipping).getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kelapa Gading'));
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'grocery store picker config × %s: says nothing; its defaults stand in and the picker lists the stores around the shopper',
    async (fault) => {
      serveStorePicker(STORES);
      // Failing every time (the e2e row has no `times`), ahead of a config that, were it read, would
      // ask for 10 km and 2 stores: the grocery backend's default config asks what the defaults do.
      groceryBackend.use(
        faultHandler('GET', CONFIG, fault),
        http.get(CONFIG, () => envelope(JSON.stringify({ ...DEFAULT_STORE_PICKER_CONFIG, radiusKm: 10, maxStores: 2 }))),
      );
      const calls = recordQueries(PICKER);
      const { shipping, picker } = await openPickerFromKemang();

      expect(await within(picker).findByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' })).toBeInTheDocument();
      expect(within(picker).getByText('Toko di sekitar lokasimu')).toBeInTheDocument();
      // The defaults' radius and count: all three stores are listed, around the shopper.
      expect(calls).toEqual([aroundKemang(DEFAULT_STORE_PICKER_CONFIG.radiusKm, DEFAULT_STORE_PICKER_CONFIG.maxStores)]);
      expect(within(within(picker).getByRole('list', { name: 'Pilih toko' })).getAllByRole('listitem')).toHaveLength(3);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(/^Gagal/)).not.toBeInTheDocument();
      expect(within(shipping).getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
      expect(pageErrors).toEqual([]);
    },
  );
});
