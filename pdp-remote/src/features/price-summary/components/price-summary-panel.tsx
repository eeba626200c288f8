// The price for the chosen quantity: stepper, subtotal (wholesale tier applied), cashback, vouchers,
// and `Gagal memuat data...` when the summary could not be had.
import type { PriceSummaryDto } from '@pdp/backend-api/backend';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';
import type { PriceSummaryState } from '../state/price-summary-atoms';
import { QuantityStepper } from './quantity-stepper';

interface PriceSummaryPanelProps {
  state: PriceSummaryState | null;
  maxQuantity: number;
  pickup: boolean;
  unitPrice: number;
  onQuantityChange: (quantity: number) => void;
}

function appliedTier(summary: PriceSummaryDto) {
  return summary.wholesale.find((tier) => summary.quantity >= tier.minQuantity && (tier.maxQuantity === null || summary.quantity <= tier.maxQuantity));
}

export function PriceSummaryPanel({ state, maxQuantity, pickup, unitPrice, onQuantityChange }: PriceSummaryPanelProps) {
  const { t } = usePdpTranslator();
  const quantity = state?.quantity ?? 1;
  const summary = state?.status === 'loaded' || state?.status === 'failed' ? state.priceSummary : null;
  const current = summary && summary.quantity === quantity ? summary : null;
  const total = current ? current.price.total : unitPrice * quantity;
  const tier = current ? appliedTier(current) : undefined;
  const loading = state?.status === 'loading';

  return (
    <section aria-label={t('pdp.priceSummary.label')} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(4), alignItems: 'flex-end' }}>
      <QuantityStepper value={quantity} max={Math.min(maxQuantity, summary?.item.maxQuantity ?? maxQuantity)} pickup={pickup} onChange={onQuantityChange} />
      <div aria-live="polite" aria-busy={loading} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1), minHeight: 66 }}>
        <span css={{ color: theme.color.muted, fontSize: 14 }}>{t('pdp.priceSummary.subtotal')}</span>
        {/* Pending reads muted, not faded: a faded ink falls below the 4.5:1 contrast text needs. */}
        <strong data-testid="price-summary-total" css={{ fontSize: 18, color: loading ? theme.color.muted : theme.color.text }}>
          {loading ? t('pdp.priceSummary.loading') : formatRupiah(total)}
        </strong>
        {tier && <span css={{ color: theme.color.success, fontSize: 14 }}>{t('pdp.priceSummary.wholesaleApplied', { price: formatRupiah(tier.price) })}</span>}
        {current && current.price.cashback > 0 && (
          <span css={{ color: theme.color.success, fontSize: 14 }}>{t('pdp.priceSummary.cashback', { amount: formatRupiah(current.price.cashback) })}</span>
        )}
        {current?.vouchersApplied.map((voucher) => (
          <span key={voucher.code} css={{ fontSize: 14 }}>
            {t('pdp.priceSummary.voucherApplied', { code: voucher.code, amount: formatRupiah(voucher.amount) })}
          </span>
        ))}
      </div>
      {state?.failed && (
        <p role="alert" css={{ flexBasis: '100%', margin: 0, color: theme.color.warning }}>
          {t('pdp.priceSummary.failed')}
        </p>
      )}
    </section>
  );
}
