// The route table of spec §2 and its pure matcher. Patterns use the react-router syntax (`:param`, a
// trailing `*`), so the host hands them to its router as they are; the matcher adds what a router
// pattern cannot say: product ids must carry a known prefix and secondary pages must be known names.
import { isOneOf, type Vendor } from '@pdp/backend-api/enums';
import { parseProductId, type ProductId } from './product-id';

/** Spec §2: the secondary pages of a product, the last segment of their paths. */
export const SECONDARY_PAGE_NAMES = [
  'pickup-schedule',
  'shipping',
  'review-gallery',
  'detail-review',
  'installment',
  'promotions',
  'description',
  'review-details',
] as const;
export type SecondaryPageName = (typeof SECONDARY_PAGE_NAMES)[number];

/** Who renders a route: one of the PDP remotes, or the host itself. */
export type RouteOwner = 'pdp-remote' | 'grocery-remote' | 'host';

export interface RouteDefinition {
  id: RouteId;
  pattern: string;
  owner: RouteOwner;
  vendor: Vendor;
  /** The product detail page proper: it gets the spec's fixed title. */
  isProductDetail?: boolean;
  /** Scroll to the top after navigating here (spec §2: scroll reset by route metadata). */
  resetScroll?: boolean;
  /** Answer with the 404 page (the id-less product routes). */
  notFound?: boolean;
  /** Part of the marketplace outside the PDP; the reference host only says so. */
  outOfScope?: boolean;
  /**
   * Built in the browser only: the page has no product to render on the server (the bundling
   * catalog), so the host's server sends the shell and the remote builds the page. The host's server
   * asks the remote's server build only for the page's status (`RemoteServerModule.pageStatus`), so
   * a page that does not exist answers 404 with the host's error page. Since 1.26.
   */
  clientRendered?: boolean;
  /** Kept out of search engines (robots noindex,nofollow): a page of a promotion, not of a product. Since 1.26. */
  noindex?: boolean;
}

const GROCERY: Vendor = 'GROCERY';
const RETAIL: Vendor = 'RETAIL';

const HOME_ROUTE = { id: 'home', pattern: '/', owner: 'host', vendor: RETAIL } as const;

/**
 * The routes a PDP remote renders, in matching order: static segments first, then the product
 * routes. A remote matches against these only (matchRemoteRoute), so the host's own routes are not
 * in its first load.
 */
export const REMOTE_ROUTES = [
  { id: 'combo-list', pattern: '/p/daftar-combo/:productName/:id', owner: 'pdp-remote', vendor: RETAIL, resetScroll: true },
  { id: 'price-list', pattern: '/p/daftar-harga/:productName/:id', owner: 'pdp-remote', vendor: RETAIL, resetScroll: true },
  {
    id: 'grocery-product-secondary',
    pattern: '/grocery/p/:productName/:id/:secondaryPageName',
    owner: 'grocery-remote',
    vendor: GROCERY,
    isProductDetail: true,
    resetScroll: true,
  },
  { id: 'grocery-product', pattern: '/grocery/p/:productName/:id', owner: 'grocery-remote', vendor: GROCERY, isProductDetail: true, resetScroll: true },
  { id: 'product-secondary', pattern: '/p/:productName/:id/:secondaryPageName', owner: 'pdp-remote', vendor: RETAIL, isProductDetail: true, resetScroll: true },
  { id: 'product', pattern: '/p/:productName/:id', owner: 'pdp-remote', vendor: RETAIL, isProductDetail: true, resetScroll: true },
  { id: 'trade-in', pattern: '/trade-in/s/:productName/:id', owner: 'pdp-remote', vendor: RETAIL, resetScroll: true },
  { id: 'click-and-collect', pattern: '/click-and-collect/p/:id/pickup-points', owner: 'pdp-remote', vendor: RETAIL, resetScroll: true },
  { id: 'add-on-installation', pattern: '/add-on/installation/:productName/:id', owner: 'pdp-remote', vendor: RETAIL, resetScroll: true },
  // The bundle a combo links to (decision 0071): the retail remote's, without a product id.
  {
    id: 'bundling-catalog',
    pattern: '/retail/bundling-catalog/:bundleId',
    owner: 'pdp-remote',
    vendor: RETAIL,
    resetScroll: true,
    clientRendered: true,
    noindex: true,
  },
] as const satisfies readonly (Omit<RouteDefinition, 'id'> & { id: string })[];

