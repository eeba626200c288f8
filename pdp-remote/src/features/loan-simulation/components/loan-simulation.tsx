// The loan simulation in the service section (spec §1, §3, §5, §9) for an item tagged
// INSTALLMENT_SIMULATION: the financer's promo ticker and the 3 % promo, a location and a down payment
// (typed, or one of the suggested), checked before anything is sent (spec §5: below the price), then
// the tenors with their monthly amount and whether the interest is fixed or capped, one chosen. What
// the shopper chose is kept per item (spec §3) and what they typed survives a failed call.
import { useId, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { LOAN_PROMO_INTEREST_PERCENT, type LoanTenorDto } from '@pdp/backend-api/payments';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { loanSimulationMessages } from '../messages/loan-simulation';
import { useKeyedRequest, type KeyedRequestState } from '../../../shared/state/keyed-request';
import { primaryButton, secondaryButton, textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { EMPTY_LOAN, loanOptionsRequest, loanTenorsRequest, savedLoansAtom, type SavedLoan } from '../state/loan-simulation-atoms';

type FieldError = 'downPaymentTooHigh' | 'downPaymentInvalid' | 'locationRequired' | 'locationUnavailable';

/** Rupiah as typed: digits, with dots or spaces between thousands; empty is 0 (spec §3's default). */
function readRupiah(typed: string): number | null {
  const digits = typed.replace(/[.\s]/g, '').replace(/^rp/i, '');
  if (digits === '') return 0;
  return /^\d{1,13}$/.test(digits) ? Number(digits) : null;
}

const field = {
  minHeight: 44,
  font: 'inherit',
  padding: `0 ${theme.space(2)}`,
  borderRadius: theme.radius,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  '&:focus-visible': theme.focusRing,
  '&[aria-invalid="true"]': { borderColor: theme.color.price },
} as const;

const errorLine = { margin: 0, color: theme.color.price } as const;

export interface LoanSimulationProps {
  itemSku: string;
  /** The item's price the shopper pays: the down payment must stay below it. */
  price: number;
}

export default function LoanSimulation({ itemSku, price }: LoanSimulationProps) {
  const { t } = usePdpMessages(loanSimulationMessages);
  const ids = { title: useId(), location: useId(), downPayment: useId(), price: useId(), error: useId() };
  const [savedLoans, setSavedLoans] = useAtom(savedLoansAtom);
  const saved = savedLoans[itemSku] ?? EMPTY_LOAN;
  const save = (next: Partial<SavedLoan>) => setSavedLoans((all) => ({ ...all, [itemSku]: { ...(all[itemSku] ?? EMPTY_LOAN), ...next } }));
  const [typed, setTyped] = useState(saved.downPayment > 0 ? String(saved.downPayment) : '');
  const [location, setLocation] = useState(saved.location);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const { state: options, retry: retryOptions } = useKeyedRequest(loanOptionsRequest, itemSku);
  const { state: tenors, retry: retryTenors } = useKeyedRequest(loanTenorsRequest, saved.asked);

  const refusal = tenors?.status === 'failed' ? tenors.error?.code : undefined;
  const shownError: FieldError | null =
    fieldError ?? (refusal === 'INVALID_DOWN_PAYMENT' ? 'downPaymentTooHigh' : refusal === 'INVALID_LOCATION' ? 'locationUnavailable' : null);
  const downPaymentError = shownError === 'downPaymentTooHigh' || shownError === 'downPaymentInvalid';
  const locationError = shownError === 'locationRequired' || shownError === 'locationUnavailable';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const downPayment = readRupiah(typed);
    if (downPayment === null) return setFieldError('downPaymentInvalid');
    if (downPayment >= price) return setFieldError('downPaymentTooHigh');
    if (!location) return setFieldError('locationRequired');
    setFieldError(null);
    const unchanged = saved.asked?.downPayment === downPayment && saved.asked.location === location;
    save({ downPayment, location, tenor: unchanged ? saved.tenor : 0, asked: { itemSku, downPayment, location } });
    if (unchanged && tenors?.status === 'failed') retryTenors();
  };

  const data = options?.status === 'loaded' ? options.data : null;
  return (
    <section aria-labelledby={ids.title} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      <h3 id={ids.title} css={{ fontSize: 16, margin: 0, display: 'flex', gap: theme.space(2), alignItems: 'center', flexWrap: 'wrap' }}>
        {t('pdp.loan.title')}
        <span css={{ fontSize: 12, fontWeight: 600, padding: `0 ${theme.space(2)}`, borderRadius: theme.radius, background: theme.color.subtle }}>
          {t('pdp.loan.promo', { percent: LOAN_PROMO_INTEREST_PERCENT })}
        </span>
      </h3>
      {!data || data.locations.length === 0 ? (
        <p
          role={options?.status === 'failed' ? 'alert' : 'status'}
          css={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}
        >
          {t(options?.status === 'failed' || data ? 'pdp.loan.failed' : 'pdp.loan.loading')}
          {(options?.status === 'failed' || data) && (
            <button type="button" css={textButton} onClick={retryOptions}>
              {t('pdp.page.retry')}
            </button>
          )}
        </p>
      ) : (
        <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
          <p css={{ margin: 0 }}>{t('pdp.loan.intro')}</p>
          {data.promoTicker && <p css={{ margin: 0, fontSize: 14, color: theme.color.accent, overflowWrap: 'anywhere' }}>{data.promoTicker}</p>}
          <label htmlFor={ids.location}>{t('pdp.loan.location')}</label>
          <select
            id={ids.location}
            value={location}
            onChange={(event) => {
              setLocation(event.target.value);
              if (locationError) setFieldError(null);
            }}
            aria-invalid={locationError}
            aria-describedby={locationError ? ids.error : undefined}
            css={field}
          >
            <option value="">{t('pdp.loan.locationPlaceholder')}</option>
            {data.locations.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          <label htmlFor={ids.downPayment}>{t('pdp.loan.downPayment')}</label>
          <input
            id={ids.downPayment}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              if (downPaymentError) setFieldError(null);
            }}
            aria-invalid={downPaymentError}
            aria-describedby={downPaymentError ? `${ids.error} ${ids.price}` : ids.price}
            css={field}
          />
          <p id={ids.price} css={{ margin: 0, fontSize: 12, color: theme.color.muted }}>
            {t('pdp.loan.price', { price: formatRupiah(price) })}
          </p>
          {shownError && (
            <p id={ids.error} role="alert" css={errorLine}>
              {t(`pdp.loan.${shownError}`)}
            </p>
          )}
          {data.downPayment.length > 0 && (
            <div role="group" aria-label={t('pdp.loan.suggestions')} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
              {data.downPayment
                .filter((amount) => amount < price)
                .map((amount) => (
                  <button
                    key={amount}
                    type="button"
                    aria-pressed={readRupiah(typed) === amount}
                    css={{ ...secondaryButton, fontWeight: 400, '&[aria-pressed="true"]': { background: theme.color.subtle, fontWeight: 600 } }}
                    onClick={() => {
                      setTyped(String(amount));
                      if (downPaymentError) setFieldError(null);
                    }}
                  >
                    {formatRupiah(amount)}
                  </button>
                ))}
            </div>
          )}
          <button type="submit" css={{ ...primaryButton, alignSelf: 'flex-start' }} disabled={tenors?.status === 'loading'}>
            {t(tenors?.status === 'loading' ? 'pdp.loan.calculating' : 'pdp.loan.submit')}
          </button>
        </form>
      )}
      {data && saved.asked && (
        <Tenors tenors={tenors} saved={saved} onChoose={(months) => save({ tenor: months })} onRetry={retryTenors} refused={Boolean(refusal && shownError)} />
      )}
      <p css={{ margin: 0, fontSize: 12, color: theme.color.muted }}>{t('pdp.loan.note')}</p>
    </section>
  );
}

