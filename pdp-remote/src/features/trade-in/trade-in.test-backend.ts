// The trade-in calls as the trade-in tests serve them (trade-in.test.tsx and
// trade-in.fault-matrix.test.tsx): an item that trades (up to Rp1.500.000 off), the devices taken in,
// and the item's trade-in page; and the devices listed as the page lists them.
import { screen, within } from '@testing-library/react';
import type { TradeInCategoryDto } from '@pdp/backend-api/trade-in';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';

export const CATEGORIES: TradeInCategoryDto[] = [
  {
    code: 'HANDPHONE',
    name: 'Handphone',
    subcategories: [
      { code: 'HP-ANDROID', name: 'Android', maxPrice: 1_500_000 },
      { code: 'HP-IPHONE', name: 'iPhone', maxPrice: 1_200_000 },
    ],
  },
];
export const TRADE_IN_PAGE = '/trade-in/s/sepatu-lari-aero/ps--SPL-1';

export function serveTradeIn({ eligibility = () => envelope({ eligible: true, maxDiscount: 1_500_000 }), categories = () => envelope(CATEGORIES) } = {}) {
  const calls: string[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'RETURNABLE'] }))),
    http.get(`${TEST_BACKEND}/trade-in/products/:itemSku`, ({ params }) => (calls.push(`eligibility ${String(params.itemSku)}`), eligibility())),
    http.get(`${TEST_BACKEND}/trade-in/products/:itemSku/category-info`, () => (calls.push('categories'), categories())),
  );
  return calls;
}

/** The trade-in page lists the phones taken in (`CATEGORIES`), each with the most it is worth. */
export async function phonesListed() {
  const phones = await screen.findByRole('region', { name: 'Handphone' });
  expect(
    within(phones)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Android · hingga Rp1.500.000', 'iPhone · hingga Rp1.200.000']);
}