/** The host's own routes (after the remote routes in ROUTES: none of them overlaps one). */
const HOST_ROUTES = [
  { id: 'grocery-product-without-id', pattern: '/grocery/p/:productName', owner: 'host', vendor: GROCERY, notFound: true },
  { id: 'product-without-id', pattern: '/p/:productName', owner: 'host', vendor: RETAIL, notFound: true },
  { id: 'cart', pattern: '/cart', owner: 'host', vendor: RETAIL, resetScroll: true },
  { id: 'grocery-cart', pattern: '/grocery/cart', owner: 'host', vendor: GROCERY, resetScroll: true },
  { id: 'login', pattern: '/login', owner: 'host', vendor: RETAIL, resetScroll: true },
  { id: 'seller-chat', pattern: '/member/seller-chat/:merchantCode', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'subscription', pattern: '/subscription', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'subscription-cart', pattern: '/subscription/cart', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'pay-later', pattern: '/member/pay-later', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'category', pattern: '/c/:categoryLevel/:categoryName/:currentCategoryId/:topCategoryId', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'verify-email', pattern: '/verify-email', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'retail-checkout', pattern: '/retail/checkout/*', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'grocery-checkout', pattern: '/grocery/checkout/*', owner: 'host', vendor: GROCERY, outOfScope: true },
  { id: 'order-list', pattern: '/member/order/retail', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'review-settings', pattern: '/member/review/settings', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'hall-of-fame', pattern: '/hall-of-fame', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'search', pattern: '/_search', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'grocery-search', pattern: '/grocery/cari/*', owner: 'host', vendor: GROCERY, outOfScope: true },
  { id: 'promo', pattern: '/promosi/*', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'grocery-brand', pattern: '/grocery/brand/*', owner: 'host', vendor: GROCERY, outOfScope: true },
  { id: 'brand', pattern: '/brand/*', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'customer-care-live-chat', pattern: '/customer-care/live-chat/*', owner: 'host', vendor: RETAIL, outOfScope: true },
  { id: 'customer-care', pattern: '/customer-care', owner: 'host', vendor: RETAIL, outOfScope: true },
] as const satisfies readonly (Omit<RouteDefinition, 'id'> & { id: string })[];

/** The whole route table of the marketplace pages we know, in matching order. */
export const ROUTES = [HOME_ROUTE, ...REMOTE_ROUTES, ...HOST_ROUTES] as const;

export type RouteId = (typeof ROUTES)[number]['id'];

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
  /** Present on routes with an `:id`, already validated. */
  productId?: ProductId;
  secondaryPageName?: SecondaryPageName;
}

/** Longest path we try to match; longer ones are not pages of ours. */
export const MAX_PATH_LENGTH = 2048;

/**
 * Splits a pathname into decoded segments, or null when it is malformed or hostile: bad percent
 * encoding, encoded slashes or backslashes, dot segments, control characters, or an absurd length.
 */
export function splitPath(pathname: string): string[] | null {
  if (!pathname.startsWith('/') || pathname.length > MAX_PATH_LENGTH) return null;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const raw = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  const segments: string[] = [];
  for (const part of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex
    if (decoded === '' || decoded === '.' || decoded === '..' || /[/\\\u0000-\u001f\u007f]/.test(decoded)) return null;
    segments.push(decoded);
  }
  return segments;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
  const params: Record<string, string> = {};
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] as string;
    if (part === '*') {
      if (segments.length <= index) return null;
      params['*'] = segments.slice(index).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return segments.length === parts.length ? params : null;
}

function matchIn(routes: readonly RouteDefinition[], pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  if (!segments) return null;
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments);
    if (!params) continue;
    const match: RouteMatch = { route, params };
    if (params.id !== undefined) {
      const productId = parseProductId(params.id);
      if (!productId) continue;
      match.productId = productId;
    }
    if (params.secondaryPageName !== undefined) {
      if (!isOneOf(SECONDARY_PAGE_NAMES, params.secondaryPageName)) continue;
      match.secondaryPageName = params.secondaryPageName;
    }
    return match;
  }
  return null;
}

/** Matches a pathname (no query) against the route table; null means the 404 page. */
export function matchRoute(pathname: string): RouteMatch | null {
  return matchIn(ROUTES, pathname);
}

/** The match of a pathname among the routes a remote renders; null for every other path. */
export function matchRemoteRoute(pathname: string): RouteMatch | null {
  return matchIn(REMOTE_ROUTES, pathname);
}

/** Spec §2: the vendor is GROCERY on grocery routes and RETAIL otherwise. */
export function resolveVendor(pathname: string): Vendor {
  return vendorOfMatch(matchRoute(pathname), pathname);
}

/** The same vendor from a match already made for the pathname. */
export function vendorOfMatch(match: RouteMatch | null, pathname: string): Vendor {
  if (match) return match.route.vendor;
  return pathname === '/grocery' || pathname.startsWith('/grocery/') ? 'GROCERY' : 'RETAIL';
}

/** Splits `path?query#hash` into its parts without needing an origin. */
export function splitUrl(url: string): { pathname: string; search: string; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    search: queryAt === -1 ? '' : beforeHash.slice(queryAt),
    hash,
  };
}
