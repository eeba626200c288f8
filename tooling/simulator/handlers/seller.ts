// The seller and social actions (spec §4 Merchant follow/unfollow, §5, §6, §7): whether the shopper
// follows a merchant of the catalogue, following or unfollowing it, and reporting a product (members
// only), kept in the shopper's session; and the offline stores that also sell a product.
import {
  PRODUCT_REPORT_MAX_LENGTH,
  PRODUCT_REPORT_MIN_LENGTH,
  type MerchantFavoriteDto,
  type OfflineMerchantDto,
  type ProductReportContentDto,
} from '@pdp/backend-api/social';
import { fail, ok, type Handler, type Router } from '../http-kit';
import { resolveProductId } from '../catalogue/load-catalogue';
import { PRODUCT_REPORT_REASONS, fileReport, reasonDtos } from './report-reasons';
import type { HandlerContext } from './context';

/** The product report's content (spec §3 Other report): its reasons, the report menu first, then the options. */
const PRODUCT_REPORT_CONTENT: ProductReportContentDto = {
  id: 'report-product',
  type: 'PRODUCT',
  reasons: reasonDtos(PRODUCT_REPORT_REASONS),
  menuVisible: true,
  optionsVisible: true,
};

export function sellerRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  const merchants = new Set(catalogue.products.map((product) => product.merchant.code));
  const answer = (merchantCode: string, followed: boolean) => ok<MerchantFavoriteDto>({ merchantCode, followed });

  const change =
    (follow: boolean): Handler =>
    ({ params, sessionId }) => {
      const session = sessions.get(sessionId);
      if (!session.userId) return fail(401);
      const code = params.code ?? '';
      if (!merchants.has(code)) return fail(404);
      if (follow) session.followedMerchants.add(code);
      else session.followedMerchants.delete(code);
      return answer(code, follow);
    };

  router.add('GET', '/backend/official/merchant-favorites/:code', 'merchant-favorite', ({ params, sessionId }) => {
    const code = params.code ?? '';
    if (!merchants.has(code)) return fail(404);
    return answer(code, sessions.get(sessionId).followedMerchants.has(code));
  });
  router.add('POST', '/backend/official/merchant-favorites/:code/_follow', 'merchant-follow', change(true));
  router.add('DELETE', '/backend/official/merchant-favorites/:code/_unfollow', 'merchant-unfollow', change(false));

  router.add('GET', '/backend/product/products/:id/offline-merchants', 'offline-merchants', ({ params }) => {
    const found = resolveProductId(catalogue, params.id ?? '');
    if (!found) return fail(404);
    const { product } = found;
    return ok<OfflineMerchantDto[]>(product.tags.includes('OFFLINE') ? (product.offlineMerchants ?? []) : []);
  });

  router.add('GET', '/backend/common/content/report-product', 'report-product-reasons', () => ok(JSON.stringify(PRODUCT_REPORT_CONTENT)));
  router.add('POST', '/backend/product/products/:id/_report', 'product-report', async (context) => {
    const session = sessions.get(context.sessionId);
    if (!session.userId) return fail(401);
    const found = resolveProductId(catalogue, context.params.id ?? '');
    if (!found || found.product.status !== 'ACTIVE') return fail(404);
    const request = ((await context.body()) ?? {}) as { description?: unknown };
    const { description } = request;
    const length = typeof description === 'string' ? description.trim().length : 0;
    if (length < PRODUCT_REPORT_MIN_LENGTH || length > PRODUCT_REPORT_MAX_LENGTH) {
      const message = {
        id: `Ceritakan masalahnya dalam ${PRODUCT_REPORT_MIN_LENGTH}–${PRODUCT_REPORT_MAX_LENGTH} karakter.`,
        en: `Describe the problem in ${PRODUCT_REPORT_MIN_LENGTH}–${PRODUCT_REPORT_MAX_LENGTH} characters.`,
      };
      return fail(400, 'INVALID_DESCRIPTION', { product: [message[context.language]] });
    }
    // The body is read once: the report rule reads it from here.
    return fileReport({ ...context, body: async () => request }, session, `product:${found.product.productSku}`, PRODUCT_REPORT_REASONS, 'product');
  });
}
