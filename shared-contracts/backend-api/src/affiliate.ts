// Affiliate arrivals (spec §7: `/affiliate/session`, the affiliate commission call, the affiliate
// config among `/common/content/*`; §9: `pid`, `c` and `af_channel` among the tracking parameters).
// The spec shows neither paths beyond the session's nor shapes: these are ours. A shopper who arrives
// on a page with an affiliate id (`pid`) opens an affiliate session, so that what they buy is credited
// to the affiliate, and, on a product page, the product's commission is recorded for that session.
// The host does it, behind its switch (`RuntimeConfig.affiliateEnabled`), as it strips the parameters.

/** The query parameters of an affiliate link (all three are tracking parameters, spec §9). */
export const AFFILIATE_PARAMETERS = { affiliateId: 'pid', campaign: 'c', channel: 'af_channel' } as const;

/** What an affiliate link says: the affiliate, and the campaign and channel when it names them. */
export interface AffiliateArrival {
  affiliateId: string;
  campaign: string | null;
  channel: string | null;
}

/** Ids, campaigns and channels are short codes; anything else is not an affiliate link of ours. */
const CODE = /^[\w.-]{1,64}$/;

/** The affiliate link in a query string (`?pid=…`), or null when there is none or it is malformed. */
export function affiliateArrivalOf(search: string): AffiliateArrival | null {
  const query = new URLSearchParams(search);
  const affiliateId = query.get(AFFILIATE_PARAMETERS.affiliateId);
  if (affiliateId === null || !CODE.test(affiliateId)) return null;
  const optional = (name: string) => {
    const value = query.get(name);
    return value !== null && CODE.test(value) ? value : null;
  };
  return { affiliateId, campaign: optional(AFFILIATE_PARAMETERS.campaign), channel: optional(AFFILIATE_PARAMETERS.channel) };
}

/**
 * GET /common/content/affiliate-config: whether affiliate links are honoured at all, the channels
 * they may come through (empty: any), and whether a product page records the commission.
 */
export interface AffiliateConfigDto {
  enabled: boolean;
  channels: string[];
  commissionEnabled: boolean;
}

/** POST /affiliate/session: opened once per arrival; `landingPath` is the page without its query. */
export interface AffiliateSessionRequestDto extends AffiliateArrival {
  landingPath: string;
}

/** The session the backend keeps (it also sets it on the shopper's cookie); 400 for a malformed request. */
export interface AffiliateSessionDto {
  sessionId: string;
  expiresAt: string;
}

/**
 * POST /affiliate/commission: the product the session landed on, by the id in the page's path
 * (`ps--<product sku>` or `is--<item sku>`); 404 for an unknown product or session.
 */
export interface AffiliateCommissionRequestDto {
  sessionId: string;
  productId: string;
}

/** The commission the affiliate earns on the product, in percent of what the shopper pays. */
export interface AffiliateCommissionDto {
  productSku: string;
  ratePercent: number;
}
