// Recently viewed: the items seen before the shown one, other products only, shown from `_basic`,
// without the brands the product config hides (`hideRecentProductBrands`, spec §3). On a page of a
// contextual layout (fashion, gadgets) the items seen on pages of that layout come first. While the
// list is asked for, and in its place when that fails, the cards it showed last are shown (v2).
// Nothing seen before: no section. The page records the shown item itself (useRecordRecentlyViewed),
// so this list can load late, when the shopper scrolls near it; the v2 and contextual lists are kept
// here (recently-viewed-lists.ts, decision 0051).
import { useEffect, useState } from 'react';
import { RECENTLY_VIEWED_MAX, type BasicProductDto } from '@pdp/backend-api/backend';
import { storefrontOf } from '@pdp/host-contract/remotes';
import type { ContextualLayout } from '../../../shared/product/derived-states';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { ProductCards, productCardOf } from '../../../shared/ui/product-cards';
import { theme } from '../../../shared/ui/theme';
import { getBasicProducts } from '../api/get-basic-products';
import { readRecentlyViewed } from '../model/recently-viewed-store';
import { isListedLayout, keepShownCards, readShownCards, recordContextual } from '../model/recently-viewed-lists';

/** The items seen before, by item sku; a per-store request, so a later visit reuses the answer. */
const recentlyViewedRequest = keyedRequest(
  (skus: string[]) => skus.join(','),
  (client, skus, signal) => getBasicProducts(client, skus, signal),
);

const NONE: BasicProductDto[] = [];

export interface RecentlyViewedProps {
  itemSku: string;
  productSku: string;
  /** Brands whose products are not listed (the product config's `hideRecentProductBrands`). */
  hiddenBrands?: readonly string[];
  /** The shown product's contextual layout: the items seen on pages of the same one come first. */
  layout?: ContextualLayout;
  /** The shown item as a card: kept first among the cards shown, for the next page's list. */
  current?: BasicProductDto;
}

export function RecentlyViewed({ itemSku, productSku, hiddenBrands = [], layout = 'default', current }: RecentlyViewedProps) {
  const { t } = usePdpMessages(detailsMessages);
  const { vendor } = useMountProps();
  const storefront = storefrontOf(vendor);
  // Storage is read after mount only (server rendering has none).
  const [seen, setSeen] = useState<{ skus: string[]; shown: BasicProductDto[] }>({ skus: [], shown: [] });
  useEffect(() => {
    const sameLayout = isListedLayout(layout) ? recordContextual(layout, itemSku) : [];
    const skus = [...new Set([...sameLayout, ...readRecentlyViewed(vendor)])].filter((sku) => sku !== itemSku).slice(0, RECENTLY_VIEWED_MAX);
    setSeen({ skus, shown: readShownCards(storefront) });
  }, [vendor, storefront, itemSku, layout]);
  const { state } = useKeyedRequest(recentlyViewedRequest, seen.skus.length > 0 ? seen.skus : null);
  const loaded = state?.status === 'loaded' ? (state.data ?? NONE) : null;
  // After the read above: this item's card first (the next page lists it), then the fresh answer, or
  // what was kept until one comes.
  useEffect(() => {
    const cards = [...(current ? [current] : []), ...(loaded ?? readShownCards(storefront))];
    keepShownCards(
      storefront,
      cards.filter((card, index) => cards.findIndex((other) => other.itemSku === card.itemSku) === index),
    );
  }, [loaded, storefront, current]);
  const listed = (item: BasicProductDto) => item.productSku !== productSku && !(item.brandCode && hiddenBrands.includes(item.brandCode));
  // Until the answer (or instead of a failed one): the cards shown last, in the order of the list.
  const items = (loaded ?? seen.skus.flatMap((sku) => seen.shown.filter((card) => card.itemSku === sku))).filter(listed);

  if (!state || (loaded && items.length === 0)) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <h2 id="recently-viewed-heading" css={{ fontSize: 18, margin: 0 }}>
        {t('pdp.recentlyViewed.title')}
      </h2>
      {state.status === 'loading' && items.length === 0 && <p role="status">{t('pdp.recentlyViewed.loading')}</p>}
      {state.status === 'failed' && items.length === 0 && (
        <p role="status" css={{ color: theme.color.muted }}>
          {t('pdp.recentlyViewed.failed')}
        </p>
      )}
      {items.length > 0 && <ProductCards cards={items.map((item) => productCardOf(item, vendor))} />}
    </section>
  );
}
