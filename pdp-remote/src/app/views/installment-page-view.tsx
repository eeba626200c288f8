// The `installment` secondary page with the product config's choice of v1 or v2 (spec §7), once the
// config is known (until then the page's skeleton).
import { useAtomValue } from 'jotai';
import { InstallmentPage } from '../../features/installments/components/installment-page';
import { productConfigAtom } from '../../shared/product-config/state/product-config-atoms';
import type { SecondaryViewProps } from '../../shared/feature/page-slots';
import { ProductPageSkeleton } from '../page/product-page-skeleton';
import { usePdpTranslator } from '../../shared/i18n/use-pdp-translator';

export default function InstallmentPageView({ summary, productPath }: SecondaryViewProps) {
  const config = useAtomValue(productConfigAtom);
  const { t } = usePdpTranslator();
  if (!config) return <ProductPageSkeleton label={t('pdp.page.loading')} />;
  return <InstallmentPage summary={summary} productPath={productPath} v2={config.newInstallmentsEnabled} />;
}
