// Every row of the grocery page adds to the grocery bag (spec §7 "grocery bulk cart update"), from the
// shopper's store and in their window: the combo of an item tagged COMBO and an item bought with its
// free gifts (FREE_GIFT) as much as the buy bar. Nothing goes to the retail bag's calls (the mocked
// backend fails any call it does not answer), and without a store a row says to choose one first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SingleComboDto } from '@pdp/backend-api/combos';
import type { FreeGiftDto } from '@pdp/backend-api/free-gifts';
import { aSlottedDelivery, berasSummary, BUDI, PONDOK_INDAH, saveSelectedStore } from '../../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mountGrocery } from '../../__tests__';
import { installFakeIntersectionObserver } from '@pdp/test-kit';

groceryPageTests();

const DELIVER_NOW = { warehouseCode: 'WH-RNC-PIK', shippingType: 'DELIVER_NOW', slotId: 'NOW-2026-11-22T11:00' };
/** How a line of the Pondok Indah store reaches the shopper by delivery. */
const FROM_THE_STORE = { pickupPointCode: 'PP-RNC-PIK', fulfillment: 'delivery' };

const comboItem = (itemSku: string, name: string, offered: number, combo: number, primary = false) => ({
  itemSku,
  productSku: itemSku.slice(0, 5),
  name,
  imageUrl: null,
  price: { listed: offered, offered, combo },
  primary,
  available: true,
  selected: true,
});
const COMBO: SingleComboDto = {
  comboId: 'CMB-GRC-1',
  name: 'Paket dapur hemat',
  bundlingCatalogId: 'BND-GRC-1',
  minimumItems: 2,
  items: [comboItem('BRS-1-00001', 'Beras Pandan Wangi', 38900, 36900, true), comboItem('MYK-5-00001', 'Minyak Goreng Sawit 2 L', 34500, 31500)],
};
const GIFTS: FreeGiftDto = {
  maxNoOfFreeSkus: 1,
  criteria: { type: 'QUANTITY', threshold: 1 },
  complimentaryItems: [
    {
      itemSku: 'GFT-SND-1',
      name: 'Sendok Nasi',
      pickupPointCode: 'PP-RNC-PIK',
      pickupPointName: 'Ranch Market Pondok Indah',
      attributes: [],
      imageUrl: null,
      groupId: 'G',
      selected: false,
    },
  ],
};

/** The rice tagged for its combo and gifts, and every grocery bag update recorded (query and body). */
function serveRows() {
  const updates: { params: Record<string, string>; body: unknown }[] = [];
  groceryBackend.use(
    http.get(`${GROCERY_BACKEND}/product-detail/products/:id/_summary`, () =>
      envelope(berasSummary({ tags: ['AVAILABLE', 'GROCERY_STORE', 'COMBO', 'FREE_GIFT'] })),
    ),
    http.get(`${GROCERY_BACKEND}/product/products/:id/single-combo`, () => envelope(COMBO as never)),
    http.get(`${GROCERY_BACKEND}/product-detail/products/:id/free-gift`, () => envelope(GIFTS as never)),
    http.post(`${GROCERY_BACKEND}/grocery/carts/_bulk-update`, async ({ request }) => {
      updates.push({ params: Object.fromEntries(new URL(request.url).searchParams), body: await request.json() });
      return envelope({ cartCount: 3 });
    }),
  );
  return updates;
}

async function mountServedByPondokIndah() {
  saveSelectedStore(PONDOK_INDAH);
  groceryBackend.use(http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, () => envelope(aSlottedDelivery({ warehouse: PONDOK_INDAH }))));
  const props = await mountGrocery({ user: BUDI });
  await waitFor(() => expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang'));
  return props;
}

async function openCombo() {
  await userEvent.click(await screen.findByRole('button', { name: 'Lihat paket' }));
  const sheet = await screen.findByRole('dialog', { name: 'Paket combo' });
  await within(sheet).findByRole('checkbox', { name: /Minyak Goreng/ });
  return sheet;
}

async function openGifts() {
  await userEvent.click(await screen.findByRole('button', { name: 'Pilih hadiah' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hadiah gratis' });
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Sendok Nasi/ }));
  return dialog;
}

describe('the rows beside the buy bar on the grocery page', () => {
  it('adds the combo to the grocery bag from the shopper’s store, in their window, and reports the grocery bag', async () => {
    const updates = serveRows();
    const props = await mountServedByPondokIndah();
    const sheet = await openCombo();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));

    expect(await within(sheet).findByText('Paket ditambahkan ke bag.')).toBeInTheDocument();
    expect(updates).toEqual([
      {
        params: DELIVER_NOW,
        body: {
          cartType: 'COMBO',
          comboId: 'CMB-GRC-1',
          items: [
            { itemSku: 'BRS-1-00001', quantity: 1, ...FROM_THE_STORE },
            { itemSku: 'MYK-5-00001', quantity: 1, ...FROM_THE_STORE },
          ],
        },
      },
    ]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 3 });
  });

  it('buys the item with its gift into the grocery bag, the gift with the line from the store', async () => {
    const updates = serveRows();
    const props = await mountServedByPondokIndah();
    const dialog = await openGifts();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Produk dan hadiah ditambahkan ke bag.');
    expect(updates).toEqual([
      {
        params: DELIVER_NOW,
        body: {
          cartType: 'FREE_GIFT',
          items: [{ itemSku: 'BRS-1-00001', quantity: 1, ...FROM_THE_STORE }],
          freeGifts: [{ itemSku: 'GFT-SND-1', pickupPointCode: 'PP-RNC-PIK' }],
        },
      },
    ]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 3 });
  });

  it('asks a shopper without a store to choose one first, for the combo and the gifts, and sends nothing', async () => {
    const updates = serveRows();
    await mountGrocery({ user: BUDI });
    const needsStore = 'Pilih toko atau bagikan lokasimu dulu untuk menambahkan ke bag.';

    const sheet = await openCombo();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(needsStore);
    await userEvent.keyboard('{Escape}');

    const dialog = await openGifts();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Beli dengan hadiah' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(needsStore);
    expect(updates).toEqual([]);
  });

  it('adds a combo from the first screen before the shipping section came near: the section is asked for, and the add waits for the store', async () => {
    const viewport = installFakeIntersectionObserver();
    try {
      const updates = serveRows();
      saveSelectedStore(PONDOK_INDAH);
      groceryBackend.use(http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, () => envelope(aSlottedDelivery({ warehouse: PONDOK_INDAH }))));
      await mountGrocery({ user: BUDI });
      // Nothing below the first screen has come near: the shipping section is still its placeholder.
      expect(screen.queryByRole('button', { name: '+ Bag' })).not.toBeInTheDocument();
      const sheet = await openCombo();

      await userEvent.click(within(sheet).getByRole('button', { name: 'Tambah paket ke bag' }));

      expect(await within(sheet).findByText('Paket ditambahkan ke bag.')).toBeInTheDocument();
      expect(updates).toEqual([expect.objectContaining({ params: DELIVER_NOW })]);
      expect(screen.getByRole('button', { name: '+ Bag' })).toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });
});
