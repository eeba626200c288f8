// An arrival through an affiliate link (contract affiliate.ts; spec §7, §9): with the host's affiliate
// switch on, the affiliate config is read from content; when it honours links and the link's channel,
// an affiliate session is opened for the page landed on and, on a product page when the config says
// so, the product's commission is recorded for it. Best effort, after the page is shown: nothing waits
// for it and a failure is only logged (the shopper never notices). Loaded with the tracking-parameter
// rule (use-page-meta.ts), only for an address with a query, so a first load without one carries none of it.
import {
  affiliateArrivalOf,
  type AffiliateCommissionRequestDto,
  type AffiliateConfigDto,
  type AffiliateSessionDto,
  type AffiliateSessionRequestDto,
} from '@pdp/backend-api/affiliate';
import type { RouteMatch } from '@pdp/host-contract/routes';
import { callBackend } from '../../shared/http/backend';
import { logHostWarning } from '../../shared/log';

const isConfig = (value: unknown): value is AffiliateConfigDto => {
  const config = value as Partial<AffiliateConfigDto> | null;
  return typeof config?.enabled === 'boolean' && Array.isArray(config.channels) && typeof config.commissionEnabled === 'boolean';
};

/** Opens the session an affiliate link asks for; resolves when done, never rejects. */
export async function openAffiliateSession({
  backendBaseUrl,
  pathname,
  search,
  match,
}: {
  backendBaseUrl: string;
  pathname: string;
  search: string;
  match: RouteMatch | null;
}): Promise<void> {
  const arrival = affiliateArrivalOf(search);
  if (!arrival) return;
  try {
    const config = await callBackend<unknown>(backendBaseUrl, 'common/content/affiliate-config');
    if (!isConfig(config)) throw new Error('malformed affiliate config');
    if (!config.enabled || (config.channels.length > 0 && !config.channels.includes(arrival.channel ?? ''))) return;
    const session = await callBackend<AffiliateSessionDto>(backendBaseUrl, 'affiliate/session', {
      method: 'POST',
      json: { ...arrival, landingPath: pathname } satisfies AffiliateSessionRequestDto,
    });
    if (!config.commissionEnabled || !match?.route.isProductDetail || !match.productId) return;
    if (typeof session?.sessionId !== 'string') throw new Error('malformed affiliate session');
    await callBackend(backendBaseUrl, 'affiliate/commission', {
      method: 'POST',
      json: { sessionId: session.sessionId, productId: match.productId.raw } satisfies AffiliateCommissionRequestDto,
    });
  } catch (error) {
    logHostWarning('affiliate-session-failed', { reason: String(error) });
  }
}
