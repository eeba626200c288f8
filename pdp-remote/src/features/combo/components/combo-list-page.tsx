// The combo list page (`/p/daftar-combo/:productName/:id`, spec §2): the item's combo on a page of its own.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { comboMessages } from '../messages/combo';
import { SecondaryPageFrame } from '../../../shared/ui/secondary-page-frame';
import { ComboView } from './combo-view';

function ComboListPage({ summary, productId, productPath }: { summary: ProductSummaryDto; productId: string; productPath: string }) {
  const productName = summary.name;
  const { t } = usePdpMessages(comboMessages);
  return (
    <SecondaryPageFrame title={t('pdp.combo.listPageTitle')} productName={productName} productPath={productPath}>
      <ComboView productId={productId} comboListPath={null} />
    </SecondaryPageFrame>
  );
}

/** The default export: what the page loads lazily (app/below-the-fold.ts). */
export default ComboListPage;
