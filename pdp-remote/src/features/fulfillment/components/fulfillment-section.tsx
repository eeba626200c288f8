// The shipping section: how the item reaches the shopper. The choice between delivery and pickup
// (each with its availability), then for delivery the destination, the best shipping option and
// the options modal; for pickup the point serving the shopper, its schedule, the nearest and other
// points, and the notice when the system moved the shopper to another point.
import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { formatRupiah, outboundLinks, type ProductSummaryDto } from '@pdp/shared-contracts';
import { openModalAtom } from '../../../shared/modal/modal-atoms';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { HostLink } from '../../../shared/ui/host-link';
import { secondaryButton, textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { shippingErrorMessage } from '../model/shipping-error';
import { otherPickupPointsRequest } from '../state/fulfillment-atoms';
import { hasAvailablePickupHour } from '../model/availability';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import type { Fulfillment } from '../hooks/use-fulfillment';
import { LOGISTIC_NAMES, etdMessage, headlineOption } from './shipping-texts';
import { DeliverTo } from './deliver-to';
import { AVAILABILITY_REASONS, FulfillmentKindPicker } from './fulfillment-kind-picker';

const muted = { color: theme.color.muted, fontSize: 14, margin: 0 } as const;

function DeliveryPanel({ fulfillment }: { fulfillment: Fulfillment }) {
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
        <p role="status" css={muted}>
          {t('pdp.shipping.loading')}
        </p>
      )}
      {error && error.known && (
        <p role="alert" css={{ margin: 0, color: theme.color.warning }}>
          {t(error.id, error.values)}
        </p>
      )}
      {error && !error.known && <InlineAlert message={t(error.id, error.values)} actionLabel={t('pdp.page.retry')} onAction={shipping.retry} />}
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
            onClick={() => openModal({ id: 'shipping-options', payload: { options: info.options, origin: info.origin, destination: location?.label ?? null } })}
          >
            {t('pdp.shipping.seeOptions', { count: info.options.length })}
          </button>
        </div>
      )}
    </div>
  );
}

function OtherPickupPoints({ fulfillment, summary }: { fulfillment: Fulfillment; summary: ProductSummaryDto }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const current = fulfillment.point?.code ?? summary.pickupPointCode;
  const { state, retry } = useKeyedRequest(otherPickupPointsRequest, { itemSku: summary.itemSku, location: fulfillment.location, pickupPointCode: current });
  if (!state || state.status === 'loading' || state.status === 'idle')
    return (
      <p role="status" css={muted}>
        {t('pdp.pickup.loadingOthers')}
      </p>
    );
  if (state.status === 'failed') return <InlineAlert message={t('pdp.pickup.othersFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  const points = state.data ?? [];
  if (points.length === 0) return <p css={muted}>{t('pdp.pickup.noOthers')}</p>;
  return (
    <ul aria-label={t('pdp.pickup.others')} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      {points.map((point) => {
        const usable = point.pickup === 'AVAILABLE' && hasAvailablePickupHour(point);
        return (
          <li
            key={point.code}
            css={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: theme.space(2),
              borderTop: `1px solid ${theme.color.border}`,
              paddingTop: theme.space(2),
            }}
          >
            <span>
              <strong>{point.name}</strong>
              <span css={{ display: 'block', ...muted }}>
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

function PickupPanel({ fulfillment, summary, productId }: { fulfillment: Fulfillment; summary: ProductSummaryDto; productId: string }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const openModal = useSetAtom(openModalAtom);
  const [showOthers, setShowOthers] = useState(false);
  const { point, nearestPoint, pickupPoints } = fulfillment;
  const state = pickupPoints.state;

  if (!fulfillment.locationKnown || !state || state.status === 'loading')
    return (
      <p role="status" css={muted}>
        {t('pdp.pickup.loading')}
      </p>
    );
  if (state.status === 'failed') return <InlineAlert message={t('pdp.pickup.loadFailed')} actionLabel={t('pdp.page.retry')} onAction={pickupPoints.retry} />;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      {fulfillment.locationChanged && point && (
        <p role="status" css={{ margin: 0, padding: theme.space(2), borderRadius: theme.radius, background: '#fff4e5', color: theme.color.warning }}>
          {t('pdp.pickup.locationChanged', { name: point.name })}
        </p>
      )}
      {point ? (
        <div data-testid="pickup-point" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
          <span>{t('pdp.pickup.at')}</span>
          <strong>{point.name}</strong>
          <span css={muted}>
            {point.address}, {point.city}
            {point.distanceKm !== null && ` · ${t('pdp.pickup.distance', { distance: point.distanceKm })}`}
          </span>
          <span css={muted}>{t('pdp.pickup.maxQuantity')}</span>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
            <button type="button" css={secondaryButton} onClick={() => openModal({ id: 'pickup-schedule', payload: { point } })}>
              {t('pdp.pickup.seeSchedule')}
            </button>
            <button type="button" css={textButton} aria-expanded={showOthers} onClick={() => setShowOthers((open) => !open)}>
              {t('pdp.pickup.others')}
            </button>
            <HostLink to={outboundLinks.clickAndCollect(productId)} css={{ ...textButton, display: 'inline-flex', alignItems: 'center' }}>
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

export function FulfillmentSection({ fulfillment, summary, productId }: { fulfillment: Fulfillment; summary: ProductSummaryDto; productId: string }) {
  const offersPickup = summary.fulfillmentTypes.pickup !== 'UNAVAILABLE';
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      {offersPickup && (
        <FulfillmentKindPicker delivery={fulfillment.delivery} pickup={fulfillment.pickup} kind={fulfillment.kind} onChoose={fulfillment.choose} />
      )}
      {fulfillment.kind === 'delivery' ? (
        <DeliveryPanel fulfillment={fulfillment} />
      ) : (
        <PickupPanel fulfillment={fulfillment} summary={summary} productId={productId} />
      )}
    </div>
  );
}
