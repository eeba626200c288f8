import { createStore } from 'jotai';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { backendClientAtom } from '../../../shared/http/backend-atoms';
import { createBackendClient } from '../../../shared/http/backend-client';
import { retailBagAtom } from '../../../shared/cart/retail-bag';
import { addToBagAtom, buyNowAtom, buyingStateAtom, confirmFulfillmentChangeAtom, type AddedItem } from './buying-atoms';

startBackendMock();

const LINE = { itemSku: 'SPL-1-00001', quantity: 2, pickupPointCode: 'PP-1', fulfillment: 'delivery' } as const;
const ITEM: AddedItem = { itemSku: 'SPL-60001-00001', name: 'Sepatu Lari Aero', imageUrl: null, quantity: 2, unitPrice: 629300, variant: 'Hitam, 40' };

function setUp() {
  const bodies: unknown[] = [];
  backendServer.use(
    http.post(`${TEST_BACKEND}/retail/carts/_add-bulk`, async ({ request }) => {
      bodies.push(await request.json());
      return envelope({ cartCount: bodies.length });
    }),
    http.post(`${TEST_BACKEND}/retail/checkouts/_quick`, () => envelope({ status: 'READY_CHECKOUT', checkoutId: 'CO-1' })),
  );
  const store = createStore();
  store.set(backendClientAtom, createBackendClient({ baseUrl: TEST_BACKEND }));
  return { store, bodies, call: store.get(retailBagAtom).add };
}

describe('one buying call at a time', () => {
  it('answers busy to an add while another is under way, and sends one request', async () => {
    const { store, bodies, call } = setUp();
    const first = store.set(addToBagAtom, { line: LINE, item: ITEM, call });
    expect(store.get(buyingStateAtom).busy).toBe('add');

    await expect(store.set(addToBagAtom, { line: LINE, item: ITEM, call })).resolves.toEqual({ kind: 'busy' });
    await expect(store.set(buyNowAtom, { line: LINE })).resolves.toEqual({ kind: 'busy' });
    await expect(first).resolves.toEqual({ kind: 'added', cartCount: 1, item: ITEM });

    expect(bodies).toEqual([{ cartType: 'REGULAR', items: [LINE] }]);
    expect(store.get(buyingStateAtom).busy).toBeNull();
  });

  it('sends the last add again, confirmed', async () => {
    const { store, bodies, call } = setUp();
    await expect(store.set(confirmFulfillmentChangeAtom)).resolves.toEqual({ kind: 'busy' });
    expect(bodies).toHaveLength(0);

    await store.set(addToBagAtom, { line: LINE, item: ITEM, call });
    await expect(store.set(confirmFulfillmentChangeAtom)).resolves.toEqual({ kind: 'added', cartCount: 2, item: ITEM });

    expect(bodies).toEqual([
      { cartType: 'REGULAR', items: [LINE] },
      { cartType: 'REGULAR', items: [LINE], confirmFulfillmentChange: true },
    ]);
  });

  it('is free again after a buy now', async () => {
    const { store } = setUp();
    await expect(store.set(buyNowAtom, { line: LINE })).resolves.toEqual({ kind: 'checkout', result: { status: 'READY_CHECKOUT', checkoutId: 'CO-1' } });
    expect(store.get(buyingStateAtom).busy).toBeNull();
  });
});
