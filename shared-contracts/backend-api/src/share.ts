// Sharing a product (spec §1 "share text, a QR code, and a shortened link", §2 the share modal, §9):
// the addresses a share carries and the share-link call. Spec §7 names only "a share-link call
// returning data.link"; the path and the request's shape are ours, served by the simulator exactly so.

/**
 * POST /common/share-link {url} (anyone may share): a short link to `url` from the deep-link provider
 * (in `data.link`, an https address of at most SHARE_LINK_MAX_LENGTH characters). `url` must be an
 * http(s) address of at most SHARE_URL_MAX_LENGTH characters, else 400 INVALID_URL at `errors.url`.
 */
export interface ShareLinkRequestDto {
  url: string;
}

export interface ShareLinkDto {
  link: string;
}

export const SHARE_URL_MAX_LENGTH = 2000;
export const SHARE_LINK_MAX_LENGTH = 200;

/** Where a share reaches its reader: the share text or a copied link, or the QR code. */
export type ShareMedium = 'link' | 'qr';

/** The campaign a product shared from its page is tracked under (spec §9: share text and QR carry it). */
export const SHARE_CAMPAIGN = 'pdp_share';

/**
 * The address of the product shown at `path` (its variant kept; its query and hash dropped: the
 * tracking the shopper arrived with, a resumed action, a quantity), under `origin`, with the share's
 * campaign tracking and `share_link` (spec §9), which the page strips again when it is opened.
 */
export function sharedProductUrl(origin: string, path: string, medium: ShareMedium): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const tracking = new URLSearchParams({
    utm_source: medium === 'qr' ? 'qr_code' : 'share',
    utm_medium: medium,
    utm_campaign: SHARE_CAMPAIGN,
    share_link: '1',
  });
  return `${origin}${pathname}?${tracking.toString()}`;
}
