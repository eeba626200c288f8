// Buying as its tests read it (buying.test.tsx, notify-me.test.tsx, buying.fault-matrix.test.tsx,
// state/buying-atoms.test.ts), on the simulator (handlers/cart.ts, handlers/product-details.ts): the
// running shoes (sepatu-lari-aero-run.json): the black 40 their page shows first (Rp629.300, 12 left),
// the white 40 (Rp719.200), the black 41 (3 left) and the black 42 (sold out); the calls the page sent
// to buy them, a call held in flight, what quick checkout answers for the session, and the rest of the
// page working after a failure.
import { TEST_BACKEND, http } from '@pdp/test-kit/backend-mock';
import type { SimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { SHOES } from '../../__tests__/products';

export { SHOES };
/** The shoes' white 40 (Rp719.200, 20 left). */
export const SHOES_WHITE_40 = '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00004';
/** The shoes' black 42: sold out (stock 0), so the page offers the stock reminder. */
export const SHOES_SOLD_OUT = '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00003';
/** The line the page sends for one black 40, delivered from the shoes' pickup point (the merchant's). */
export const LINE = { itemSku: 'SPL-60001-00001', quantity: 1, pickupPointCode: 'PP-AER-60001', fulfillment: 'delivery' } as const;

/** The simulator's paths of add to bag, buy now and the stock reminder. */
const ADD_CALL = /^\/backend\/retail\/carts\/_add-bulk$/;
const QUICK_CALL = /^\/backend\/retail\/checkouts\/_quick$/;
const NOTIFY_CALL = /^\/backend\/product\/products\/[^/]+\/_notify-me$/;
/** The session fault paths (globs) of the same calls. */
export const ADD_PATH = '/backend/retail/carts/_add-bulk';
export const QUICK_PATH = '/backend/retail/checkouts/_quick';
export const NOTIFY_PATH = '/backend/product/products/*/_notify-me';

/** The add-to-bag bodies the page sent. */
export const addsSent = (backend: SimulatorBackend) => backend.sent('POST', ADD_CALL).map((call) => call.body);
/** The buy-now calls the page sent, each as its body and its `source`. */
export const buysSent = (backend: SimulatorBackend) => backend.sent('POST', QUICK_CALL).map((call) => ({ body: call.body, source: call.query.get('source') }));
/** The quantities the page asked the price summary for, in order. */
export const priceQuantitiesAsked = (backend: SimulatorBackend) =>
  backend.sent('GET', /^\/backend\/product-detail\/products\/[^/]+\/price-summary$/).map((call) => Number(call.query.get('qty')));
/** The stock reminders the page sent, each as its path and body. */
export const remindersSent = (backend: SimulatorBackend) => backend.sent('POST', NOTIFY_CALL).map((call) => ({ pathname: call.pathname, body: call.body }));

/**
 * Holds the page's `method` calls to `path` (an MSW path under the test backend) until `release()`, then
 * lets the simulator answer them (a handler that answers nothing passes the call on).
 */
export function holdCalls(backend: SimulatorBackend, method: 'post' | 'get', path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  backend.server.use(
    http[method](`${TEST_BACKEND}${path}`, async () => {
      await held;
    }),
  );
  return { release };
}

async function inTheSession(path: string, json: unknown) {
  const answer = await fetch(`${TEST_BACKEND}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: unknown }).data;
}

/** The add of a T-shirt (kaos-polos.json) made in another tab. */
export const T_SHIRT_ADD = { cartType: 'REGULAR', items: [{ itemSku: 'KAO-60002-00001', quantity: 1, fulfillment: 'delivery' }] };

/** The member puts a T-shirt in the bag in another tab, in the same simulator session (its add is among `addsSent`). */
export const tShirtAddedInAnotherTab = () => inTheSession('retail/carts/_add-bulk', T_SHIRT_ADD);

/** The member asks, in another tab, to be told when `itemSku` is back in stock. */
export const reminderSavedInAnotherTab = (itemSku: string, email: string) => inTheSession(`product/products/${itemSku}/_notify-me`, { email });

/**
 * The checkout ids the simulator answered the page's buy-now calls with, in the file's each test (the
 * simulator makes them up): set up once, at the top of the file.
 */
export function checkoutIdsAnswered(backend: SimulatorBackend): string[] {
  const ids: string[] = [];
  const onResponse = ({ request, response }: { request: Request; response: Response }) => {
    if (request.method !== 'POST' || !QUICK_CALL.test(`/backend${new URL(request.url).pathname.slice(new URL(TEST_BACKEND).pathname.length)}`)) return;
    void response
      .clone()
      .json()
      .then((answer: { data?: { checkoutId?: string | null } }) => {
        if (answer.data?.checkoutId) ids.push(answer.data.checkoutId);
      });
  };
  beforeEach(() => {
    ids.length = 0;
    backend.server.events.on('response:mocked', onResponse);
  });
  afterEach(() => backend.server.events.removeListener('response:mocked', onResponse));
  return ids;
}
