// The recently viewed section with what it needs of the page: the brands the product config hides
// from it (`hideRecentProductBrands`, spec §3) and the product's contextual layout. In the section's
// chunk, so the first load is unchanged.
import { useAtomValue } from 'jotai';
import { RecentlyViewed } from '../features/recently-viewed/components/recently-viewed';
import { productConfigAtom } from '../features/product-config/state/product-config-atoms';
import { summaryStateAtom } from '../features/product-summary/state/product-summary-atoms';
import { contextualLayout } from '../shared/product/derived-states';

export default function RecentlyViewedSection({ itemSku, productSku }: { itemSku: string; productSku: string }) {
  const config = useAtomValue(productConfigAtom);
  const { summary } = useAtomValue(summaryStateAtom);
  return (
    <RecentlyViewed
      itemSku={itemSku}
      productSku={productSku}
      hiddenBrands={config?.hideRecentProductBrands ?? []}
      layout={summary ? contextualLayout(summary) : 'default'}
    />
  );
}
