// The fault matrix (tooling/e2e/fault-matrix/rows/grocery-remote/) for the store picker's two calls,
// in jsdom: on the rice with the device at Kemang, the shopper opens "Ganti toko". The list failing
// once says so in the catalogue's words, and a retry lists the stores, one of which the shopper then
// chooses; the config failing (every time) changes nothing the shopper sees: its defaults stand in.
// Nothing is thrown, and the store serving the shopper stays as it was. The backend is the simulator
// (mounted in MSW) on the rice (beras.json), its stores those of stores.json; each fault is a session
// fault, as the e2e matrix forces it. The shipping section is the one that matters.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAULT_KINDS, KEMANG } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { dialogClosed, grocerySimulatorFaultMatrixTests, retry, servedFromKemang, storedWarehouse } from '../../__tests__';
import { DEFAULT_STORE_PICKER_CONFIG } from '../../shared/stores/store-picker-config';

sectionsInView(['shipping']);
const { backend, pageErrors } = grocerySimulatorFaultMatrixTests();

const PICKER = '/backend/grocery/store-picker/nearby';
const CONFIG = '/backend/common/content/grocery-store-picker-config';
const FAILED = 'Gagal memuat daftar toko.';
/** The store picker's calls: the query of each. */
const pickerQueries = () => backend.sent('GET', /\/grocery\/store-picker\/nearby$/).map(({ query }) => Object.fromEntries(query));

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
    await backend.session.fault(PICKER, fault, { method: 'GET', times: 1 });
    const { shipping, picker } = await openPickerFromKemang();

    const alert = await within(picker).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(within(picker).queryByRole('list')).not.toBeInTheDocument();
    expect(within(shipping).getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');

    await retry(alert);

    const pondokIndah = await within(picker).findByRole('button', { name: 'Pilih Ranch Market Pondok Indah' });
    expect(within(picker).queryByText(FAILED)).not.toBeInTheDocument();
    // Asked again around the shopper, with the config's radius and count (the simulator's: 25 km, 5 stores).
    expect(pickerQueries()).toEqual([aroundKemang(25, 5), aroundKemang(25, 5)]);

    // The list works: the store chosen becomes the shopper's.
    await userEvent.click(pondokIndah);
    await dialogClosed();
    expect(storedWarehouse()).toEqual(expect.objectContaining({ code: 'WH-RNC-PIK' }));
    await waitFor(() => expect(within(shipping).getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Pondok Indah'));
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'grocery store picker config × %s: says nothing; its defaults stand in and the picker lists the stores around the shopper',
    async (fault) => {
      // Failing every time (the e2e row has no `times`).
      await backend.session.fault(CONFIG, fault, { method: 'GET' });
      const { shipping, picker } = await openPickerFromKemang();

      expect(await within(picker).findByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' })).toBeInTheDocument();
      expect(within(picker).getByText('Toko di sekitar lokasimu')).toBeInTheDocument();
      // The defaults' radius and count: the four stores within 25 km of Kemang are listed, around the shopper.
      expect(pickerQueries()).toEqual([aroundKemang(DEFAULT_STORE_PICKER_CONFIG.radiusKm, DEFAULT_STORE_PICKER_CONFIG.maxStores)]);
      expect(backend.sent('GET', /\/grocery-store-picker-config$/).length).toBeGreaterThan(0);
      expect(within(within(picker).getByRole('list', { name: 'Pilih toko' })).getAllByRole('listitem')).toHaveLength(4);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(/^Gagal/)).not.toBeInTheDocument();
      expect(within(shipping).getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
      expect(pageErrors).toEqual([]);
    },
  );
});
