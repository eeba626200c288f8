// The Click & Collect pickup points page (`/click-and-collect/p/:id/pickup-points`): every point
// holding the item, nearest first, each with its schedule; choosing one takes the shopper back to
// the product with pickup at that point.
import { useAtomValue, useSetAtom } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { shippingLocationAtom } from '../../../shared/location/shipping-location';
import { useMountProps } from '../../../shared/mount/mount-context';
import { openModalAtom } from '../../../shared/modal/modal-atoms';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { primaryButton, secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { fulfillmentChoiceAtom, pickupPointsRequest } from '../state/fulfillment-atoms';
import { hasAvailablePickupHour } from '../model/availability';
import { stackedList } from '../../../shared/ui/layout-styles';

function PickupPointsPage({ summary, productId, productPath }: { summary: ProductSummaryDto; productId: string; productPath: string }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const { navigate } = useMountProps();
  const location = useAtomValue(shippingLocationAtom);
  const setChoice = useSetAtom(fulfillmentChoiceAtom);
  const openModal = useSetAtom(openModalAtom);
  const { state, retry } = useKeyedRequest(pickupPointsRequest, { productId, location });

  const choose = (code: string) => {
    setChoice({ productSku: summary.productSku, kind: 'pickup', pickupPointCode: code });
    navigate({ path: productPath, resetScroll: true });
  };

  return (
    <section
      aria-labelledby="pickup-points-heading"
      css={{ maxWidth: 800, margin: '0 auto', padding: theme.space(4), display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
    >
      <h1 id="pickup-points-heading" css={{ fontSize: 20, margin: 0 }}>
        {t('pdp.pickup.pageTitle', { name: summary.name })}
      </h1>
      <p css={{ margin: 0, color: theme.color.muted }}>{t('pdp.pickup.maxQuantity')}</p>
      {(!state || state.status === 'loading') && <p role="status">{t('pdp.pickup.loading')}</p>}
      {state?.status === 'failed' && <InlineAlert message={t('pdp.pickup.loadFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {state?.status === 'loaded' && (state.data ?? []).length === 0 && <p>{t('pdp.pickup.none')}</p>}
      {state?.status === 'loaded' && (
        <ul css={stackedList(3)}>
          {(state.data ?? []).map((point) => {
            const usable = point.pickup === 'AVAILABLE' && hasAvailablePickupHour(point);
            return (
              <li
                key={point.code}
                css={{
                  border: `1px solid ${theme.color.border}`,
                  borderRadius: theme.radius,
                  padding: theme.space(3),
                  display: 'flex',
                  flexDirection: 'column',
                  gap: theme.space(1),
                }}
              >
                <h2 css={{ fontSize: 16, margin: 0 }}>{point.name}</h2>
                <span css={{ color: theme.color.muted }}>
                  {point.address}, {point.city}
                  {point.distanceKm !== null && ` · ${t('pdp.pickup.distance', { distance: point.distanceKm })}`}
                </span>
                {!usable && <span css={{ color: theme.color.warning }}>{t('pdp.pickup.noStockHere')}</span>}
                <div css={{ display: 'flex', gap: theme.space(2), flexWrap: 'wrap', marginTop: theme.space(1) }}>
                  <button
                    type="button"
                    css={primaryButton}
                    disabled={!usable}
                    onClick={() => choose(point.code)}
                    aria-label={t('pdp.pickup.chooseNamed', { name: point.name })}
                  >
                    {t('pdp.pickup.choose')}
                  </button>
                  <button
                    type="button"
                    css={secondaryButton}
                    onClick={() => openModal({ id: 'pickup-schedule', payload: { point } })}
                    aria-label={t('pdp.pickup.seeScheduleNamed', { name: point.name })}
                  >
                    {t('pdp.pickup.seeSchedule')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The default export: what the page loads lazily (app/below-the-fold.ts). */
export default PickupPointsPage;
