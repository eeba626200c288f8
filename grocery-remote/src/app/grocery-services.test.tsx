// The service section on the grocery page (decision 0068): the subscription, the quote and the
// installments an item's tags offer, as on retail, with the installment page under /grocery; pay-later; never
// the trade-in and add-ons, whose pages and bag lines are retail's.
import { screen, within } from '@testing-library/react';
import type { ProductTag } from '@pdp/backend-api/enums';
import { berasSummary } from '../testing/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mountGrocery } from '../testing';

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

  it('never asks for trade-in or add-ons', async () => {
    const asked = serveRiceTagged(['SUBSCRIPTION']);
    await mountGrocery();
    await screen.findByRole('region', { name: 'Langganan' });
    expect(asked.filter((path) => /\/(trade-in|add-on)\//.test(path))).toEqual([]);
  });
});
