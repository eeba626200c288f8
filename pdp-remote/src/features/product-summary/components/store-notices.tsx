// Warnings about the seller's store: closed (with the date it opens again), away with shipping
// delayed, or inactive for some days.
import { memo } from 'react';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { formatIsoDate } from '@pdp/host-contract/date-format';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';
import { isStoreClosed } from '../../../shared/product/derived-states';

const box = { margin: 0, padding: theme.space(3), borderRadius: theme.radius, background: theme.color.warningBg, color: theme.color.warning } as const;

export const StoreNotices = memo(function StoreNotices({ summary }: { summary: Pick<ProductSummaryDto, 'merchant'> }) {
  const { t, locale } = usePdpTranslator();
  const storeClose = summary.merchant.storeClose;
  if (!storeClose) return null;
  // The date the store opens again, read in UTC like every date of the page: the server's render and
  // the shopper's browser write the same day whatever their time zones.
  const openAt = storeClose.openAt ? formatIsoDate(storeClose.openAt, locale) : null;
  return (
    <div role="note" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      {isStoreClosed(summary) ? (
        <p css={box}>
          <strong>{t('pdp.store.closed')}</strong> {openAt ? t('pdp.store.opensAt', { date: openAt }) : t('pdp.store.closedNoDate')}
        </p>
      ) : (
        <p css={box}>{t('pdp.store.delayShipping')}</p>
      )}
      {storeClose.inactiveDays !== undefined && <p css={box}>{t('pdp.store.inactive', { days: storeClose.inactiveDays })}</p>}
    </div>
  );
});
