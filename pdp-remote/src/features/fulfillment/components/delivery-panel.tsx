// Delivery in the shipping section: where to, the best shipping option with its price and arrival,
// the options modal, and why delivery is unavailable when it is.
import { useSetAtom } from 'jotai';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { openModalAtom } from '../../../shared/modal/modal-atoms';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { shippingErrorMessage } from '../model/shipping-error';
import type { Fulfillment } from '../hooks/use-fulfillment';
import { LOGISTIC_NAMES, etdMessage, headlineOption } from './shipping-texts';
import { DeliverTo } from './deliver-to';
import { ShippingErrorNote } from './shipping-error-note';
import { AVAILABILITY_REASONS } from './fulfillment-kind-picker';
import { mutedNote } from './muted-note';
import type { OnboardingTipId } from '../../../shared/onboarding/onboarding-anchor';

export function DeliveryPanel({ fulfillment }: { fulfillment: Fulfillment }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const openModal = useSetAtom(openModalAtom);
  const { location, shipping, delivery } = fulfillment;
  const state = shipping.state;
  const info = state?.status === 'loaded' ? state.data : null;
  const best = info ? headlineOption(info.options) : null;
  const error = state?.status === 'failed' && state.error ? shippingErrorMessage(state.error) : null;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      <DeliverTo location={location} />
      {delivery !== 'AVAILABLE' && !info && (
        <p role="status" css={{ margin: 0, color: theme.color.warning }}>
          {t(AVAILABILITY_REASONS[delivery])}
        </p>
      )}
      {(!fulfillment.locationKnown || state?.status === 'loading') && (
        <p role="status" css={mutedNote}>
          {t('pdp.shipping.loading')}
        </p>
      )}
      {error && <ShippingErrorNote error={error} onRetry={shipping.retry} hasLocation={location !== null} />}
      {info && info.conditions.includes('TURNED_OFF') && (
        <p role="status" css={{ margin: 0, color: theme.color.warning }}>
          {t('pdp.shipping.turnedOff')}
        </p>
      )}
      {info && !info.conditions.includes('TURNED_OFF') && info.options.length === 0 && (
        <p role="status" css={{ margin: 0, color: theme.color.warning }}>
          {t('pdp.shipping.noOptions')}
        </p>
      )}
      {info && best && !info.conditions.includes('TURNED_OFF') && (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) }} data-testid="shipping-headline">
          <span>
            <strong>{t(LOGISTIC_NAMES[best.logisticCode])}</strong> · {best.price === 0 ? t('pdp.shipping.free') : formatRupiah(best.price)} ·{' '}
            {t(etdMessage(best.etd).id, etdMessage(best.etd).values)}
          </span>
          <button
            type="button"
            css={secondaryButton}
            data-onboarding={'shipping-card' satisfies OnboardingTipId}
            onClick={() => openModal({ id: 'shipping-options', payload: { options: info.options, origin: info.origin, destination: location?.label ?? null } })}
          >
            {t('pdp.shipping.seeOptions', { count: info.options.length })}
          </button>
        </div>
      )}
    </div>
  );
}
