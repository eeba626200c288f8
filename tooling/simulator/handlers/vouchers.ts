// Vouchers and promotions (spec §3 Vouchers, §4 Voucher claim, §7, §8 Others): the platform's
// vouchers of a product, the seller's vouchers of an item, their terms, and the claim, whose state
// (claimed vouchers, one less in the quota) lives in the shopper's session.
import type { PriceSummaryDto } from '@pdp/backend-api/backend';
import type {
  MerchantVoucherDto,
  MerchantVouchersInfoDto,
  PlatformVoucherDto,
  ProductVouchersDto,
  SellerShippingVoucherDto,
  VoucherClaimDto,
  VoucherTermsDto,
} from '@pdp/backend-api/vouchers';
import { BadRequest, fail, ok, queryParam, type Router } from '../http-kit';
import { resolveProductId } from '../catalogue/load-catalogue';
import type { MerchantVoucherFixture, PlatformVoucherFixture, ProductFixture, VoucherFixtureBase } from '../catalogue/fixture-types';
import type { SessionState } from '../sessions';
import type { HandlerContext } from './context';
import { endOfJakartaDay } from '../clock';

const CLAIM_REFUSALS = {
  VOUCHER_CLAIMED: { id: 'Voucher ini sudah kamu simpan.', en: 'You already saved this voucher.' },
  QUOTA_RUN_OUT: { id: 'Yah, kuota voucher ini sudah habis.', en: 'This voucher has run out.' },
} as const;

function termsSummary(voucher: VoucherFixtureBase, now: number) {
  // The end (23:59:59 in Jakarta) of the Jakarta day `endsInDays` after today's, so the date a shopper
  // reads does not move within their day.
  return { reward: voucher.reward, minPurchase: voucher.minPurchase, endDate: endOfJakartaDay(now, voucher.endsInDays) };
}

const platformVoucher = (voucher: PlatformVoucherFixture, now: number): PlatformVoucherDto => ({
  code: voucher.code,
  name: voucher.name,
  ...termsSummary(voucher, now),
});

/** A seller's voucher as this session sees it: CLAIMED with one less in the quota once it claimed it. */
function sellerVoucher(voucher: MerchantVoucherFixture, session: SessionState, now: number): MerchantVoucherDto {
  const claimed = session.claimedVouchers.has(voucher.id);
  return {
    id: voucher.id,
    code: voucher.code,
    name: voucher.name,
    status: claimed ? 'CLAIMED' : voucher.status,
    remainingQuota: claimed ? Math.max(0, voucher.remainingQuota - 1) : voucher.remainingQuota,
    ...termsSummary(voucher, now),
  };
}

/** What a voucher takes off `total`: a capped percentage, or an amount (never more than the total). */
function voucherAmount(voucher: VoucherFixtureBase, total: number): number {
  const { type, value, maxAmount } = voucher.reward;
  const amount = type === 'DISCOUNT' ? Math.floor((total * value) / 100) : value;
  return Math.min(amount, maxAmount ?? amount, total);
}

/**
 * The price summary's voucher lines: every platform and merchant voucher of the product, and those
 * applied to `total`: the platform's by themselves, the seller's once claimed, each when the total
 * reaches its minimum purchase. Shipping vouchers apply to shipping, not to the price.
 */
export function priceSummaryVouchers(product: ProductFixture, session: SessionState, total: number): Pick<PriceSummaryDto, 'vouchers' | 'vouchersApplied'> {
  const platform = product.vouchers?.platform ?? [];
  const merchant = product.vouchers?.merchant ?? [];
  const applicable = [...platform, ...merchant.filter((voucher) => session.claimedVouchers.has(voucher.id))];
  return {
    vouchers: [...platform, ...merchant].map(({ code, name }) => ({ code, name })),
    vouchersApplied: applicable
      .filter((voucher) => total >= voucher.minPurchase)
      .map((voucher) => ({ code: voucher.code, amount: voucherAmount(voucher, total) })),
  };
}

