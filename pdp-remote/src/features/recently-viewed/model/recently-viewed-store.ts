// Recently viewed items in storage (spec §3, §9): newest first, each item once, at most 8, a list per
// vendor (the grocery page keeps its own).
import { RECENTLY_VIEWED_MAX } from '@pdp/backend-api/backend';
import type { Vendor } from '@pdp/backend-api/enums';
import { type Storefront, storefrontOf } from '@pdp/host-contract/remotes';
import { RECENTLY_VIEWED_GROCERY_KEY, RECENTLY_VIEWED_PRODUCT_KEY } from '@pdp/host-contract/storage-keys';
import { createSafeStorage } from '../../../shared/storage/safe-storage';

const storage = createSafeStorage('local');

const KEYS: Record<Storefront, string> = { RETAIL: RECENTLY_VIEWED_PRODUCT_KEY, GROCERY: RECENTLY_VIEWED_GROCERY_KEY };
const keyOf = (vendor: Vendor) => KEYS[storefrontOf(vendor)];

const SKU = /^[\w-]{1,64}$/;
export const isItemSku = (value: unknown): value is string => typeof value === 'string' && SKU.test(value);

/** A list of item skus read from storage: each once, at most 8, anything else left out. */
export const skusOf = (stored: unknown): string[] => (Array.isArray(stored) ? [...new Set(stored.filter(isItemSku))].slice(0, RECENTLY_VIEWED_MAX) : []);

export const readRecentlyViewed = (vendor: Vendor): string[] => skusOf(storage.getJson<unknown>(keyOf(vendor), []));

/** Puts the item first; returns the list as it was before, for showing. */
export function recordRecentlyViewed(vendor: Vendor, itemSku: string): string[] {
  const before = readRecentlyViewed(vendor);
  if (!isItemSku(itemSku)) return before;
  storage.setJson(keyOf(vendor), [itemSku, ...before.filter((sku) => sku !== itemSku)].slice(0, RECENTLY_VIEWED_MAX));
  return before;
}
