// Affiliate arrivals (spec §7; the paths and shapes are ours, contract `affiliate.ts`): the affiliate
// config as content, the session an arrival opens and the commission recorded for the product it
// landed on. Sessions are kept in the shopper's session, for the tests to read back
// (`GET /backend/_simulator/collected`).
import { randomUUID } from 'node:crypto';
import type {
  AffiliateCommissionDto,
  AffiliateCommissionRequestDto,
  AffiliateConfigDto,
  AffiliateSessionDto,
  AffiliateSessionRequestDto,
} from '@pdp/backend-api/affiliate';
import { parseProductId } from '@pdp/host-contract/product-id';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { BadRequest, fail, ok, type Router } from '../http-kit';
import type { HandlerContext } from './context';

/** Links are honoured from these channels; the product page records the commission. */
const AFFILIATE_CONFIG: AffiliateConfigDto = { enabled: true, channels: ['app', 'web', 'social'], commissionEnabled: true };
/** How long an affiliate session credits the affiliate. */
const AFFILIATE_SESSION_DAYS = 7;
/** The commission by storefront, in percent (retail pays more than groceries). */
const COMMISSION_PERCENT = { RETAIL: 5, GROCERY: 2 } as const;
const MAX_AFFILIATE_SESSIONS = 50;

const CODE = /^[\w.-]{1,64}$/;
const optionalCode = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && CODE.test(value));

export function affiliateRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  router.add('GET', '/backend/common/content/affiliate-config', 'affiliate-config', () => ok(AFFILIATE_CONFIG));

  router.add('POST', '/backend/affiliate/session', 'affiliate-session', async ({ body, sessionId, now }) => {
    const request = (await body()) as Partial<AffiliateSessionRequestDto> | undefined;
    if (typeof request?.affiliateId !== 'string' || !CODE.test(request.affiliateId))
      throw new BadRequest('affiliateId must be a code of 1 to 64 letters, digits, ".", "_" or "-"');
    if (!optionalCode(request.campaign) || !optionalCode(request.channel)) throw new BadRequest('campaign and channel must be codes or null');
    if (typeof request.landingPath !== 'string' || !request.landingPath.startsWith('/') || request.landingPath.includes('?'))
      throw new BadRequest('landingPath must be a path without a query');
    const kept = sessions.get(sessionId).affiliateSessions;
    const opened: AffiliateSessionDto = {
      sessionId: randomUUID(),
      expiresAt: new Date(now + AFFILIATE_SESSION_DAYS * 86_400_000).toISOString(),
    };
    kept.push({
      ...opened,
      affiliateId: request.affiliateId,
      campaign: request.campaign ?? null,
      channel: request.channel ?? null,
      landingPath: request.landingPath,
      commissions: [],
    });
    kept.splice(0, Math.max(0, kept.length - MAX_AFFILIATE_SESSIONS));
    return ok(opened);
  });

  router.add('POST', '/backend/affiliate/commission', 'affiliate-commission', async ({ body, sessionId }) => {
    const request = (await body()) as Partial<AffiliateCommissionRequestDto> | undefined;
    const id = typeof request?.productId === 'string' ? parseProductId(request.productId) : null;
    if (typeof request?.sessionId !== 'string' || !id) throw new BadRequest('sessionId and productId (ps--… or is--…) are required');
    const opened = sessions.get(sessionId).affiliateSessions.find((candidate) => candidate.sessionId === request.sessionId);
    const product = id.kind === 'productSku' ? catalogue.byProductSku.get(id.sku) : catalogue.byItemSku.get(id.sku)?.product;
    if (!opened || !product) return fail(404);
    const commission: AffiliateCommissionDto = { productSku: product.productSku, ratePercent: COMMISSION_PERCENT[storefrontOf(product.vendor)] };
    if (!opened.commissions.some((recorded) => recorded.productSku === commission.productSku)) opened.commissions.push(commission);
    return ok(commission);
  });
}
