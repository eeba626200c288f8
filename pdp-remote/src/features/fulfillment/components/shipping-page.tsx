// The shipping options as a secondary page (`/p/:name/:id/shipping`): every courier to the shopper's
// location, as the options modal lists them, with the destination and a way to change it.
import { useAtomValue } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { shippingLocationAtom, shippingLocationStateAtom } from '../../../shared/location/shipping-location';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { theme } from '../../../shared/ui/theme';
import { SecondaryPageFrame } from '../../../shared/ui/secondary-page-frame';
import { shippingErrorMessage } from '../model/shipping-error';
import { shippingInfoRequest } from '../state/fulfillment-atoms';
import { ShippingOptionList } from './shipping-option-list';
import { DeliverTo } from './deliver-to';
import { ShippingErrorNote } from './shipping-error-note';

const alert = { margin: 0, color: theme.color.warning } as const;

function ShippingPage({ summary, productId, productPath }: { summary: ProductSummaryDto; productId: string; productPath: string }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const locationKnown = useAtomValue(shippingLocationStateAtom).status === 'ready';
  const location = useAtomValue(shippingLocationAtom);
  const delivers = summary.fulfillmentTypes.delivery !== 'UNAVAILABLE';
  const { state, retry } = useKeyedRequest(shippingInfoRequest, locationKnown && delivers ? { productId, location, quantity: 1 } : null);
  const info = state?.status === 'loaded' ? state.data : null;
  const error = state?.status === 'failed' && state.error ? shippingErrorMessage(state.error) : null;
  const turnedOff = info?.conditions.includes('TURNED_OFF') ?? false;

  return (
    <SecondaryPageFrame title={t('pdp.shipping.optionsTitle')} productName={summary.name} productPath={productPath}>
      <DeliverTo location={location} />
      {!delivers && (
        <p role="status" css={alert}>
          {t('pdp.shipping.noOptions')}
        </p>
      )}
      {delivers && (!locationKnown || !state || state.status === 'loading') && <p role="status">{t('pdp.shipping.loading')}</p>}
      {error && <ShippingErrorNote error={error} onRetry={retry} hasLocation={location !== null} />}
      {turnedOff && (
        <p role="status" css={alert}>
          {t('pdp.shipping.turnedOff')}
        </p>
      )}
      {info && !turnedOff && info.options.length === 0 && (
        <p role="status" css={alert}>
          {t('pdp.shipping.noOptions')}
        </p>
      )}
      {info && !turnedOff && info.options.length > 0 && (
        <>
          {info.origin && <p css={{ margin: 0, color: theme.color.muted }}>{t('pdp.shipping.from', { origin: info.origin })}</p>}
          <ShippingOptionList options={info.options} />
        </>
      )}
    </SecondaryPageFrame>
  );
}

/** The default export: what the page loads lazily (app/retail-page-parts.ts). */
export default ShippingPage;
