// The voucher calls of the product page as the promotions tests serve them (promotions.test.tsx and
// promotions.fault-matrix.test.tsx): the product's, the seller's and the seller's shipping vouchers, a
// claim, the terms, and a price summary that shows a claimed voucher applied.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MerchantVoucherDto, ProductVouchersDto, SellerShippingVoucherDto } from '@pdp/backend-api/vouchers';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';

export const BUDI = { id: 'u1', name: 'Budi' };
const END = '2026-12-02T16:59:59.000Z';
const reward = (type: 'DISCOUNT' | 'AMOUNT_OFF', value: number, maxAmount: number | null = null) => ({ type, value, maxAmount });

export const PRODUCT_VOUCHERS: ProductVouchersDto = {
  recommendedPromotion: { title: 'Hemat s.d. Rp100.000 dengan voucher toko', description: 'Klaim voucher toko, lalu pakai saat checkout.' },
  platformVouchers: [{ code: 'PDPHEMAT5', name: 'Diskon 5% platform', reward: reward('DISCOUNT', 5, 50000), minPurchase: 1000000, endDate: END }],
  platformShippingVouchers: [{ code: 'ONGKIRHEMAT', name: 'Gratis ongkir', reward: reward('AMOUNT_OFF', 20000), minPurchase: 100000, endDate: END }],
};
export const merchantVoucher = (overrides: Partial<MerchantVoucherDto> = {}): MerchantVoucherDto => ({
  id: 'MV-1',
  code: 'AEROHEMAT',
  name: 'Potongan Rp100.000',
  status: 'ACTIVE',
  remainingQuota: 25,
  reward: reward('AMOUNT_OFF', 100000),
  minPurchase: 500000,
  endDate: END,
  ...overrides,
});
const SELLER_SHIPPING: SellerShippingVoucherDto = {
  id: 'SV-1',
  code: 'AEROONGKIR',
  title: 'Ongkir toko s.d. Rp15.000',
  status: 'ACTIVE',
  remainingQuota: 50,
  reward: reward('AMOUNT_OFF', 15000),
  minPurchase: 200000,
  endDate: END,
};

export interface Backend {
  product?: () => Response;
  merchant?: () => Response;
  info?: () => Response;
  claim?: (id: string) => Response;
  terms?: (path: string) => Response;
}

/** Serves the voucher calls; records claims and the price summaries asked for. */
export function serveVouchers(backend: Backend = {}) {
  const calls = { claims: [] as { id: string; itemSku: string | null }[], priceSummaries: 0, terms: [] as string[] };
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())),
    http.get(`${TEST_BACKEND}/product-detail/products/:id/vouchers`, () => backend.product?.() ?? envelope(PRODUCT_VOUCHERS)),
    http.get(
      `${TEST_BACKEND}/product/merchant/vouchers`,
      () => backend.merchant?.() ?? envelope([merchantVoucher(), merchantVoucher({ id: 'MV-2', code: 'AERO10', name: 'Diskon 10%', remainingQuota: 0 })]),
    ),
    http.get(
      `${TEST_BACKEND}/product/merchant/vouchers-info`,
      () => backend.info?.() ?? envelope({ merchantVoucherCount: 2, sellerShippingVouchers: [SELLER_SHIPPING] }),
    ),
    http.post(`${TEST_BACKEND}/product/merchant/vouchers/:id/_claim`, ({ params, request }) => {
      calls.claims.push({ id: String(params.id), itemSku: new URL(request.url).searchParams.get('itemSku') });
      return backend.claim?.(String(params.id)) ?? envelope({ id: params.id, status: 'CLAIMED' });
    }),
    http.get(`${TEST_BACKEND}/product-detail/*/tnc`, ({ request }) => {
      const path = new URL(request.url).pathname.replace('/backend/', '');
      calls.terms.push(path);
      return backend.terms?.(path) ?? envelope({ terms: ['Minimal belanja Rp500.000.', 'Satu voucher untuk satu akun.'] });
    }),
    http.get(`${TEST_BACKEND}/product-detail/products/:id/price-summary`, ({ request }) => {
      calls.priceSummaries += 1;
      const quantity = Number(new URL(request.url).searchParams.get('qty'));
      const applied = calls.claims.length > 0 ? [{ code: 'AEROHEMAT', amount: 100000 }] : [];
      return envelope({
        quantity,
        price: { listed: 899000, offered: 629300, cashback: 0, total: 629300 * quantity },
        vouchersApplied: applied,
        vouchers: [],
        wholesale: [],
        item: { itemSku: 'SPL-1-00001', maxQuantity: 10 },
      });
    }),
  );
  return calls;
}

/** Opens the voucher list from the promo row. */
export async function openList() {
  await userEvent.click(await screen.findByRole('button', { name: 'Lihat promo' }));
  return screen.findByRole('dialog', { name: 'Promo & voucher' });
}
