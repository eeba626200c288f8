// The two PDP remotes and every name each goes by, in one table keyed once by `RemoteKey`: the route
// owner that names it in the route table, its federation container name and exposes, its emotion
// style key, and the storefront it sells in. Code maps between these names with the functions here,
// never with a comparison of its own.
import type { Vendor } from '@pdp/backend-api/enums';
import type { RouteOwner } from './routes';

/** Where a vendor's shopper buys: its bag, its links, its header badge. The super app shops in retail. */
export const STOREFRONTS = ['RETAIL', 'GROCERY'] as const;
export type Storefront = (typeof STOREFRONTS)[number];

export const REMOTES = {
  retail: { owner: 'pdp-remote', name: 'pdp_remote', expose: 'lifecycles', serverExpose: 'server', styleKey: 'pdp', storefront: 'RETAIL' },
  grocery: { owner: 'grocery-remote', name: 'grocery_remote', expose: 'lifecycles', serverExpose: 'server', styleKey: 'grocery', storefront: 'GROCERY' },
} as const satisfies Record<
  string,
  { owner: Exclude<RouteOwner, 'host'>; name: string; expose: string; serverExpose: string; styleKey: string; storefront: Storefront }
>;

export type RemoteKey = keyof typeof REMOTES;
// Pure: a bundle that only needs the table's functions drops the table's keys.
export const REMOTE_KEYS = /* #__PURE__ */ Object.keys(REMOTES) as RemoteKey[];

/** The remote that renders a route's owner; null for the host's own routes. */
export function remoteOfOwner(owner: RouteOwner): RemoteKey | null {
  return REMOTE_KEYS.find((key) => REMOTES[key].owner === owner) ?? null;
}

/** What every path of a storefront starts with (`/grocery/p/…`, `/grocery/cart`). */
export const STOREFRONT_PATH_PREFIX: Record<Storefront, string> = { RETAIL: '', GROCERY: '/grocery' };

/** The storefront a vendor sells in. */
export const storefrontOf = (vendor: Vendor): Storefront => (vendor === 'GROCERY' ? 'GROCERY' : 'RETAIL');

/** The remote that renders a vendor's product pages. */
export function remoteOfVendor(vendor: Vendor): RemoteKey {
  const storefront = storefrontOf(vendor);
  return REMOTE_KEYS.find((key) => REMOTES[key].storefront === storefront) ?? 'retail';
}
