// The trade-in page (spec §2 route `/trade-in/s/:productName/:id`): how much a device takes off the
// item, the devices taken in by kind with the most each is worth, and the way to the app where the
// trade-in happens (the download-app modal). Either call failing says so with a retry and keeps the
// rest (spec §8: a failed category list is reset to empty).
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { tradeInMessages } from '../messages/trade-in';
import { useModal } from '../../../shared/modal/use-modal';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { primaryButton } from '../../../shared/ui/buttons';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { SecondaryPageFrame } from '../../../shared/ui/secondary-page-frame';
import { theme } from '../../../shared/ui/theme';
import { tradeInCategoriesRequest, tradeInEligibilityRequest } from '../state/trade-in-atoms';

/** What the product page hands the trade-in page (app/page-parts.ts SecondaryViewProps). */
export interface TradeInPageProps {
  summary: ProductSummaryDto;
  productPath: string;
}

export default function TradeInPage({ summary, productPath }: TradeInPageProps) {
  const { t } = usePdpMessages(tradeInMessages);
  const { openModal } = useModal();
  const eligibility = useKeyedRequest(tradeInEligibilityRequest, summary.itemSku);
  const categories = useKeyedRequest(tradeInCategoriesRequest, summary.itemSku);
  const eligible = eligibility.state?.status === 'loaded' ? eligibility.state.data : null;
  const devices = categories.state?.status === 'loaded' ? (categories.state.data ?? []) : null;

  return (
    <SecondaryPageFrame title={t('pdp.tradeIn.title')} productName={summary.name} productPath={productPath}>
      {eligibility.state?.status === 'failed' && (
        <InlineAlert message={t('pdp.tradeIn.failed')} actionLabel={t('pdp.page.retry')} onAction={eligibility.retry} />
      )}
      {!eligible && eligibility.state?.status !== 'failed' && (
        <p role="status" css={{ margin: 0 }}>
          {t('pdp.tradeIn.loading')}
        </p>
      )}
      {eligible && !eligible.eligible && <p css={{ margin: 0 }}>{t('pdp.tradeIn.notEligible')}</p>}
      {eligible?.eligible && (
        <>
          <p css={{ margin: 0 }}>{t('pdp.tradeIn.intro', { amount: formatRupiah(eligible.maxDiscount) })}</p>
          <button type="button" css={{ ...primaryButton, alignSelf: 'flex-start' }} onClick={() => openModal({ id: 'trade-in-download-app', payload: {} })}>
            {t('pdp.tradeIn.start')}
          </button>
        </>
      )}
      <section aria-labelledby="pdp-trade-in-devices" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <h2 id="pdp-trade-in-devices" css={{ fontSize: 18, margin: 0 }}>
          {t('pdp.tradeIn.devices')}
        </h2>
        {categories.state?.status === 'failed' && (
          <InlineAlert message={t('pdp.tradeIn.devicesFailed')} actionLabel={t('pdp.page.retry')} onAction={categories.retry} />
        )}
        {devices === null && categories.state?.status !== 'failed' && <p aria-busy="true">{t('pdp.tradeIn.loading')}</p>}
        {devices?.length === 0 && <p css={{ margin: 0 }}>{t('pdp.tradeIn.noDevices')}</p>}
        {devices?.map((category) => (
          <section key={category.code} aria-label={category.name}>
            <h3 css={{ fontSize: 16, margin: `0 0 ${theme.space(1)}` }}>{category.name}</h3>
            <ul css={{ margin: 0, paddingLeft: theme.space(5) }}>
              {category.subcategories.map((kind) => (
                <li key={kind.code}>
                  {kind.name}
                  {kind.maxPrice > 0 && <span css={{ color: theme.color.muted }}> · {t('pdp.tradeIn.upTo', { amount: formatRupiah(kind.maxPrice) })}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </SecondaryPageFrame>
  );
}