interface TenorsProps {
  tenors: KeyedRequestState<LoanTenorDto[]> | null;
  saved: SavedLoan;
  onChoose: (months: number) => void;
  onRetry: () => void;
  /** The backend refused the form's values: the form says why, nothing more here. */
  refused: boolean;
}

function Tenors({ tenors, saved, onChoose, onRetry, refused }: TenorsProps) {
  const { t } = usePdpMessages(loanSimulationMessages);
  const name = useId();
  if (!tenors || tenors.status === 'loading' || tenors.status === 'idle' || refused) return null;
  if (tenors.status === 'failed')
    return (
      <p role="alert" css={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
        {t('pdp.loan.tenorsFailed')}
        <button type="button" css={textButton} onClick={onRetry}>
          {t('pdp.page.retry')}
        </button>
      </p>
    );
  const list = tenors.data ?? [];
  if (list.length === 0) return <p css={{ margin: 0 }}>{t('pdp.loan.noTenors')}</p>;
  const chosen = list.find((tenor) => tenor.months === saved.tenor);
  return (
    <>
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
        <legend css={{ fontWeight: 600, marginBottom: theme.space(1) }}>{t('pdp.loan.tenors')}</legend>
        {list.map((tenor) => (
          <label
            key={tenor.months}
            css={{
              display: 'flex',
              gap: theme.space(2),
              alignItems: 'flex-start',
              padding: theme.space(2),
              minHeight: 44,
              borderRadius: theme.radius,
              background: theme.color.subtle,
              cursor: 'pointer',
              '&:focus-within': theme.focusRing,
            }}
          >
            <input type="radio" name={name} value={tenor.months} checked={tenor.months === saved.tenor} onChange={() => onChoose(tenor.months)} />
            <span css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
              <strong>{t('pdp.loan.tenor', { months: tenor.months, amount: formatRupiah(tenor.monthlyAmount) })}</strong>
              <span css={{ fontSize: 12, color: theme.color.muted }}>
                {t(`pdp.loan.interest.${tenor.interestType}`, { percent: tenor.interestPercent })}
                {tenor.promo ? ` · ${t('pdp.loan.promo', { percent: LOAN_PROMO_INTEREST_PERCENT })}` : ''}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {chosen && (
        <p role="status" css={{ margin: 0, fontWeight: 600 }}>
          {t('pdp.loan.chosen', { amount: formatRupiah(chosen.monthlyAmount), months: chosen.months })}
        </p>
      )}
    </>
  );
}
