// The `installment` secondary page (spec §2 secondary pages): the item's installments in full.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { installmentsMessages } from '../messages/installments';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';
import { InstallmentList } from './installment-list';

export function InstallmentPage({ summary, productPath, v2 }: { summary: ProductSummaryDto; productPath: string; v2: boolean }) {
  const { t } = usePdpMessages(installmentsMessages);
  return (
    <article css={{ maxWidth: 800, margin: '0 auto', padding: theme.space(4), display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <HostLink to={productPath}>‹ {t('pdp.installment.backToProduct')}</HostLink>
      <h1 css={{ margin: 0, fontSize: 22, overflowWrap: 'anywhere' }}>{t('pdp.installment.pageTitle', { name: summary.name })}</h1>
      <InstallmentList query={{ itemSku: summary.itemSku, v2 }} />
    </article>
  );
}
