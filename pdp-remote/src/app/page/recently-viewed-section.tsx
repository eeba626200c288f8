// The recently viewed section with what it needs of the page: the brands the product config hides
// from it (`hideRecentProductBrands`, spec §3), the product's contextual layout and its card. A chunk
// of its own, loaded when the section comes near the viewport.
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { BasicProductDto } from '@pdp/backend-api/backend';
import { RecentlyViewed } from '../../features/recently-viewed/components/recently-viewed';
import { productConfigAtom } from '../../shared/product-config/state/product-config-atoms';
import { summaryStateAtom } from '../../features/product-summary/state/product-summary-atoms';
import { contextualLayout } from '../../shared/product/derived-states';

export default function RecentlyViewedSection({ itemSku, productSku }: { itemSku: string; productSku: string }) {
  const config = useAtomValue(productConfigAtom);
  const { summary } = useAtomValue(summaryStateAtom);
  const current = useMemo<BasicProductDto | undefined>(
    () =>
      summary
        ? {
            itemSku: summary.itemSku,
            productSku: summary.productSku,
            name: summary.name,
            urlFriendlyName: summary.urlFriendlyName,
            imageUrl: summary.images[0]?.thumbnail ?? '',
            price: summary.price,
            brandCode: summary.brand?.code ?? null,
          }
        : undefined,
    [summary],
  );
  return (
    <RecentlyViewed
      itemSku={itemSku}
      productSku={productSku}
      hiddenBrands={config?.hideRecentProductBrands ?? []}
      layout={summary ? contextualLayout(summary) : 'default'}
      current={current}
    />
  );
}
