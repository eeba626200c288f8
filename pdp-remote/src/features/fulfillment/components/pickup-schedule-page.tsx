// The pickup schedule as a secondary page (`/p/:name/:id/pickup-schedule`): the schedule of the
// point serving the shopper, the one the product page shows.
import { useAtomValue } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { shippingLocationAtom, shippingLocationStateAtom } from '../../../shared/location/shipping-location';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { SecondaryPageFrame } from '../../../shared/ui/secondary-page-frame';
import { fulfillmentChoiceAtom, nearestPickupPointRequest } from '../state/fulfillment-atoms';
import { PickupSchedule } from './pickup-schedule';

function PickupSchedulePage({ summary, productId, productPath }: { summary: ProductSummaryDto; productId: string; productPath: string }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const locationKnown = useAtomValue(shippingLocationStateAtom).status === 'ready';
  const location = useAtomValue(shippingLocationAtom);
  const choice = useAtomValue(fulfillmentChoiceAtom);
  const pickupPointCode = (choice?.productSku === summary.productSku ? choice.pickupPointCode : null) ?? summary.pickupPointCode;
  const { state, retry } = useKeyedRequest(nearestPickupPointRequest, locationKnown ? { productId, location, pickupPointCode } : null);
  const point = state?.status === 'loaded' ? (state.data?.defaultPickupPoint ?? null) : null;

  return (
    <SecondaryPageFrame title={t('pdp.pickup.scheduleTitle')} productName={summary.name} productPath={productPath}>
      {(!state || state.status === 'loading') && <p role="status">{t('pdp.pickup.loading')}</p>}
      {state?.status === 'failed' && <InlineAlert message={t('pdp.pickup.loadFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {state?.status === 'loaded' && !point && <p>{t('pdp.pickup.none')}</p>}
      {point && <PickupSchedule point={point} />}
    </SecondaryPageFrame>
  );
}

/** The default export: what the page loads lazily (app/retail-page-parts.ts). */
export default PickupSchedulePage;
