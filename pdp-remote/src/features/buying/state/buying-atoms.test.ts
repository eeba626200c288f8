// One buying call at a time (the buying atoms on their own, no page), against the simulator (its cart
// handlers, mounted in MSW), Budi's session signed in: the running shoes' black 40 put in his bag.
import { createStore } from 'jotai';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { backendClientAtom } from '../../../shared/http/backend-atoms';
import { createBackendClient } from '../../../shared/http/backend-client';
import { retailBagAtom } from '../../../shared/cart/retail-bag';
import { BUDI } from '../../../__tests__/members';
import { LINE as ONE, T_SHIRT_ADD, addsSent, tShirtAddedInAnotherTab } from '../buying.test-page';
import { addToBagAtom, buyNowAtom, buyingStateAtom, confirmFulfillmentChangeAtom, type AddedItem } from './buying-atoms';

const backend = startSimulatorBackend(TEST_BACKEND);

const LINE = { ...ONE, quantity: 2 } as const;
const ITEM: AddedItem = {
  itemSku: 'SPL-60001-00001',
  name: 'Sepatu Lari Pria Aero Run 2',
  imageUrl: null,
  quantity: 2,
  unitPrice: 629300,
  variant: 'Hitam, 40',
};

async function setUp() {
  await backend.session.signIn(BUDI.email);
  const store = createStore();
  store.set(backendClientAtom, createBackendClient({ baseUrl: TEST_BACKEND }));
  return { store, call: store.get(retailBagAtom).add };
}

describe('one buying call at a time', () => {
  it('answers busy to an add while another is under way, and sends one request', async () => {
    const { store, call } = await setUp();
    const first = store.set(addToBagAtom, { line: LINE, item: ITEM, call });
    expect(store.get(buyingStateAtom).busy).toBe('add');

    await expect(store.set(addToBagAtom, { line: LINE, item: ITEM, call })).resolves.toEqual({ kind: 'busy' });
    await expect(store.set(buyNowAtom, { line: LINE })).resolves.toEqual({ kind: 'busy' });
    await expect(first).resolves.toEqual({ kind: 'added', cartCount: 1, item: ITEM });

    expect(addsSent(backend)).toEqual([{ cartType: 'REGULAR', items: [LINE] }]);
    expect(backend.sent('POST', /\/_quick$/)).toHaveLength(0);
    expect(store.get(buyingStateAtom).busy).toBeNull();
  });

  it('sends the last add again, confirmed', async () => {
    const { store, call } = await setUp();
    await expect(store.set(confirmFulfillmentChangeAtom)).resolves.toEqual({ kind: 'busy' });
    expect(addsSent(backend)).toHaveLength(0);

    await store.set(addToBagAtom, { line: LINE, item: ITEM, call });
    // Meanwhile a T-shirt went into the bag from another tab: the confirmed add's answer counts two lines.
    await tShirtAddedInAnotherTab();
    await expect(store.set(confirmFulfillmentChangeAtom)).resolves.toEqual({ kind: 'added', cartCount: 2, item: ITEM });

    expect(addsSent(backend)).toEqual([
      { cartType: 'REGULAR', items: [LINE] },
      T_SHIRT_ADD,
      { cartType: 'REGULAR', items: [LINE], confirmFulfillmentChange: true },
    ]);
  });

  it('is free again after a buy now', async () => {
    const { store } = await setUp();
    await expect(store.set(buyNowAtom, { line: LINE })).resolves.toEqual({
      kind: 'checkout',
      result: { status: 'READY_CHECKOUT', checkoutId: expect.stringMatching(/^CO-[0-9a-f]{12}$/) },
    });
    expect(store.get(buyingStateAtom).busy).toBeNull();
  });
});
