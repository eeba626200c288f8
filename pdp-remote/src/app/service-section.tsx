// The service section with what it needs of the page: the services (product-services) and, for an
// item tagged for installments, its installments (spec §1, §3) in v1 or v2 by the product config's
// `newInstallmentsEnabled` (asked once the config is known, so never both). In the section's chunk, so
// the first load carries neither.
import { useAtomValue } from 'jotai';
import { itemProductId, productPath, storefrontOf, type ProductDetailsDto } from '@pdp/shared-contracts';
import { useMountProps } from '../shared/mount/mount-context';
import { theme } from '../shared/ui/theme';
import { ServiceList } from '../features/product-services/components/service-list';
import { InstallmentSummary } from '../features/installments/components/installment-summary';
import { productConfigAtom } from '../features/product-config/state/product-config-atoms';
import { summaryStateAtom } from '../features/product-summary/state/product-summary-atoms';

export default function ServiceSection({ details, itemSku }: { details: ProductDetailsDto; itemSku: string }) {
  const { vendor } = useMountProps();
  const config = useAtomValue(productConfigAtom);
  const { summary } = useAtomValue(summaryStateAtom);
  const tags = summary?.itemSku === itemSku ? summary.tags : [];
  const installments = storefrontOf(vendor) === 'RETAIL' && (tags.includes('INSTALLMENT') || tags.includes('INSTALLMENT_NON_CC'));
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      {installments && summary && config && (
        <InstallmentSummary
          itemSku={itemSku}
          v2={config.newInstallmentsEnabled}
          highlighted={tags.includes('HIGHLIGHTED_INSTALLMENT')}
          pagePath={productPath({ vendor: 'RETAIL', productName: summary.urlFriendlyName, id: itemProductId(itemSku), secondaryPageName: 'installment' })}
        />
      )}
      <ServiceList details={details} itemSku={itemSku} />
    </div>
  );
}
