// Builders for every path the PDP links to (spec §2), so no remote spells a host route by hand.
import type { Vendor } from '@pdp/backend-api/enums';
import type { SecondaryPageName } from './routes';
import { STOREFRONT_PATH_PREFIX, storefrontOf } from './remotes';

const encode = encodeURIComponent;
const prefixOf = (vendor: Vendor) => STOREFRONT_PATH_PREFIX[storefrontOf(vendor)];

export interface ProductPathInput {
  vendor: Vendor;
  productName: string;
  /** The product id with its prefix (`ps--…` or `is--…`). */
  id: string;
  secondaryPageName?: SecondaryPageName;
}

export function productPath({ vendor, productName, id, secondaryPageName }: ProductPathInput): string {
  const base = `${prefixOf(vendor)}/p/${encode(productName)}/${encode(id)}`;
  return secondaryPageName ? `${base}/${secondaryPageName}` : base;
}

/** `/login`, remembering where to come back to (a same-site path only). */
export function loginPath(returnTo: string): string {
  return `/login?returnTo=${encode(safeReturnPath(returnTo))}`;
}

/**
 * A return path is honoured only if it stays on this site: it starts with one slash, and has no
 * backslash, whitespace or control character (URL parsers drop tabs and newlines, so `/\t/evil`
 * would become `//evil`).
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(candidate)) return '/';
  return candidate;
}

// Each link is its own export, so a bundle carries only the links it uses (issue 12).
export const cartPath = (vendor: Vendor) => `${prefixOf(vendor)}/cart`;
export const comboListPath = (productName: string, id: string) => `/p/daftar-combo/${encode(productName)}/${encode(id)}`;
export const priceListPath = (productName: string, id: string) => `/p/daftar-harga/${encode(productName)}/${encode(id)}`;
export const tradeInPath = (productName: string, id: string) => `/trade-in/s/${encode(productName)}/${encode(id)}`;
export const clickAndCollectPath = (id: string) => `/click-and-collect/p/${encode(id)}/pickup-points`;
export const addOnInstallationPath = (productName: string, id: string) => `/add-on/installation/${encode(productName)}/${encode(id)}`;
export const searchPath = (searchTerm: string) => `/_search?searchTerm=${encode(searchTerm)}`;
export const grocerySearchPath = (searchTerm: string) => `/grocery/cari/${encode(searchTerm)}`;
/** The grocery daily-shopping promo page (spec §2 names it under /promosi/; the slug is ours). */
export const groceryDailyPromoPath = () => '/promosi/belanja-harian';
export const brandPath = (vendor: Vendor, brandCode: string) => `${prefixOf(vendor)}/brand/${encode(brandCode)}`;
export const categoryPath = (level: string, name: string, currentCategoryId: string, topCategoryId: string) =>
  `/c/${encode(level)}/${encode(name)}/${encode(currentCategoryId)}/${encode(topCategoryId)}`;
/** After a quick checkout: the checkout of the storefront the page sells in. */
export const checkoutPath = (vendor: Vendor, checkoutId: string) =>
  `${storefrontOf(vendor) === 'GROCERY' ? '/grocery' : '/retail'}/checkout/${encode(checkoutId)}`;
export const bundlingCatalogPath = (bundleId: string) => `/retail/bundling-catalog/${encode(bundleId)}`;
export const subscriptionPath = () => '/subscription';
export const subscriptionCartPath = () => '/subscription/cart';
export const payLaterPath = () => '/member/pay-later';
export const verifyEmailPath = () => '/verify-email';
export const orderListPath = () => '/member/order/retail';
export const reviewSettingsPath = () => '/member/review/settings';
export const hallOfFamePath = () => '/hall-of-fame';
export const customerCarePath = () => '/customer-care';
