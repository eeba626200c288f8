// The add-on installation page (spec §2 route `/add-on/installation/:productName/:id`): the item's
// installation services, each with its price and what it includes. A failed list says so with a retry.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { addOnsMessages } from '../messages/add-ons';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { SecondaryPageFrame } from '../../../shared/ui/secondary-page-frame';
import { theme } from '../../../shared/ui/theme';
import { installationsRequest } from '../state/add-on-atoms';

/** What the product page hands the installation page (app/page-parts.ts SecondaryViewProps). */
export interface InstallationPageProps {
  summary: ProductSummaryDto;
  productPath: string;
}

export default function InstallationPage({ summary, productPath }: InstallationPageProps) {
  const { t } = usePdpMessages(addOnsMessages);
  const { state, retry } = useKeyedRequest(installationsRequest, summary.itemSku);
  const installations = state?.status === 'loaded' ? (state.data ?? []) : null;
  return (
    <SecondaryPageFrame title={t('pdp.addOns.pageTitle')} productName={summary.name} productPath={productPath}>
      {state?.status === 'failed' && <InlineAlert message={t('pdp.addOns.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {installations === null && state?.status !== 'failed' && <p aria-busy="true">{t('pdp.addOns.loading')}</p>}
      {installations?.length === 0 && <p css={{ margin: 0 }}>{t('pdp.addOns.pageEmpty')}</p>}
      {installations?.map((installation) => (
        <section key={installation.id} aria-label={installation.name} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
          <h2 css={{ fontSize: 16, margin: 0 }}>{installation.name}</h2>
          <p css={{ margin: 0, fontWeight: 600 }}>{formatRupiah(installation.price)}</p>
          {installation.details.length > 0 && (
            <ul css={{ margin: 0, paddingLeft: theme.space(5) }}>
              {installation.details.map((detail, index) => (
                <li key={index}>{detail}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </SecondaryPageFrame>
  );
}
