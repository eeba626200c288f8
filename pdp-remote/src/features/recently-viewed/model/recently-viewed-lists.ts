// The recently viewed lists the section keeps (spec §3 storage: v2 and contextual; decision 0051),
// beside the item list the page records on every view (recently-viewed-store.ts). In the section's
// chunk: the first load writes only that one list.
// - v2: the cards as the list last showed them, by storefront, shown at once on the next page while
//   they are asked for again, and in their place when that fails.
// - contextual: the items seen on pages of each contextual layout (fashion, gadgets), newest first,
//   listed first on a page of the same layout.
// What storage holds is read as untrusted: malformed entries are left out.
import { RECENTLY_VIEWED_MAX, type BasicProductDto } from '@pdp/backend-api/backend';
import type { Storefront } from '@pdp/host-contract/remotes';
import { RECENTLY_VIEWED_CONTEXTUAL_KEY, RECENTLY_VIEWED_V2_KEY } from '@pdp/host-contract/storage-keys';
import { createSafeStorage } from '../../../shared/storage/safe-storage';
import { record } from '../../../shared/http/loose-json';
import type { ContextualLayout } from '../../../shared/product/derived-states';
import { basicProductsOf } from '../api/get-basic-products';
import { isItemSku, skusOf } from './recently-viewed-store';

const storage = createSafeStorage('local');

/** The layouts with a list of their own: the grocery store's page has the grocery list already. */
export type ListedLayout = Extract<ContextualLayout, 'fashion' | 'gadgets'>;
export const isListedLayout = (layout: ContextualLayout): layout is ListedLayout => layout === 'fashion' || layout === 'gadgets';

const objectAt = (key: string) => record(storage.getJson<unknown>(key, {}));

/** The cards the list last showed on this storefront. */
export function readShownCards(storefront: Storefront): BasicProductDto[] {
  return basicProductsOf(objectAt(RECENTLY_VIEWED_V2_KEY)[storefront]).slice(0, RECENTLY_VIEWED_MAX);
}

export function keepShownCards(storefront: Storefront, cards: readonly BasicProductDto[]): void {
  storage.setJson(RECENTLY_VIEWED_V2_KEY, {
    RETAIL: readShownCards('RETAIL'),
    GROCERY: readShownCards('GROCERY'),
    [storefront]: cards.slice(0, RECENTLY_VIEWED_MAX),
  });
}

/** Puts the item first in its layout's list; returns the list as it was before, for showing. */
export function recordContextual(layout: ListedLayout, itemSku: string): string[] {
  const lists = objectAt(RECENTLY_VIEWED_CONTEXTUAL_KEY);
  const before = skusOf(lists[layout]);
  if (isItemSku(itemSku)) {
    storage.setJson(RECENTLY_VIEWED_CONTEXTUAL_KEY, {
      fashion: skusOf(lists.fashion),
      gadgets: skusOf(lists.gadgets),
      [layout]: [itemSku, ...before.filter((sku) => sku !== itemSku)].slice(0, RECENTLY_VIEWED_MAX),
    });
  }
  return before;
}
