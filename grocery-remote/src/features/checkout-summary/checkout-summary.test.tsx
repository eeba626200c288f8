// The grocery checkout summary through the real page: asked for the signed-in shopper's store, its
// units, subtotal and the way to free delivery or the order minimum, the grocery bag link, worked out
// again (POST) after an add to bag; a failure leaves nothing shown and the page working; nothing for anonymous.
// The backend is the simulator (mounted in MSW) on the rice (beras.json): Sari's session signed in, her
// grocery bag at Kemang filled in another tab (2 kg rices at Rp38.900, delivered now, Rp20.000). The
// file's catalogue has Kemang's free delivery from Rp155.600 (four rices) rather than Rp150.000, so
// that a bag can reach it exactly.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueCopy } from '@pdp/test-kit/simulator-backend';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { GROCERY_BACKEND, grocerySimulatorTests, mountGrocery } from '../../__tests__';
import { BERAS_2KG, keepAsShoppersStore, SARI, STORES } from '../../__tests__/grocery-products';

sectionsInView(['shipping']);
const backend = grocerySimulatorTests({
  fixturesDir: () =>
    catalogueCopy((files) => {
      const stores = files.get('stores.json') as { stores: { code: string; freeDeliveryMinimum?: number }[] };
      const kemang = stores.stores.find((store) => store.code === 'WH-RNC-KMG');
      if (kemang) kemang.freeDeliveryMinimum = 155_600;
    }),
});

const SUMMARY_TITLE = 'Bag grocery di Ranch Market Kemang';
const SUMMARY = /\/grocery\/checkouts\/summary$/;
const BAG_UPDATE = '/backend/grocery/carts/_bulk-update';

const saveKemang = () => keepAsShoppersStore(STORES.KEMANG);

/** The verb and the store of every summary call (the read, GET, and the one after a bag change, POST: decision 0069). */
// (The read comes once, as the page opens; each POST after it.)
const asked = () => [...backend.sent('GET', SUMMARY), ...backend.sent('POST', SUMMARY)].map((call) => `${call.method} ${call.query.get('warehouseCode')}`);

