// The other pickup points of the item, listed on demand below the chosen one, each with a way to
// choose it when it can serve the shopper.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { secondaryButton } from '../../../shared/ui/buttons';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { otherPickupPointsRequest } from '../state/fulfillment-atoms';
import { hasAvailablePickupHour } from '../model/availability';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import type { Fulfillment } from '../hooks/use-fulfillment';
import { mutedNote } from './muted-note';
import { separatedRow, stackedList } from '../../../shared/ui/layout-styles';

export function OtherPickupPoints({ fulfillment, summary }: { fulfillment: Fulfillment; summary: ProductSummaryDto }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const current = fulfillment.point?.code ?? summary.pickupPointCode;
  const { state, retry } = useKeyedRequest(otherPickupPointsRequest, { itemSku: summary.itemSku, location: fulfillment.location, pickupPointCode: current });
  if (!state || state.status === 'loading' || state.status === 'idle')
    return (
      <p role="status" css={mutedNote}>
        {t('pdp.pickup.loadingOthers')}
      </p>
    );
  if (state.status === 'failed') return <InlineAlert message={t('pdp.pickup.othersFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  const points = state.data ?? [];
  if (points.length === 0) return <p css={mutedNote}>{t('pdp.pickup.noOthers')}</p>;
  return (
    <ul aria-label={t('pdp.pickup.others')} css={stackedList(2)}>
      {points.map((point) => {
        const usable = point.pickup === 'AVAILABLE' && hasAvailablePickupHour(point);
        return (
          <li key={point.code} css={separatedRow}>
            <span>
              <strong>{point.name}</strong>
              <span css={{ display: 'block', ...mutedNote }}>
                {point.city}
                {point.distanceKm !== null && ` · ${t('pdp.pickup.distance', { distance: point.distanceKm })}`}
                {!usable && ` · ${t('pdp.pickup.noStockHere')}`}
              </span>
            </span>
            <button
              type="button"
              css={secondaryButton}
              disabled={!usable}
              onClick={() => fulfillment.choosePickupPoint(point.code)}
              aria-label={t('pdp.pickup.chooseNamed', { name: point.name })}
            >
              {t('pdp.pickup.choose')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
