// Nearby stores through the real page: the call (body and the saved store's header), the list matched
// by the saved store's group, the notice and log when none matches, making a nearby store the shopper's
// own, no call without a location, and a failure with its retry.
// The backend is the simulator (mounted in MSW) on the rice (beras.json), the shopper's store one of
// stores.json kept as theirs. The simulator's catalogue sells a product from stores of its seller's
// group only, so a store of another group comes in an answer only for a product of another group (the
// oil, sold by Pasarku Fresh, with a Ranch Market store saved): the page leaves it out.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAREHOUSE_CODE_HEADER } from '@pdp/backend-api/grocery';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { KEMANG } from '@pdp/test-kit';
import { grocerySimulatorTests, mockGeolocation, mountGrocery } from '../../__tests__';
import { BERAS_2KG, keepAsShoppersStore, MINYAK, STORES } from '../../__tests__/grocery-products';

sectionsInView(['shipping']);
const backend = grocerySimulatorTests();

// The saved store's header of each nearby stores call, as sent (the simulator's record of a call has no headers).
let headersSent: (string | null)[] = [];
const recordHeader = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/grocery/stores/_nearby'))
    headersSent.push(request.headers.get(WAREHOUSE_CODE_HEADER));
};
beforeEach(() => {
  headersSent = [];
  backend.server.events.on('request:start', recordHeader);
});
afterEach(() => backend.server.events.removeListener('request:start', recordHeader));

/** Every nearby stores call the page sent: its body and the saved store's header. */
const nearbyCalls = () => backend.sent('POST', /\/grocery\/stores\/_nearby$/).map(({ body }, index) => ({ body, warehouseCode: headersSent[index] }));
const AT_KEMANG = { itemSku: BERAS_2KG, latitude: KEMANG.latitude, longitude: KEMANG.longitude };

/** The button that makes a store the shopper's: "Belanja di sini", named with the store for screen readers. */
const shopAt = (storeName: string) => new RegExp(`^Belanja di .*${storeName}$`);
const nearbySection = () => screen.findByRole('region', { name: 'Toko terdekat' });
const storedSelection = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null') as unknown;

describe('nearby stores', () => {
  it('asks with the item and the saved pin, names the saved store in the header and lists only stores of its group', async () => {
    keepAsShoppersStore(STORES.KEMANG);
    await mountGrocery();

    const list = await within(await nearbySection()).findByRole('list', { name: 'Toko terdekat' });
    expect(nearbyCalls()).toEqual([{ body: AT_KEMANG, warehouseCode: 'WH-RNC-KMG' }]);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('strong').textContent)).toEqual([
      'Ranch Market Kemang',
      'Ranch Market Pondok Indah',
      'Ranch Market Kelapa Gading',
    ]);
    expect(items[0]).toHaveTextContent('0,4 km dari lokasimu · Toko yang melayanimu');
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: shopAt('Ranch Market Pondok Indah') })).toHaveTextContent('Belanja di sini');
    // Kelapa Gading is closed: it serves nobody.
    expect(items[2]).toHaveTextContent('15,5 km dari lokasimu · Tidak menjangkau alamatmu');
  });

  it('sends no store header when no store is saved', async () => {
    mockGeolocation(KEMANG);
    await mountGrocery();

    await userEvent.click(await screen.findByRole('button', { name: 'Gunakan lokasi saat ini' }));

    await within(await nearbySection()).findByRole('list', { name: 'Toko terdekat' });
    expect(nearbyCalls()).toEqual([{ body: AT_KEMANG, warehouseCode: null }]);
  });

  it('says no store of the group sells the item and logs it when none matches', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // The oil is sold near Kemang by Pasarku Fresh Senayan only: no Ranch Market store.
      keepAsShoppersStore(STORES.KEMANG);
      await mountGrocery({ path: MINYAK });

      const section = await nearbySection();
      expect(await within(section).findByText('Tidak ada toko Ranch Market di sekitarmu yang menjual produk ini.')).toBeInTheDocument();
      expect(within(section).queryByRole('list')).not.toBeInTheDocument();
      expect(screen.queryByText('Pasarku Fresh Senayan')).not.toBeInTheDocument();
      // The simulator answered the Senayan store, of another group: left out.
      expect(backend.sent('POST', /\/grocery\/stores\/_nearby$/)).toHaveLength(1);
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('[pdp] grocery-nearby-store-not-found', expect.objectContaining({ itemSku: 'MYK-70005-00001', groupName: 'RANCH' })),
      );
      expect(warn.mock.calls.filter(([event]) => event === '[pdp] grocery-nearby-store-not-found')).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('logs nothing when a store of the group is near', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      keepAsShoppersStore(STORES.KEMANG);
      await mountGrocery();
      await within(await nearbySection()).findByRole('list', { name: 'Toko terdekat' });
      expect(warn).not.toHaveBeenCalledWith('[pdp] grocery-nearby-store-not-found', expect.anything());
    } finally {
      warn.mockRestore();
    }
  });

  it('makes a nearby store the saved one and shops from it', async () => {
    keepAsShoppersStore(STORES.KEMANG);
    await mountGrocery();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');

    await userEvent.click(await screen.findByRole('button', { name: shopAt('Ranch Market Pondok Indah') }));

    expect(storedSelection()).toEqual({ ...STORES.PONDOK_INDAH, pin: KEMANG });
    // The clicked button goes with the choice; focus stays in the section, on its heading.
    expect(screen.getByRole('heading', { name: 'Toko terdekat' })).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Pondok Indah'));
    // The list follows: the new store is the shopper's, the old one can be chosen again.
    const section = await nearbySection();
    expect(await within(section).findByRole('button', { name: shopAt('Ranch Market Kemang') })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: shopAt('Ranch Market Pondok Indah') })).not.toBeInTheDocument();
    expect(nearbyCalls().map((call) => call.warehouseCode)).toEqual(['WH-RNC-KMG', 'WH-RNC-PIK']);
  });

  it.each([
    ['no store is saved and the device was not asked', () => undefined],
    ['the saved store has no pin', () => keepAsShoppersStore(STORES.KEMANG, null)],
  ])('asks the shopper for a location and calls nothing when %s', async (_label, arrange) => {
    arrange();
    await mountGrocery();

    const section = await nearbySection();
    expect(within(section).getByText('Atur lokasimu untuk melihat toko terdekat.')).toBeInTheDocument();
    // The page has settled: the shipping section knows where it stands, and a call would have been sent.
    await screen.findByRole('button', { name: /Gunakan lokasi saat ini|Ganti toko/ });
    await waitFor(() => expect(backend.sent('GET', /\/grocery-store-picker-config$/).every(({ answered }) => answered)).toBe(true));
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(backend.sent('POST', /\/grocery\/stores\/_nearby$/)).toHaveLength(0);
  });

  it('says the stores could not be loaded and loads them again on retry', async () => {
    keepAsShoppersStore(STORES.KEMANG);
    await backend.session.fault('/backend/grocery/stores/_nearby', 'status=500', { method: 'POST', times: 1 });
    await mountGrocery();

    const section = await nearbySection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat toko terdekat.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    expect(await within(section).findByRole('button', { name: shopAt('Ranch Market Pondok Indah') })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(nearbyCalls()).toHaveLength(2);
  });
});
