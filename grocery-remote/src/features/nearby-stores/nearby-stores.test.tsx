// Nearby stores through the real page: the call (body and the saved store's header), the list matched
// by the saved store's group, the notice and log when none matches, making a nearby store the shopper's
// own, no call without a location, and a failure with its retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { aSlottedDelivery, aStore, KEMANG, PONDOK_INDAH, PONDOK_INDAH_SAVED, saveSelectedStore } from '../../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mockGeolocation, mountGrocery } from '../../__tests__';

groceryPageTests();
// The page mounts through its real lifecycles and calls: on a busy machine that can take over a second.

const KEMANG_STORE = aStore();
const CILANDAK = aStore({ code: 'WH-RNC-CLD', name: 'Ranch Market Cilandak', pickupPoint: 'PP-RNC-CLD', available: false, distanceKm: 5.5 });
const PASARKU_SENOPATI = aStore({
  code: 'WH-PSF-SNP',
  groupName: 'MARKETPLACE_FRESH',
  name: 'Pasarku Fresh Senopati',
  pickupPoint: 'PP-PSF-SNP',
  distanceKm: 1.2,
});

/** Slotted delivery answers for the store asked for, as the backend does. */
function serveSlottedDeliveryByStore() {
  groceryBackend.use(
    http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('warehouseCode');
      return envelope(aSlottedDelivery({ warehouse: [KEMANG_STORE, PONDOK_INDAH].find((store) => store.code === code) ?? null }));
    }),
  );
}

/** Records every nearby stores call (body and store header); `answer` decides the response by call number. */
function serveNearby(answer: (call: number) => Response = () => envelope([KEMANG_STORE, PASARKU_SENOPATI, PONDOK_INDAH, CILANDAK])) {
  const calls: { body: unknown; warehouseCode: string | null }[] = [];
  groceryBackend.use(
    http.post(`${GROCERY_BACKEND}/grocery/stores/_nearby`, async ({ request }) => {
      calls.push({ body: await request.json(), warehouseCode: request.headers.get('x-warehouse-code') });
      return answer(calls.length - 1);
    }),
  );
  return calls;
}

/** The button that makes a store the shopper's: "Belanja di sini", named with the store for screen readers. */
const shopAt = (storeName: string) => new RegExp(`^Belanja di .*${storeName}$`);
const nearbySection = () => screen.findByRole('region', { name: 'Toko terdekat' });
const storedSelection = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedWarehouse) ?? 'null') as unknown;

describe('nearby stores', () => {
  it('asks with the item and the saved pin, names the saved store in the header and lists only stores of its group', async () => {
    saveSelectedStore(KEMANG_STORE);
    const calls = serveNearby();
    await mountGrocery();

    const list = await within(await nearbySection()).findByRole('list', { name: 'Toko terdekat' });
    expect(calls).toEqual([{ body: { itemSku: 'BRS-1-00001', latitude: KEMANG.latitude, longitude: KEMANG.longitude }, warehouseCode: 'WH-RNC-KMG' }]);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('strong').textContent)).toEqual([
      'Ranch Market Kemang',
      'Ranch Market Pondok Indah',
      'Ranch Market Cilandak',
    ]);
    expect(items[0]).toHaveTextContent('0,4 km dari lokasimu · Toko yang melayanimu');
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: shopAt('Ranch Market Pondok Indah') })).toHaveTextContent('Belanja di sini');
    expect(items[2]).toHaveTextContent('5,5 km dari lokasimu · Tidak menjangkau alamatmu');
    expect(screen.queryByText('Pasarku Fresh Senopati')).not.toBeInTheDocument();
  });

  it('sends no store header when no store is saved', async () => {
    mockGeolocation(KEMANG);
    const calls = serveNearby();
    await mountGrocery();

    await userEvent.click(await screen.findByRole('button', { name: 'Gunakan lokasi saat ini' }));

    await within(await nearbySection()).findByRole('list', { name: 'Toko terdekat' });
    expect(calls).toEqual([{ body: { itemSku: 'BRS-1-00001', latitude: KEMANG.latitude, longitude: KEMANG.longitude }, warehouseCode: null }]);
  });

  it('says no store of the group sells the item and logs it when none matches', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      saveSelectedStore(KEMANG_STORE);
      serveNearby(() => envelope([PASARKU_SENOPATI]));
      await mountGrocery();

      const section = await nearbySection();
      expect(await within(section).findByText('Tidak ada toko Ranch Market di sekitarmu yang menjual produk ini.')).toBeInTheDocument();
      expect(within(section).queryByRole('list')).not.toBeInTheDocument();
      expect(screen.queryByText('Pasarku Fresh Senopati')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('[pdp] grocery-nearby-store-not-found', expect.objectContaining({ itemSku: 'BRS-1-00001', groupName: 'RANCH' })),
      );
      expect(warn.mock.calls.filter(([event]) => event === '[pdp] grocery-nearby-store-not-found')).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('logs nothing when a store of the group is near', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      saveSelectedStore(KEMANG_STORE);
      serveNearby();
      await mountGrocery();
      await within(await nearbySection()).findByRole('list', { name: 'Toko terdekat' });
      expect(warn).not.toHaveBeenCalledWith('[pdp] grocery-nearby-store-not-found', expect.anything());
    } finally {
      warn.mockRestore();
    }
  });

  it('makes a nearby store the saved one and shops from it', async () => {
    saveSelectedStore(KEMANG_STORE);
    serveSlottedDeliveryByStore();
    const calls = serveNearby();
    await mountGrocery();
    expect(await screen.findByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');

    await userEvent.click(await screen.findByRole('button', { name: shopAt('Ranch Market Pondok Indah') }));

    expect(storedSelection()).toEqual(PONDOK_INDAH_SAVED);
    // The clicked button goes with the choice; focus stays in the section, on its heading.
    expect(screen.getByRole('heading', { name: 'Toko terdekat' })).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Pondok Indah'));
    // The list follows: the new store is the shopper's, the old one can be chosen again.
    const section = await nearbySection();
    expect(await within(section).findByRole('button', { name: shopAt('Ranch Market Kemang') })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: shopAt('Ranch Market Pondok Indah') })).not.toBeInTheDocument();
    expect(calls.map((call) => call.warehouseCode)).toEqual(['WH-RNC-KMG', 'WH-RNC-PIK']);
  });

  it.each([
    ['no store is saved and the device was not asked', () => undefined],
    ['the saved store has no pin', () => saveSelectedStore(KEMANG_STORE, null)],
  ])('asks the shopper for a location and calls nothing when %s', async (_label, arrange) => {
    arrange();
    const calls = serveNearby();
    await mountGrocery();

    const section = await nearbySection();
    expect(within(section).getByText('Atur lokasimu untuk melihat toko terdekat.')).toBeInTheDocument();
    // The page has settled (the shipping section knows where it stands) and a call would have been sent.
    await screen.findByRole('button', { name: /Gunakan lokasi saat ini|Ganti toko/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says the stores could not be loaded and loads them again on retry', async () => {
    saveSelectedStore(KEMANG_STORE);
    const calls = serveNearby((call) => (call === 0 ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' }) : envelope([KEMANG_STORE, PONDOK_INDAH])));
    await mountGrocery();

    const section = await nearbySection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat toko terdekat.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    expect(await within(section).findByRole('button', { name: shopAt('Ranch Market Pondok Indah') })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
