// Installments in the service section (spec §1, §3): for an item tagged INSTALLMENT or
// INSTALLMENT_NON_CC, the lowest monthly amount of its methods, "Cicilan 0%" when a bank pays all the
// interest or the product is tagged HIGHLIGHTED_INSTALLMENT, the installment list modal and the
// `installment` page. A line holds the place while the list loads; a failed list says so (spec §8:
// its state is reset to empty).
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { installmentsMessages } from '../messages/installments';
import { useModal } from '../../../shared/modal/use-modal';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';
import { installmentsRequest, type InstallmentQuery } from '../state/installment-atoms';

export interface InstallmentSummaryProps extends InstallmentQuery {
  highlighted: boolean;
  /** The `installment` secondary page of the shown item. */
  pagePath: string;
}

const action = { minHeight: 44, display: 'inline-flex', alignItems: 'center', '&:focus-visible': theme.focusRing } as const;

export function InstallmentSummary({ itemSku, v2, highlighted, pagePath }: InstallmentSummaryProps) {
  const { t } = usePdpMessages(installmentsMessages);
  const { openModal } = useModal();
  const { state } = useKeyedRequest(installmentsRequest, { itemSku, v2 });
  const methods = state?.status === 'loaded' ? (state.data?.methods ?? []) : [];
  if (state?.status === 'loaded' && methods.length === 0) return null;
  const lowest = methods.length > 0 ? Math.min(...methods.map((method) => method.lowestMonthlyAmount)) : null;
  const zeroPercent = highlighted || methods.some((method) => method.feePromo === 'FULL');
  return (
    <section aria-labelledby="pdp-installments" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
      <h3 id="pdp-installments" css={{ fontSize: 16, margin: 0, display: 'flex', gap: theme.space(2), alignItems: 'center', flexWrap: 'wrap' }}>
        {t('pdp.installment.title')}
        {zeroPercent && (
          <span css={{ fontSize: 12, fontWeight: 600, padding: `0 ${theme.space(2)}`, borderRadius: theme.radius, background: theme.color.subtle }}>
            {t('pdp.installment.zeroPercent')}
          </span>
        )}
      </h3>
      <p css={{ margin: 0 }} role={lowest === null ? 'status' : undefined}>
        {lowest !== null
          ? t('pdp.installment.from', { amount: formatRupiah(lowest) })
          : t(state?.status === 'failed' ? 'pdp.installment.failed' : 'pdp.installment.loading')}
      </p>
      {lowest !== null && (
        <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
          <button
            type="button"
            css={{
              ...action,
              padding: 0,
              border: 0,
              background: 'none',
              font: 'inherit',
              color: theme.color.accent,
              cursor: 'pointer',
              textDecoration: 'underline',
            }}
            onClick={() => openModal({ id: 'installment-list', payload: { itemSku, v2, pagePath } })}
          >
            {t('pdp.installment.open')}
          </button>
          <HostLink to={pagePath} css={action}>
            {t('pdp.installment.seeAll')}
          </HostLink>
        </p>
      )}
    </section>
  );
}
