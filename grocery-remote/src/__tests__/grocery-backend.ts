// HTTP mocked at the network for the grocery remote's tests: an MSW server for the backend the tests
// mount with, answering the retail page's calls plainly (pdp-remote's testing defaults) and the
// grocery calls with a Ranch Market store near Kemang that delivers now and on schedule. Each test
// overrides what it is about with `groceryBackend.use(...)`.
import { configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { defaultBackendHandlers, envelope } from '@pdp/test-kit';
import { aSlottedDelivery, aStore, berasSummary } from './factories';

export const GROCERY_BACKEND = 'http://grocery.test/backend';

export { envelope, http, HttpResponse };

/** The grocery calls, answered as the Kemang store would. */
const groceryHandlers = (base: string) => [
  http.get(`${base}/product-detail/products/:id/_summary`, () => envelope(berasSummary())),
  http.get(`${base}/product-detail/products/:id/price-summary`, ({ request }) => {
    const quantity = Number(new URL(request.url).searchParams.get('qty'));
    return envelope({
      quantity,
      price: { listed: 42000, offered: 38900, cashback: 0, total: 38900 * quantity },
      vouchersApplied: [],
      vouchers: [],
      wholesale: [],
      item: { itemSku: 'BRS-1-00001', maxQuantity: 20 },
    });
  }),
  http.get(`${base}/grocery/products/:id/slotted-delivery`, () => envelope(aSlottedDelivery())),
  http.get(`${base}/grocery/slotted-delivery/_resolve`, () => envelope(aSlottedDelivery())),
  http.post(`${base}/grocery/stores/_nearby`, () =>
    envelope([aStore(), aStore({ code: 'WH-RNC-PIK', name: 'Ranch Market Pondok Indah', pickupPoint: 'PP-RNC-PIK', distanceKm: 3 })]),
  ),
  http.get(`${base}/grocery/store-picker/nearby`, () => envelope([aStore()])),
  http.get(`${base}/common/content/grocery-store-picker-config`, () =>
    envelope(JSON.stringify({ radiusKm: 25, maxStores: 5, defaultLocation: { latitude: -6.2, longitude: 106.8 }, geolocationTimeoutMs: 5000 })),
  ),
  ...(['get', 'post'] as const).map((verb) =>
    http[verb](`${base}/grocery/checkouts/summary`, () =>
      envelope({ itemCount: 0, subtotal: 0, deliveryFee: 0, freeDeliveryMinimum: 150000, minimumOrder: 50000 }),
    ),
  ),
  http.get(`${base}/grocery/recommendations`, () => envelope([])),
];

/** Every call of the grocery page, for a test file to start, override and stop. */
export const groceryBackend = setupServer(...groceryHandlers(GROCERY_BACKEND), ...defaultBackendHandlers(GROCERY_BACKEND));

/**
 * Starts the mock for a test file, failing any call no handler answers. Mounting through the real
 * lifecycles can take over Testing Library's default second on a busy two-core CI machine, so its
 * waits get longer here (a failing wait still fails, only later).
 */
export function startGroceryBackend() {
  configure({ asyncUtilTimeout: 4000 });
  jest.setTimeout(20_000);
  beforeAll(() => groceryBackend.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => groceryBackend.resetHandlers());
  afterAll(() => groceryBackend.close());
}
