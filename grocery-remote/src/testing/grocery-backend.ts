// HTTP mocked at the network for the grocery remote's tests: an MSW server for the backend the tests
// mount with, answering the retail page's calls plainly (pdp-remote's testing defaults) and the
// grocery calls with a Ranch Market store near Kemang that delivers now and on schedule. Each test
// overrides what it is about with `groceryBackend.use(...)`.
import { configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { GroceryStoreDto, ProductSummaryDto, SlottedDeliveryDto } from '@pdp/shared-contracts';
import { aSummary, defaultBackendHandlers, envelope } from '@pdp/pdp-remote/testing';

export const GROCERY_BACKEND = 'http://grocery.test/backend';

export { envelope, http, HttpResponse };

/** The retail test summary as a grocery product: a rice of two weights sold by a Ranch Market store. */
export function berasSummary(overrides: Partial<ProductSummaryDto> = {}): ProductSummaryDto {
  return aSummary({
    vendor: 'GROCERY',
    itemSku: 'BRS-1-00001',
    productSku: 'BRS-1',
    productCode: 'MTA-BRS-1',
    name: 'Beras Pandan Wangi',
    urlFriendlyName: 'beras-pandan-wangi',
    brand: null,
    images: [{ full: '/m/beras.svg', thumbnail: '/m/beras.svg' }],
    categories: [{ id: '80100', name: 'Beras & Biji-bijian' }],
    price: { listed: 42000, offered: 38900, discountPercentage: 7 },
    tags: ['GROCERY_STORE'],
    stock: 50,
    statistics: { rating: 4.8, reviewCount: 902, soldCount: 7300 },
    attributes: [{ code: 'berat', name: 'Berat', display: 'BUTTON', values: [{ value: '2 kg' }, { value: '5 kg' }] }],
    options: [
      { itemSku: 'BRS-1-00001', selected: true, available: true, attributes: { berat: '2 kg' } },
      { itemSku: 'BRS-1-00002', selected: false, available: true, attributes: { berat: '5 kg' } },
    ],
    merchant: { code: 'RNC-1', name: 'Ranch Market Kemang', url: '/merchant/ranch/RNC-1', commissionType: 'CC' },
    pickupPointCode: 'PP-RNC-KMG',
    sellerGroup: 'RANCH',
    details: { campaignInfo: null, usps: [], warranty: null, cheapestPrice: null, maxQuantity: 20 },
    ...overrides,
  });
}

const hours = (status: 'available' | 'unavailable' = 'available') => [
  { date: '2026-11-22', open: '07:00', close: '22:00', status },
  { date: '2026-11-23', open: '07:00', close: '22:00', status },
];

export function aStore(overrides: Partial<GroceryStoreDto> = {}): GroceryStoreDto {
  return {
    code: 'WH-RNC-KMG',
    groupName: 'RANCH',
    pickupPoint: 'PP-RNC-KMG',
    available: true,
    name: 'Ranch Market Kemang',
    address: 'Jl. Kemang Raya No. 8',
    city: 'Jakarta Selatan',
    distanceKm: 0.4,
    pickupHours: hours(),
    ...overrides,
  };
}

export const unavailableHours = () => hours('unavailable');

export function aSlottedDelivery(overrides: Partial<SlottedDeliveryDto> = {}): SlottedDeliveryDto {
  return {
    warehouse: aStore(),
    shippings: [
      {
        type: 'DELIVER_NOW',
        logisticCode: 'HOUR_DEL',
        price: 20000,
        slots: [
          { id: 'NOW-2026-11-22T11:00', date: '2026-11-22', start: '11:00', end: '12:00', status: 'available' },
          { id: 'NOW-2026-11-22T12:00', date: '2026-11-22', start: '12:00', end: '13:00', status: 'full' },
        ],
      },
      {
        type: 'SCHEDULED_DELIVERY',
        logisticCode: 'SLOT_DEL',
        price: 10000,
        slots: [
          { id: 'SCH-2026-11-23T08:00', date: '2026-11-23', start: '08:00', end: '10:00', status: 'available' },
          { id: 'SCH-2026-11-23T10:00', date: '2026-11-23', start: '10:00', end: '12:00', status: 'full' },
          { id: 'SCH-2026-11-24T13:00', date: '2026-11-24', start: '13:00', end: '15:00', status: 'available' },
        ],
      },
    ],
    conditions: [],
    ...overrides,
  };
}

/** The grocery calls, answered as the Kemang store would. */
export const groceryHandlers = (base: string) => [
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
  http.get(`${base}/grocery/checkouts/summary`, () =>
    envelope({ itemCount: 0, subtotal: 0, deliveryFee: 0, freeDeliveryMinimum: 150000, minimumOrder: 50000 }),
  ),
  http.post(`${base}/grocery/recommendations`, () => envelope([])),
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
