// The service section on the grocery page (decisions 0068, 0087): the subscription, the quote, the
// installments, the trade-in and the add-ons an item's data offers, as on retail, with the installment
// page under /grocery and the one trade-in and installation pages (spec §2); pay-later; the add-ons
// ticked go on the grocery bag's line.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductTag } from '@pdp/backend-api/enums';
import { aSlottedDelivery, berasSummary, BUDI, PONDOK_INDAH, saveSelectedStore } from '../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mountGrocery } from '../__tests__';

groceryPageTests();

const installments = () =>
  envelope({
    id: 'INST-BRS-1-00001',
    methods: [{ paymentMethod: 'KREDIVO', name: 'Kredivo', type: 'NON-CC', feePromo: null, lowestMonthlyAmount: 13000 }],
  });

/** The grocery backend with the rice tagged `tags`; records every path asked for. */
function serveRiceTagged(tags: ProductTag[]) {
  const asked: string[] = [];
  groceryBackend.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
  groceryBackend.use(
    http.get(`${GROCERY_BACKEND}/product-detail/products/:id/_summary`, () => envelope(berasSummary({ tags: ['GROCERY_STORE', ...tags] }))),
    http.get(`${GROCERY_BACKEND}/subscription/products/:itemSku`, ({ params }) =>
      envelope({
        itemSku: params.itemSku,
        price: 36000,
        frequencies: ['WEEKLY', 'MONTHLY'],
        minQuantity: 1,
        maxQuantity: 4,
        inCart: false,
        subscriptionId: null,
      }),
    ),
    http.get(`${GROCERY_BACKEND}/subscription/products/:itemSku/benefit`, () => envelope({ discountPercent: 5, shippingDiscount: 10000, notes: [] })),
    http.get(`${GROCERY_BACKEND}/product-detail/products/:itemSku/quote-terms`, ({ params }) =>
      envelope({ itemSku: params.itemSku, minQuantity: 24, maxQuantity: 2000, replyWithinHours: 24, sellerNote: 'Harga khusus untuk warung.' }),
    ),
    http.get(`${GROCERY_BACKEND}/product/products/:itemSku/installments`, installments),
    http.get(`${GROCERY_BACKEND}/product-detail/products/:itemSku/installments`, installments),
  );
  return asked;
}

afterEach(() => groceryBackend.events.removeAllListeners());

describe('services on the grocery page', () => {
  it('offers a subscription on an item tagged SUBSCRIPTION and a quote on one tagged WHOLESALE', async () => {
    serveRiceTagged(['SUBSCRIPTION', 'WHOLESALE']);
    await mountGrocery();
    expect(await within(await screen.findByRole('region', { name: 'Langganan' })).findByRole('button', { name: 'Atur langganan' })).toBeEnabled();
    expect(await screen.findByRole('region', { name: 'Beli dalam jumlah banyak' })).toBeInTheDocument();
  });

  it('tells of pay-later in the service section, with the way to its introduction page', async () => {
    serveRiceTagged(['SUBSCRIPTION']);
    await mountGrocery();
    const payLater = await screen.findByRole('region', { name: 'PayLater' });
    expect(within(payLater).getByRole('link', { name: 'Pelajari PayLater' })).toHaveAttribute('href', '/member/pay-later');
  });

  it('links installments to the grocery installment page', async () => {
    serveRiceTagged(['INSTALLMENT']);
    await mountGrocery();
    expect(await screen.findByRole('link', { name: 'Lihat semua cicilan' })).toHaveAttribute(
      'href',
      '/grocery/p/beras-pandan-wangi/is--BRS-1-00001/installment',
    );
  });

  it('offers the trade-in and the add-ons an item has, each leading to its page, and puts the add-ons on the grocery bag line', async () => {
    serveRiceTagged(['RETURNABLE']);
    const updates: unknown[] = [];
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/trade-in/products/:itemSku`, () => envelope({ eligible: true, maxDiscount: 150_000 })),
      http.get(`${GROCERY_BACKEND}/add-on/installations/:itemSku`, () =>
        envelope([{ id: 'INST-RCK-DEMO', name: 'Demo pemakaian di rumah', price: 25000, details: ['Teknisi menunjukkan cara pakai'] }]),
      ),
      http.post(`${GROCERY_BACKEND}/add-on/availability`, () => envelope([{ id: 'INST-RCK-DEMO', available: true }])),
      http.post(`${GROCERY_BACKEND}/grocery/carts/_bulk-update`, async ({ request }) => {
        updates.push(await request.json());
        return envelope({ cartCount: 1 });
      }),
    );
    saveSelectedStore(PONDOK_INDAH);
    groceryBackend.use(http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, () => envelope(aSlottedDelivery({ warehouse: PONDOK_INDAH }))));
    const props = await mountGrocery({ user: BUDI });

    const tradeIn = await screen.findByRole('region', { name: 'Tukar tambah' });
    expect(within(tradeIn).getByRole('link', { name: 'Lihat perangkat yang bisa ditukar' })).toHaveAttribute(
      'href',
      '/trade-in/s/beras-pandan-wangi/is--BRS-1-00001',
    );
    const addOns = await screen.findByRole('region', { name: 'Layanan tambahan' });
    expect(within(addOns).getByRole('link', { name: 'Lihat detail pemasangan' })).toHaveAttribute(
      'href',
      '/add-on/installation/beras-pandan-wangi/is--BRS-1-00001',
    );
    await userEvent.click(await within(addOns).findByRole('checkbox', { name: 'Demo pemakaian di rumah +Rp25.000' }));
    await waitFor(() => expect(screen.getByTestId('grocery-slot')).toHaveTextContent('Antar sekarang'));
    await userEvent.click(within(screen.getByRole('region', { name: 'Pengiriman' })).getByRole('button', { name: '+ Bag' }));

    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(updates).toEqual([
      {
        cartType: 'REGULAR',
        items: [{ itemSku: 'BRS-1-00001', quantity: 1, pickupPointCode: 'PP-RNC-PIK', fulfillment: 'delivery', addOns: ['INST-RCK-DEMO'] }],
      },
    ]);
    expect(props.reportBagCount).toHaveBeenCalledWith({ vendor: 'GROCERY', count: 1 });
  });
});
