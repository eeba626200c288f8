// Recently viewed items in storage (spec §3, §9): newest first, each item once, at most 8, a list per
// vendor (the grocery page keeps its own).
import {
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_GROCERY_KEY,
  RECENTLY_VIEWED_PRODUCT_KEY,
  type Storefront,
  storefrontOf,
  type Vendor,
} from '@pdp/shared-contracts';
import { createSafeStorage } from '../../../shared/storage/safe-storage';

const storage = createSafeStorage('local');

const KEYS: Record<Storefront, string> = { RETAIL: RECENTLY_VIEWED_PRODUCT_KEY, GROCERY: RECENTLY_VIEWED_GROCERY_KEY };
const keyOf = (vendor: Vendor) => KEYS[storefrontOf(vendor)];

const SKU = /^[\w-]{1,64}$/;

export function readRecentlyViewed(vendor: Vendor): string[] {
  const stored = storage.getJson<unknown>(keyOf(vendor), []);
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter((sku): sku is string => typeof sku === 'string' && SKU.test(sku)))].slice(0, RECENTLY_VIEWED_MAX);
}

/** Puts the item first; returns the list as it was before, for showing. */
export function recordRecentlyViewed(vendor: Vendor, itemSku: string): string[] {
  const before = readRecentlyViewed(vendor);
  if (!SKU.test(itemSku)) return before;
  storage.setJson(keyOf(vendor), [itemSku, ...before.filter((sku) => sku !== itemSku)].slice(0, RECENTLY_VIEWED_MAX));
  return before;
}
