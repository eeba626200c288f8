// Builders for every path the PDP links to (spec §2), so no remote spells a host route by hand.
import type { SecondaryPageName, Vendor } from './enums';
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

export const outboundLinks = {
  cart: (vendor: Vendor) => `${prefixOf(vendor)}/cart`,
  sellerChat: (merchantCode: string) => `/member/seller-chat/${encode(merchantCode)}`,
  comboList: (productName: string, id: string) => `/p/daftar-combo/${encode(productName)}/${encode(id)}`,
  priceList: (productName: string, id: string) => `/p/daftar-harga/${encode(productName)}/${encode(id)}`,
  tradeIn: (productName: string, id: string) => `/trade-in/s/${encode(productName)}/${encode(id)}`,
  clickAndCollect: (id: string) => `/click-and-collect/p/${encode(id)}/pickup-points`,
  addOnInstallation: (productName: string, id: string) => `/add-on/installation/${encode(productName)}/${encode(id)}`,
  search: (searchTerm: string) => `/_search?searchTerm=${encode(searchTerm)}`,
  grocerySearch: (searchTerm: string) => `/grocery/cari/${encode(searchTerm)}`,
  /** The grocery daily-shopping promo page (spec §2 names it under /promosi/; the slug is ours). */
  groceryDailyPromo: () => '/promosi/belanja-harian',
  brand: (vendor: Vendor, brandCode: string) => `${prefixOf(vendor)}/brand/${encode(brandCode)}`,
  category: (level: string, name: string, currentCategoryId: string, topCategoryId: string) =>
    `/c/${encode(level)}/${encode(name)}/${encode(currentCategoryId)}/${encode(topCategoryId)}`,
  /** After a quick checkout: the checkout of the storefront the page sells in. */
  checkout: (vendor: Vendor, checkoutId: string) => `${storefrontOf(vendor) === 'GROCERY' ? '/grocery' : '/retail'}/checkout/${encode(checkoutId)}`,
  bundlingCatalog: (bundleId: string) => `/retail/bundling-catalog/${encode(bundleId)}`,
  subscription: () => '/subscription',
  subscriptionCart: () => '/subscription/cart',
  payLater: () => '/member/pay-later',
  verifyEmail: () => '/verify-email',
  orderList: () => '/member/order/retail',
  reviewSettings: () => '/member/review/settings',
  hallOfFame: () => '/hall-of-fame',
  customerCare: () => '/customer-care',
  customerCareLiveChat: (topic: string) => `/customer-care/live-chat/${encode(topic)}`,
} as const;

/** Spec §2: customer-care live chat opens in a 400x450 popup, without access back to us. */
export const LIVE_CHAT_POPUP_FEATURES = 'width=400,height=450,noopener,noreferrer';
