// Title and robots rules of spec §2.
import { matchRoute, splitPath, type RouteMatch } from './routes';
import { PRODUCT_ID_PREFIXES } from './product-id';
import { isOneOf } from '@pdp/backend-api/enums';
import { SECONDARY_PAGE_NAMES } from './routes';
import { storefrontOf, type Storefront } from './remotes';

const PRODUCT_DETAIL_TITLES: Record<Storefront, string> = { RETAIL: 'Product Detail Page', GROCERY: 'Product Detail Page Grocery' };

export interface TitleInput {
  /** The route match of the page (made once, by whoever handles the path). */
  match: RouteMatch | null;
  brand: string;
  /** The route's own title from the host's route metadata, if it has one. */
  metadataTitle?: string;
}

/** 'Product Detail Page | {brand}', its grocery twin, else the route metadata title, else the brand. */
export function pageTitle({ match, brand, metadataTitle }: TitleInput): string {
  if (match?.route.isProductDetail) {
    return `${PRODUCT_DETAIL_TITLES[storefrontOf(match.route.vendor)]} | ${brand}`;
  }
  return metadataTitle && metadataTitle.trim() !== '' ? metadataTitle : brand;
}

export const ROBOTS_NOINDEX = 'noindex,nofollow';
export const ROBOTS_INDEX = 'index,follow';

/** noindex,nofollow when the path has the shape of a secondary page of a `ps--` product, or its route says so (the bundling catalog). */
export function robotsContent(pathname: string): string {
  const segments = splitPath(pathname);
  if (!segments || matchRoute(pathname)?.route.noindex) return ROBOTS_NOINDEX;
  const offset = segments[0] === 'grocery' ? 1 : 0;
  const [p, , id, secondary] = segments.slice(offset);
  const isSecondaryPsPage =
    segments.length === offset + 4 && p === 'p' && id?.startsWith(PRODUCT_ID_PREFIXES.productSku) === true && isOneOf(SECONDARY_PAGE_NAMES, secondary);
  return isSecondaryPsPage ? ROBOTS_NOINDEX : ROBOTS_INDEX;
}
