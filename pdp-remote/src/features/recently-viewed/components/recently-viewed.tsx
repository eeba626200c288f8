// Recently viewed: the items seen before the shown one, other products only, shown from `_basic`,
// without the brands the product config hides (`hideRecentProductBrands`, spec §3).
// Nothing seen before: no section. The page records the shown item itself (useRecordRecentlyViewed),
// so this list can load late, when the shopper scrolls near it.
import { useEffect, useState } from 'react';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { ProductCards, productCardOf } from '../../../shared/ui/product-cards';
import { theme } from '../../../shared/ui/theme';
import { getBasicProducts } from '../api/get-basic-products';
import { readRecentlyViewed } from '../model/recently-viewed-store';

/** The items seen before, by item sku; a per-store request, so a later visit reuses the answer. */
const recentlyViewedRequest = keyedRequest(
  (skus: string[]) => skus.join(','),
  (client, skus, signal) => getBasicProducts(client, skus, signal),
);

export interface RecentlyViewedProps {
  itemSku: string;
  productSku: string;
  /** Brands whose products are not listed (the product config's `hideRecentProductBrands`). */
  hiddenBrands?: readonly string[];
}

export function RecentlyViewed({ itemSku, productSku, hiddenBrands = [] }: RecentlyViewedProps) {
  const { t } = usePdpMessages(detailsMessages);
  const { vendor } = useMountProps();
  // Storage is read after mount only (server rendering has none).
  const [seen, setSeen] = useState<string[]>([]);
  useEffect(() => setSeen(readRecentlyViewed(vendor).filter((sku) => sku !== itemSku)), [vendor, itemSku]);
  const { state } = useKeyedRequest(recentlyViewedRequest, seen.length > 0 ? seen : null);
  const items =
    state?.status === 'loaded'
      ? (state.data ?? []).filter((item) => item.productSku !== productSku && !(item.brandCode && hiddenBrands.includes(item.brandCode)))
      : [];

  if (!state || (state.status === 'loaded' && items.length === 0)) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <h2 id="recently-viewed-heading" css={{ fontSize: 18, margin: 0 }}>
        {t('pdp.recentlyViewed.title')}
      </h2>
      {state.status === 'loading' && <p role="status">{t('pdp.recentlyViewed.loading')}</p>}
      {state.status === 'failed' && (
        <p role="status" css={{ color: theme.color.muted }}>
          {t('pdp.recentlyViewed.failed')}
        </p>
      )}
      {state.status === 'loaded' && <ProductCards cards={items.map((item) => productCardOf(item, vendor))} />}
    </section>
  );
}

/** The default export, for a page without the product config (app/recently-viewed-section.tsx passes it). */
export default RecentlyViewed;
