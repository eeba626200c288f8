// Every row of the grocery page adds to the grocery bag (spec §7 "grocery bulk cart update"), from the
// shopper's store and in their window: the combo of an item tagged COMBO and an item bought with its
// free gifts (FREE_GIFT) as much as the buy bar. Nothing goes to the retail bag's calls (the mocked
// backend fails any call it does not answer), and without a store a row says to choose one first.
// The backend is the simulator (mounted in MSW) on the rice (beras.json): its combo (CMB-BRS-01, with
// the eggs and the apples) and its free gifts (a rice spoon or a rice box), Sari's session signed in
// and served by Ranch Market Kemang, kept as her store.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeIntersectionObserver } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { grocerySimulatorTests, mountGrocery } from '../../__tests__';
import { BERAS_2KG, keepAsShoppersStore, SARI, STORES } from '../../__tests__/grocery-products';

// The first screen (the rows and the buy bar) and the shipping section (the store) are what matter.
sectionsInView(['shipping']);
const backend = grocerySimulatorTests();

beforeEach(() => backend.session.signIn(SARI.email));

/** The Kemang store's first deliver-now window of the session's morning. */
const DELIVER_NOW = { warehouseCode: 'WH-RNC-KMG', shippingType: 'DELIVER_NOW', slotId: 'NOW-2026-11-23T11:00' };
/** How a line of the Kemang store reaches the shopper by delivery. */
const FROM_THE_STORE = { pickupPointCode: 'PP-RNC-KMG', fulfillment: 'delivery' };

/** Every grocery bag update the page sent: its query and body. */
const updates = () => backend.sent('POST', /\/grocery\/carts\/_bulk-update$/).map(({ query, body }) => ({ params: Object.fromEntries(query), body }));

async function mountServedByKemang() {
  keepAsShoppersStore(STORES.KEMANG);
  const props = await mountGrocery({ user: SARI });
  await waitFor(() => expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang'));
  return props;
}

async function openCombo() {
  await userEvent.click(await screen.findByRole('button', { name: 'Lihat paket' }));
  const sheet = await screen.findByRole('dialog', { name: 'Paket combo' });
  await within(sheet).findByRole('checkbox', { name: /Telur Ayam/ });
  return sheet;
}

/** The rice's gifts come with two bags: the shopper raises the quantity to 2, then opens them and picks the spoon. */
async function openGifts() {
  await userEvent.click(await screen.findByRole('button', { name: 'Tambah jumlah' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2'));
  await userEvent.click(await screen.findByRole('button', { name: 'Pilih hadiah' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hadiah gratis' });
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Sendok Nasi Anti Lengket/ }));
  return dialog;
}

describe('the rows beside the buy bar on the grocery page', () => {
  it('adds the combo to the grocery bag from the shopper’s store, in their window, and reports the grocery bag', async () => {
    const props = await mountServedByKemang();
    const sheet = await openCombo();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));

    expect(await within(sheet).findByText('Paket ditambahkan ke bag.')).toBeInTheDocument();
    expect(updates()).toEqual([
      {
        params: DELIVER_NOW,
        body: {
          cartType: 'COMBO',
          comboId: 'CMB-BRS-01',
          items: [
            { itemSku: BERAS_2KG, quantity: 1, ...FROM_THE_STORE },
            { itemSku: 'TLR-70003-00001', quantity: 1, ...FROM_THE_STORE },
            { itemSku: 'APL-70004-00001', quantity: 1, ...FROM_THE_STORE },
          ],
        },
      },
    ]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 3 });
  });

  it('buys the item with its gift into the grocery bag, the gift with the line from the store', async () => {
    const props = await mountServedByKemang();
    const dialog = await openGifts();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Produk dan hadiah ditambahkan ke bag.');
    expect(updates()).toEqual([
      {
        params: DELIVER_NOW,
        body: {
          cartType: 'FREE_GIFT',
          items: [{ itemSku: BERAS_2KG, quantity: 2, ...FROM_THE_STORE }],
          freeGifts: [{ itemSku: 'GFT-BRS-01', pickupPointCode: 'PP-RNC-KMG' }],
        },
      },
    ]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 2 });
  });

  it('asks a shopper without a store to choose one first, for the combo and the gifts, and sends nothing', async () => {
    await mountGrocery({ user: SARI });
    const needsStore = 'Pilih toko atau bagikan lokasimu dulu untuk menambahkan ke bag.';

    const sheet = await openCombo();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(needsStore);
    await userEvent.keyboard('{Escape}');

    const dialog = await openGifts();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(needsStore);
    expect(updates()).toEqual([]);
  });

  it('adds a combo from the first screen before the shipping section came near: the section is asked for, and the add waits for the store', async () => {
    const viewport = installFakeIntersectionObserver();
    try {
      keepAsShoppersStore(STORES.KEMANG);
      await mountGrocery({ user: SARI });
      // Nothing below the first screen has come near: the shipping section is still its placeholder.
      expect(screen.queryByRole('button', { name: '+ Bag' })).not.toBeInTheDocument();
      const sheet = await openCombo();

      await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));

      expect(await within(sheet).findByText('Paket ditambahkan ke bag.')).toBeInTheDocument();
      expect(updates()).toEqual([expect.objectContaining({ params: DELIVER_NOW })]);
      expect(screen.getByRole('button', { name: '+ Bag' })).toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });
});
