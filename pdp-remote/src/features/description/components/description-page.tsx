// The description secondary page (`/p/:name/:id/description`): the whole text and specifications.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';
import { DescriptionBody } from './description-body';

function DescriptionPage({ summary, productId, productPath }: { summary: ProductSummaryDto; productId: string; productPath: string }) {
  const productName = summary.name;
  const { t } = usePdpMessages(detailsMessages);
  return (
    <article css={{ maxWidth: 800, margin: '0 auto', padding: theme.space(4), display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      <HostLink to={productPath}>‹ {t('pdp.description.backToProduct')}</HostLink>
      <h1 css={{ margin: 0, fontSize: 22 }}>{t('pdp.description.pageTitle', { name: productName })}</h1>
      <DescriptionBody productId={productId} />
    </article>
  );
}

/** The default export: what the page loads lazily (app/below-the-fold.ts). */
export default DescriptionPage;