/** Sari puts `quantity` 2 kg rices in her grocery bag at Kemang in another tab, delivered now (the session's 11:00 window). */
async function riceInBagElsewhere(quantity: number) {
  const query = new URLSearchParams({ warehouseCode: 'WH-RNC-KMG', shippingType: 'DELIVER_NOW', slotId: 'NOW-2026-11-23T11:00' });
  const answer = await fetch(`${GROCERY_BACKEND}/grocery/carts/_bulk-update?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartType: 'REGULAR', items: [{ itemSku: BERAS_2KG, quantity, pickupPointCode: 'PP-RNC-KMG', fulfillment: 'delivery' }] }),
  });
  expect(answer.status).toBe(200);
}

/** Sari, signed in, with `rices` in her bag, on the rice at Kemang. */
async function mountSignedIn(rices = 3) {
  await backend.session.signIn(SARI.email);
  if (rices > 0) await riceInBagElsewhere(rices);
  saveKemang();
  return mountGrocery({ user: SARI });
}

const summaryBox = () => screen.findByRole('complementary', { name: SUMMARY_TITLE });

describe('the grocery checkout summary', () => {
  it('shows the bag at the store: units, subtotal, delivery fee, what is left for free delivery, and the grocery bag link', async () => {
    const props = await mountSignedIn(3);

    const box = await summaryBox();
    expect(asked()).toEqual(['GET WH-RNC-KMG']);
    expect(within(box).getByText('3 barang · Rp116.700 · Ongkir Rp20.000')).toBeInTheDocument();
    expect(within(box).getByText('Belanja Rp38.900 lagi untuk gratis ongkir.')).toBeInTheDocument();
    expect(within(box).queryByText('Kamu dapat gratis ongkir.')).not.toBeInTheDocument();
    expect(within(box).queryByText(/Minimal belanja/)).not.toBeInTheDocument();

    const link = within(box).getByRole('link', { name: 'Lihat bag grocery' });
    expect(link).toHaveAttribute('href', '/grocery/cart');
    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/grocery/cart', replace: undefined, resetScroll: true });
  });

  it.each([
    ['above the free-delivery minimum', 5],
    ['exactly at the free-delivery minimum', 4],
  ])('says delivery is free %s', async (_label, rices) => {
    await mountSignedIn(rices);

    const box = await summaryBox();
    expect(within(box).getByText('Kamu dapat gratis ongkir.')).toBeInTheDocument();
    expect(within(box).queryByText(/lagi untuk gratis ongkir/)).not.toBeInTheDocument();
    expect(within(box).queryByText(/Ongkir Rp/)).not.toBeInTheDocument();
  });

  it('notes the order minimum below it', async () => {
    await mountSignedIn(1);

    const box = await summaryBox();
    expect(within(box).getByText('1 barang · Rp38.900 · Ongkir Rp20.000')).toBeInTheDocument();
    expect(within(box).getByText('Minimal belanja Rp50.000 untuk checkout.')).toBeInTheDocument();
    expect(within(box).getByText('Belanja Rp116.700 lagi untuk gratis ongkir.')).toBeInTheDocument();
  });

  it('has no note once the order minimum is reached', async () => {
    // Two rices: Rp77.800, over the Rp50.000 minimum.
    await mountSignedIn(2);

    const box = await summaryBox();
    expect(within(box).getByText('Belanja Rp77.800 lagi untuk gratis ongkir.')).toBeInTheDocument();
    expect(within(box).queryByText(/Minimal belanja/)).not.toBeInTheDocument();
  });

  it('is worked out again (POST) after each successful add to bag', async () => {
    await mountSignedIn(3);
    await summaryBox();

    await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));
    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });

    const box = await summaryBox();
    await waitFor(() => expect(within(box).getByText('4 barang · Rp155.600')).toBeInTheDocument());
    expect(within(box).getByText('Kamu dapat gratis ongkir.')).toBeInTheDocument();
    expect(asked()).toEqual(['GET WH-RNC-KMG', 'POST WH-RNC-KMG']);

    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));
    await waitFor(() => expect(asked()).toEqual(['GET WH-RNC-KMG', 'POST WH-RNC-KMG', 'POST WH-RNC-KMG']));
    expect(within(await summaryBox()).getByText('Kamu dapat gratis ongkir.')).toBeInTheDocument();
  });

  it('is not asked again after a failed add to bag', async () => {
    await mountSignedIn(3);
    await summaryBox();
    await backend.session.fault(BAG_UPDATE, 'status=500', { method: 'POST' });

    await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));

    expect(await screen.findByText('Gagal menambahkan produk. Silakan coba lagi.')).toBeInTheDocument();
    expect(asked()).toHaveLength(1);
  });

  it('shows nothing when the call fails, and the rest of the page keeps working', async () => {
    await backend.session.fault('/backend/grocery/checkouts/summary', 'status=500');
    await mountSignedIn(3);
    await waitFor(() => expect(backend.sent('GET', SUMMARY).filter(({ answered }) => answered)).toHaveLength(1));

    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('Rp38.900'));
    const add = await screen.findByRole('button', { name: '+ Bag' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByRole('complementary', { name: SUMMARY_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByText('Lihat bag grocery')).not.toBeInTheDocument();

    await userEvent.click(add);
    expect(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeInTheDocument();
  });

  it('is emptied when the summary asked for again after an add fails (spec §8: reset to empty)', async () => {
    await backend.session.fault('/backend/grocery/checkouts/summary', 'status=500', { method: 'POST' });
    await mountSignedIn(3);
    await summaryBox();

    await userEvent.click(await screen.findByRole('button', { name: '+ Bag' }));

    await waitFor(() => expect(asked()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: SUMMARY_TITLE })).not.toBeInTheDocument());
  });

  // The store the shopper chose serves them even when its delivery answer fails.
  it('still shows the bag at the saved store when its delivery slots fail to load', async () => {
    await backend.session.fault('/backend/grocery/products/*/slotted-delivery', 'status=500', { method: 'GET' });
    await mountSignedIn(3);

    expect(await screen.findByText('Gagal memuat jadwal pengiriman.')).toBeInTheDocument();
    const box = await summaryBox();
    expect(within(box).getByText('3 barang · Rp116.700 · Ongkir Rp20.000')).toBeInTheDocument();
    expect(asked()).toEqual(['GET WH-RNC-KMG']);
  });

  it('asks nothing for an anonymous shopper', async () => {
    saveKemang();
    await mountGrocery();

    expect(await screen.findByTestId('grocery-store')).toHaveTextContent('Belanja dari Ranch Market Kemang');
    // The page has settled: its store's windows are on screen, and a summary read would have gone with them.
    await waitFor(() => expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang'));
    expect(asked()).toHaveLength(0);
    expect(screen.queryByRole('complementary', { name: SUMMARY_TITLE })).not.toBeInTheDocument();
  });
});
