// The subscription modal (spec §3, §5, §8, §9): how often (weekly or monthly), how long (1 to 12
// months, required: "Tolong isi lama berlanganan"), how many per delivery (the item's minimum and
// maximum), the package and whether it earns the shipping discount, then the add to the subscription
// cart. An anonymous shopper's choice is kept under the subscription add-to-cart key while they sign
// in (spec §6: members only); back on the page it is sent. Each refusal of §8 is said in the form,
// which keeps the choice; the already-in-cart and already-subscribed dialogs (same chunk) say where
// the item already is, the latter offering to add it to that subscription by id.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { SUBSCRIPTION_MAX_MONTHS, type SubscriptionFrequency } from '@pdp/backend-api/subscription';
import { subscriptionCartPath, subscriptionPath } from '@pdp/host-contract/links';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { useModal } from '../../../shared/modal/use-modal';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { withResumeAction } from '../../../shared/mount/resume-action';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { ApiError } from '../../../shared/http/api-error';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { subscriptionMessages } from '../messages/subscription';
import type { SubscriptionMessageId } from '../messages/subscription.messages.id';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { HostLink } from '../../../shared/ui/host-link';
import { primaryButton } from '../../../shared/ui/buttons';
import { FieldForm, FormField, FormSubmit, fieldControl } from '../../../shared/ui/form-field';
import { theme } from '../../../shared/ui/theme';
import { addToSubscription, addToSubscriptionCart } from '../api/subscription-api';
import {
  keepPending,
  MIN_PACKAGE_FOR_SHIPPING_DISCOUNT,
  refusalOf,
  validateChoice,
  type FieldErrors,
  type SubscriptionChoice,
} from '../model/subscription-form';
import { subscriptionBenefitRequest, subscriptionChoicesAtom, subscriptionDetailRequest } from '../state/subscription-atoms';

type Said = { id: SubscriptionMessageId; values?: Record<string, string> };

const field = { display: 'flex', flexDirection: 'column', gap: theme.space(1) } as const;

type Props<Payload> = { payload: Payload; onClose: () => void };

