// A price-summary endpoint for tests: unit price by quantity (wholesale tiers), optional failures
// and delays, and a log of the quantities asked for.
import { delay } from 'msw';
import type { WholesaleTierDto } from '@pdp/backend-api/backend';
import { TEST_BACKEND, backendServer, envelope, http } from './backend-mock';

interface PriceSummaryMockOptions {
  unitPrice?: (quantity: number) => number;
  listed?: number;
  cashback?: number;
  fail?: (quantity: number) => boolean;
  delayMs?: (quantity: number) => number;
  maxQuantity?: number;
  wholesale?: WholesaleTierDto[];
}

const DEFAULT_TIERS: WholesaleTierDto[] = [
  { minQuantity: 3, maxQuantity: 5, price: 599000 },
  { minQuantity: 6, maxQuantity: null, price: 579000 },
];

export function servePriceSummary({
  unitPrice = () => 629300,
  listed = 899000,
  cashback = 0,
  fail = () => false,
  delayMs = () => 0,
  maxQuantity = 10,
  wholesale = DEFAULT_TIERS,
}: PriceSummaryMockOptions = {}) {
  const asked: number[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/price-summary`, async ({ request }) => {
      const quantity = Number(new URL(request.url).searchParams.get('qty'));
      asked.push(quantity);
      await delay(delayMs(quantity));
      if (fail(quantity)) return envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' });
      const offered = unitPrice(quantity);
      return envelope({
        quantity,
        price: { listed, offered, cashback, total: offered * quantity },
        vouchersApplied: [],
        vouchers: [],
        wholesale,
        item: { itemSku: 'SPL-1-00001', maxQuantity },
      });
    }),
  );
  return asked;
}
