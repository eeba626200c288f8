// Reporting the product in the more-options sheet (spec §2): the report menu, for a member (an
// anonymous shopper goes through login first and comes back to it).
import type { MoreOptionProps } from '../../../shared/feature/page-slots';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { MoreOptionButton } from '../../../shared/ui/more-option-button';
import { useReportProduct } from './seller-card';

export function ReportOption({ productId }: MoreOptionProps) {
  const { t } = usePdpMessages(detailsMessages);
  const report = useReportProduct(productId);
  return <MoreOptionButton label={t('pdp.seller.report')} onPress={report} />;
}
