// The item's installments, as the modal and the `installment` page show them: the payment methods
// grouped by credit card and without one, each with its lowest monthly amount and fee promo, and,
// opened, its tenors (asked for once per method: spec §4 Caching). A NON-CC refusal says why (spec §8).
import { useId, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { INSTALLMENT_TYPES } from '@pdp/backend-api/enums';
import type { InstallmentMethodDto } from '@pdp/backend-api/payments';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { installmentsMessages } from '../messages/installments';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { theme } from '../../../shared/ui/theme';
import { estimationKey, estimationsAtom, installmentsRequest, loadEstimationAtom, type InstallmentQuery } from '../state/installment-atoms';
import { stackedList } from '../../../shared/ui/layout-styles';

const REFUSALS = { INVALID_PRICE_RANGE: 'pdp.installment.invalidPriceRange', INVALID_CATEGORY: 'pdp.installment.invalidCategory' } as const;

function Tenors({ query, paymentMethod }: { query: InstallmentQuery; paymentMethod: string }) {
  const { t } = usePdpMessages(installmentsMessages);
  const state = useAtomValue(estimationsAtom)[estimationKey(query, paymentMethod)];
  if (!state || state.status === 'loading')
    return (
      <p role="status" css={{ margin: 0 }}>
        {t('pdp.installment.loading')}
      </p>
    );
  if (state.status === 'failed')
    return (
      <p role="alert" css={{ margin: 0 }}>
        {t(state.refusal ? REFUSALS[state.refusal] : 'pdp.installment.estimationFailed')}
      </p>
    );
  return (
    <ul css={stackedList(2)}>
      {state.estimation.tenors.map((tenor) => (
        <li
          key={tenor.months}
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: theme.space(1),
            padding: theme.space(2),
            background: theme.color.subtle,
            borderRadius: theme.radius,
          }}
        >
          <strong>{t('pdp.installment.tenor', { months: tenor.months })}</strong>
          <span>{t('pdp.installment.monthly', { amount: formatRupiah(tenor.monthlyAmount) })}</span>
          <span css={{ width: '100%', fontSize: 12, color: theme.color.muted }}>
            {t('pdp.installment.interest', { percent: tenor.interestPercent.toLocaleString('id-ID') })}
            {tenor.adminFee !== undefined && tenor.totalAmount !== undefined
              ? ` · ${t('pdp.installment.fees', { fee: formatRupiah(tenor.adminFee), total: formatRupiah(tenor.totalAmount) })}`
              : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Method({ query, method }: { query: InstallmentQuery; method: InstallmentMethodDto }) {
  const { t } = usePdpMessages(installmentsMessages);
  const load = useSetAtom(loadEstimationAtom);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li css={{ borderBottom: `1px solid ${theme.color.border}`, paddingBottom: theme.space(2), minWidth: 0 }}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) void load(query, method.paymentMethod);
          setOpen(!open);
        }}
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(2),
          alignItems: 'center',
          width: '100%',
          minHeight: 44,
          padding: 0,
          border: 0,
          background: 'none',
          font: 'inherit',
          textAlign: 'left',
          cursor: 'pointer',
          '&:focus-visible': theme.focusRing,
        }}
      >
        <strong css={{ overflowWrap: 'anywhere' }}>{method.name}</strong>
        {method.feePromo && (
          <span css={{ fontSize: 12, padding: `0 ${theme.space(2)}`, borderRadius: theme.radius, background: theme.color.subtle }}>
            {t(`pdp.installment.feePromo.${method.feePromo}`)}
          </span>
        )}
        <span css={{ marginLeft: 'auto', color: theme.color.muted }}>
          {t('pdp.installment.methodFrom', { amount: formatRupiah(method.lowestMonthlyAmount) })}
        </span>
      </button>
      <div id={panelId} hidden={!open}>
        {open && <Tenors query={query} paymentMethod={method.paymentMethod} />}
      </div>
    </li>
  );
}

export function InstallmentList({ query }: { query: InstallmentQuery }) {
  const { t } = usePdpMessages(installmentsMessages);
  const { state } = useKeyedRequest(installmentsRequest, query);
  if (!state || state.status === 'loading' || state.status === 'idle') return <p role="status">{t('pdp.installment.loading')}</p>;
  if (state.status === 'failed') return <p role="alert">{t('pdp.installment.failed')}</p>;
  const methods = state.data?.methods ?? [];
  if (methods.length === 0) return <p>{t('pdp.installment.none')}</p>;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      {INSTALLMENT_TYPES.map((type) => {
        const ofType = methods.filter((method) => method.type === type);
        if (ofType.length === 0) return null;
        const headingId = `installments-${type}`;
        return (
          <section key={type} aria-labelledby={headingId} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
            <h3 id={headingId} css={{ margin: 0, fontSize: 16 }}>
              {t(`pdp.installment.type.${type}`)}
            </h3>
            <ul css={stackedList(2)}>
              {ofType.map((method) => (
                <Method key={method.paymentMethod} query={query} method={method} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
