// The recently viewed section with the product config it needs: the brands hidden from it
// (`hideRecentProductBrands`, spec §3). In the section's chunk, so the first load is unchanged.
import { useAtomValue } from 'jotai';
import { RecentlyViewed } from '../features/recently-viewed/components/recently-viewed';
import { productConfigAtom } from '../features/product-config/state/product-config-atoms';

export default function RecentlyViewedSection({ itemSku, productSku }: { itemSku: string; productSku: string }) {
  const config = useAtomValue(productConfigAtom);
  return <RecentlyViewed itemSku={itemSku} productSku={productSku} hiddenBrands={config?.hideRecentProductBrands ?? []} />;
}