export function SubscriptionForm({ payload, onClose }: Props<ModalPayloads['subscription']>) {
  const { t } = usePdpMessages(subscriptionMessages);
  const { user, path, requestLogin } = useMountProps();
  const { openModal } = useModal();
  const client = useAtomValue(requireBackendClientAtom);
  const { itemSku } = payload;
  const detailRequest = useKeyedRequest(subscriptionDetailRequest, { itemSku, userId: user?.id ?? null });
  const detail = detailRequest.state;
  const refreshDetail = detailRequest.retry;
  const offer = detail?.status === 'loaded' ? detail.data : null;
  const benefit = useKeyedRequest(subscriptionBenefitRequest, itemSku).state;
  const shippingDiscount = benefit?.status === 'loaded' ? (benefit.data?.shippingDiscount ?? 0) : 0;
  const [choices, setChoices] = useAtom(subscriptionChoicesAtom);
  const kept = choices[itemSku];
  const choice: SubscriptionChoice = useMemo(
    () => kept ?? payload.resumed ?? { frequency: offer?.frequencies[0] ?? 'MONTHLY', periodMonths: null, quantity: offer?.minQuantity ?? 1 },
    [kept, offer, payload.resumed],
  );
  const setChoice = (next: Partial<SubscriptionChoice>) => setChoices((all) => ({ ...all, [itemSku]: { ...choice, ...next } }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const [added, setAdded] = useState(false);
  const ids = { frequency: useId(), period: useId(), quantity: useId() };

  const submit = useCallback(async () => {
    if (!offer || sending) return;
    const found = validateChoice(choice, offer);
    setErrors(found);
    setSaid(null);
    if (found.period || found.quantity) {
      document.getElementById(found.period ? ids.period : ids.quantity)?.focus();
      return;
    }
    const login = () => {
      keepPending({ itemSku, ...choice });
      requestLogin({ returnTo: withResumeAction(path, { kind: 'subscribe' }) });
    };
    if (!user) return login();
    setSending(true);
    try {
      await addToSubscriptionCart(client, { itemSku, quantity: choice.quantity, frequency: choice.frequency, periodMonths: choice.periodMonths ?? 0 });
      setAdded(true);
      // The row says the item is in the subscription cart now.
      refreshDetail();
    } catch (error) {
      if (!(error instanceof ApiError)) setSaid({ id: 'pdp.subscription.error.GENERAL_ERROR' });
      else if (error.status === 401) login();
      else if (error.code === 'SUBSCRIPTION_ITEM_IN_CART') openModal({ id: 'subscription-in-cart', payload: {} });
      else if (error.code === 'SUBSCRIPTION_ITEM_SUBSCRIBED') {
        const subscriptionId = error.firstFieldError('subscriptionId') ?? offer.subscriptionId;
        if (subscriptionId) openModal({ id: 'subscription-subscribed', payload: { itemSku, subscriptionId, quantity: choice.quantity } });
        else setSaid({ id: 'pdp.subscription.error.GENERAL_ERROR' });
      } else setSaid(refusalOf(error, offer));
    } finally {
      setSending(false);
    }
    return undefined;
  }, [choice, client, ids.period, ids.quantity, itemSku, offer, openModal, path, refreshDetail, requestLogin, sending, user]);

  // Back from login with the choice: send it once the item's offer is known.
  const resumed = useRef(false);
  useEffect(() => {
    if (!payload.resumed || !offer || !user || resumed.current) return;
    resumed.current = true;
    void submit();
  }, [offer, payload.resumed, submit, user]);

  const packageAmount = offer ? offer.price * (Number.isInteger(choice.quantity) ? choice.quantity : 0) : 0;

  return (
    <ModalFrame title={t('pdp.subscription.modalTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      {!offer && <p aria-busy="true">{t('pdp.subscription.loading')}</p>}
      {offer && added && (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
          <p role="status" css={{ margin: 0 }}>
            {t('pdp.subscription.added')}
          </p>
          <HostLink to={subscriptionCartPath()} data-autofocus>
            {t('pdp.subscription.openCart')}
          </HostLink>
        </div>
      )}
      {offer && !added && (
        <FieldForm onSend={() => void submit()}>
          <fieldset css={{ ...field, border: 0, margin: 0, padding: 0 }}>
            <legend css={{ fontWeight: 600, padding: 0, marginBottom: theme.space(1) }}>{t('pdp.subscription.frequency')}</legend>
            <div css={{ display: 'flex', gap: theme.space(4), flexWrap: 'wrap' }}>
              {offer.frequencies.map((frequency: SubscriptionFrequency) => (
                <label key={frequency} css={{ display: 'flex', gap: theme.space(2), alignItems: 'center', minHeight: 44 }}>
                  <input type="radio" name={ids.frequency} checked={choice.frequency === frequency} onChange={() => setChoice({ frequency })} />
                  {t(frequency === 'WEEKLY' ? 'pdp.subscription.WEEKLY' : 'pdp.subscription.MONTHLY')}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField id={ids.period} label={t('pdp.subscription.period')} error={errors.period && t(errors.period.id, errors.period.values)}>
            {({ control, describedBy }) => (
              <select
                id={control}
                value={choice.periodMonths ?? ''}
                aria-invalid={errors.period ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => setChoice({ periodMonths: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
                css={fieldControl}
              >
                <option value="">{t('pdp.subscription.periodPlaceholder')}</option>
                {Array.from({ length: SUBSCRIPTION_MAX_MONTHS }, (_, index) => index + 1).map((months) => (
                  <option key={months} value={months}>
                    {t('pdp.subscription.months', { count: months })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={ids.quantity}
            label={t('pdp.subscription.quantity')}
            hint={t('pdp.subscription.quantityHint', { min: String(offer.minQuantity), max: String(offer.maxQuantity) })}
            error={errors.quantity && t(errors.quantity.id, errors.quantity.values)}
          >
            {({ control, describedBy }) => (
              <input
                id={control}
                type="number"
                inputMode="numeric"
                min={offer.minQuantity}
                max={offer.maxQuantity}
                value={Number.isNaN(choice.quantity) ? '' : choice.quantity}
                aria-invalid={errors.quantity ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => setChoice({ quantity: event.currentTarget.value === '' ? Number.NaN : Number(event.currentTarget.value) })}
                css={{ ...fieldControl, maxWidth: 120 }}
              />
            )}
          </FormField>
          <div aria-live="polite" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
            <p css={{ margin: 0, fontWeight: 600 }}>{t('pdp.subscription.package', { amount: formatRupiah(packageAmount) })}</p>
            {shippingDiscount > 0 && (
              <p css={{ margin: 0 }}>
                {packageAmount >= MIN_PACKAGE_FOR_SHIPPING_DISCOUNT
                  ? t('pdp.subscription.shippingEarned', { amount: formatRupiah(shippingDiscount) })
                  : t('pdp.subscription.shippingToGo', { minimum: formatRupiah(MIN_PACKAGE_FOR_SHIPPING_DISCOUNT) })}
              </p>
            )}
          </div>
          <FormSubmit alert={said && t(said.id, said.values)} sending={sending} label={t('pdp.subscription.submit')} />
        </FieldForm>
      )}
    </ModalFrame>
  );
}

/** The already-in-cart dialog (spec §8): the item waits in the subscription cart. */
export function SubscriptionInCartDialog({ onClose }: Props<ModalPayloads['subscription-in-cart']>) {
  const { t } = usePdpMessages(subscriptionMessages);
  return (
    <ModalFrame title={t('pdp.subscription.inCartTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <p css={{ marginTop: 0 }}>{t('pdp.subscription.inCartBody')}</p>
      <HostLink to={subscriptionCartPath()} data-autofocus>
        {t('pdp.subscription.openCart')}
      </HostLink>
    </ModalFrame>
  );
}

/** The already-subscribed dialog (spec §8): add the quantity to that subscription by id (spec §7), or see it. */
export function SubscriptionSubscribedDialog({ payload, onClose }: Props<ModalPayloads['subscription-subscribed']>) {
  const { t } = usePdpMessages(subscriptionMessages);
  const client = useAtomValue(requireBackendClientAtom);
  const [state, setState] = useState<'idle' | 'sending' | 'added' | 'failed'>('idle');
  const add = async () => {
    setState('sending');
    try {
      await addToSubscription(client, payload.subscriptionId, { itemSku: payload.itemSku, quantity: payload.quantity });
      setState('added');
    } catch {
      setState('failed');
    }
  };
  return (
    <ModalFrame title={t('pdp.subscription.subscribedTitle')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <p css={{ margin: 0 }}>{t('pdp.subscription.subscribedBody')}</p>
        {state === 'added' ? (
          <p role="status" css={{ margin: 0 }}>
            {t('pdp.subscription.addedToExisting')}
          </p>
        ) : (
          <button type="button" disabled={state === 'sending'} css={{ ...primaryButton, width: '100%' }} onClick={() => void add()} data-autofocus>
            {t('pdp.subscription.addToExisting')}
          </button>
        )}
        {state === 'failed' && (
          <p role="alert" css={{ margin: 0, color: theme.color.warning }}>
            {t('pdp.subscription.error.GENERAL_ERROR')}
          </p>
        )}
        <HostLink to={subscriptionPath()}>{t('pdp.subscription.openSubscriptions')}</HostLink>
      </div>
    </ModalFrame>
  );
}
