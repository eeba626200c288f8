// Pickup in the shipping section: the point serving the shopper, its schedule and maximum quantity,
// the other points, the Click & Collect page, and the notice when a nearer point can serve.
import { useState } from 'react';
import { useSetAtom } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { clickAndCollectPath } from '@pdp/host-contract/links';
import { openModalAtom } from '../../../shared/modal/modal-atoms';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { HostLink } from '../../../shared/ui/host-link';
import { secondaryButton, textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { hasAvailablePickupHour } from '../model/availability';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import type { Fulfillment } from '../hooks/use-fulfillment';
import { OtherPickupPoints } from './other-pickup-points';
import { mutedNote } from './muted-note';

export function PickupPanel({ fulfillment, summary, productId }: { fulfillment: Fulfillment; summary: ProductSummaryDto; productId: string }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const openModal = useSetAtom(openModalAtom);
  const [showOthers, setShowOthers] = useState(false);
  const { point, nearestPoint, pickupPoints } = fulfillment;
  const state = pickupPoints.state;

  if (!fulfillment.locationKnown || !state || state.status === 'loading')
    return (
      <p role="status" css={mutedNote}>
        {t('pdp.pickup.loading')}
      </p>
    );
  if (state.status === 'failed') return <InlineAlert message={t('pdp.pickup.loadFailed')} actionLabel={t('pdp.page.retry')} onAction={pickupPoints.retry} />;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      {fulfillment.locationChanged && point && (
        <p
          role="status"
          css={{ margin: 0, padding: theme.space(2), borderRadius: theme.radius, background: theme.color.warningBg, color: theme.color.warning }}
        >
          {t('pdp.pickup.locationChanged', { name: point.name })}
        </p>
      )}
      {point ? (
        <div data-testid="pickup-point" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
          <span>{t('pdp.pickup.at')}</span>
          <strong>{point.name}</strong>
          <span css={mutedNote}>
            {point.address}, {point.city}
            {point.distanceKm !== null && ` · ${t('pdp.pickup.distance', { distance: point.distanceKm })}`}
          </span>
          <span css={mutedNote}>{t('pdp.pickup.maxQuantity')}</span>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
            <button type="button" css={secondaryButton} onClick={() => openModal({ id: 'pickup-schedule', payload: { point } })}>
              {t('pdp.pickup.seeSchedule')}
            </button>
            <button type="button" css={textButton} aria-expanded={showOthers} onClick={() => setShowOthers((open) => !open)}>
              {t('pdp.pickup.others')}
            </button>
            <HostLink to={clickAndCollectPath(productId)} css={{ ...textButton, display: 'inline-flex', alignItems: 'center' }}>
              {t('pdp.pickup.allPoints')}
            </HostLink>
          </div>
        </div>
      ) : (
        <p role="status" css={{ margin: 0, color: theme.color.warning }}>
          {t('pdp.pickup.none')}
        </p>
      )}
      {nearestPoint && point && nearestPoint.code !== point.code && nearestPoint.pickup === 'AVAILABLE' && hasAvailablePickupHour(nearestPoint) && (
        <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }}>
          <span>{t('pdp.pickup.nearest', { name: nearestPoint.name, distance: nearestPoint.distanceKm ?? 0 })}</span>
          <button type="button" css={textButton} onClick={() => fulfillment.choosePickupPoint(nearestPoint.code)}>
            {t('pdp.pickup.useNearest')}
          </button>
        </p>
      )}
      {showOthers && <OtherPickupPoints fulfillment={fulfillment} summary={summary} />}
    </div>
  );
}