export function voucherRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  const itemOf = (url: URL) => {
    const itemSku = queryParam(url, 'itemSku');
    if (itemSku === null) throw new BadRequest('itemSku is required');
    const found = catalogue.byItemSku.get(itemSku);
    return found && found.product.status === 'ACTIVE' ? found : null;
  };
  const platformTerms = (code: string | undefined, shipping: boolean) => {
    for (const product of catalogue.products) {
      const list = (shipping ? product.vouchers?.platformShipping : product.vouchers?.platform) ?? [];
      const voucher = list.find((candidate) => candidate.code === code);
      if (voucher) return ok<VoucherTermsDto>({ terms: voucher.terms });
    }
    return fail(404);
  };

  router.add('GET', '/backend/product-detail/products/:id/vouchers', 'vouchers', ({ params, now }) => {
    const found = resolveProductId(catalogue, params.id ?? '');
    if (!found || found.product.status !== 'ACTIVE') return fail(404);
    const { vouchers } = found.product;
    return ok<ProductVouchersDto>({
      recommendedPromotion: vouchers?.recommendedPromotion ?? null,
      platformVouchers: (vouchers?.platform ?? []).map((voucher) => platformVoucher(voucher, now)),
      platformShippingVouchers: (vouchers?.platformShipping ?? []).map((voucher) => platformVoucher(voucher, now)),
    });
  });

  router.add('GET', '/backend/product/merchant/vouchers-info', 'merchant-vouchers-info', ({ url, sessionId, now }) => {
    const found = itemOf(url);
    if (!found) return fail(404);
    const session = sessions.get(sessionId);
    return ok<MerchantVouchersInfoDto>({
      merchantVoucherCount: found.product.vouchers?.merchant?.length ?? 0,
      sellerShippingVouchers: (found.product.vouchers?.sellerShipping ?? []).map((voucher): SellerShippingVoucherDto => {
        const { name, ...rest } = sellerVoucher(voucher, session, now);
        return { ...rest, title: name };
      }),
    });
  });

  router.add('GET', '/backend/product/merchant/vouchers', 'merchant-vouchers', ({ url, sessionId, now }) => {
    const found = itemOf(url);
    if (!found) return fail(404);
    const session = sessions.get(sessionId);
    return ok((found.product.vouchers?.merchant ?? []).map((voucher) => sellerVoucher(voucher, session, now)));
  });

  router.add('GET', '/backend/product-detail/vouchers/:code/tnc', 'voucher-terms', ({ params }) => platformTerms(params.code, false));
  router.add('GET', '/backend/product-detail/vouchers/shipping/:code/tnc', 'shipping-voucher-terms', ({ params }) => platformTerms(params.code, true));
  router.add('GET', '/backend/product-detail/merchant/vouchers/:id/tnc', 'merchant-voucher-terms', ({ params }) => {
    const found = catalogue.sellerVouchers.get(params.id ?? '');
    return found ? ok<VoucherTermsDto>({ terms: found.voucher.terms }) : fail(404);
  });

  router.add('POST', '/backend/product/merchant/vouchers/:id/_claim', 'voucher-claim', ({ params, url, sessionId, language }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const found = itemOf(url);
    const entry = catalogue.sellerVouchers.get(params.id ?? '');
    if (!found || !entry || entry.product !== found.product) return fail(404);
    const { voucher } = entry;
    const refuse = (code: keyof typeof CLAIM_REFUSALS) => fail(400, code, { voucher: [CLAIM_REFUSALS[code][language]] });
    if (session.claimedVouchers.has(voucher.id) || voucher.status !== 'ACTIVE') return refuse('VOUCHER_CLAIMED');
    if (voucher.remainingQuota === 0) return refuse('QUOTA_RUN_OUT');
    session.claimedVouchers.add(voucher.id);
    return ok<VoucherClaimDto>({ id: voucher.id, status: 'CLAIMED' });
  });
}
