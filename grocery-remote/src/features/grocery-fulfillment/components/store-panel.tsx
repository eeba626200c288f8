// Where the grocery shopper buys from: their store (with its distance, and a notice when it does not
// serve their address), the way to change it, or, while no store can be found, why: a location is
// needed (use the device's or choose a store) or the call failed (retry).
import { InlineAlert, textButton, theme } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../../../shared/i18n/grocery-catalogues';
import { useGroceryModal } from '../../../shared/modal/grocery-modals';
import { UseMyLocation } from '../../../shared/ui/use-my-location';
import type { GroceryFulfillment } from '../hooks/use-grocery-fulfillment';

const muted = { margin: 0, color: theme.color.muted, fontSize: 14 } as const;
const warning = { margin: 0, padding: theme.space(2), borderRadius: theme.radius, background: '#fff4e5', color: theme.color.warning } as const;

export function StorePanel({ fulfillment }: { fulfillment: GroceryFulfillment }) {
  const { t } = useGroceryTranslator();
  const openModal = useGroceryModal();
  const { state, store, answer, locationRequired, retry } = fulfillment;
  const chooseStore = (
    <button type="button" css={textButton} onClick={() => openModal({ id: 'grocery.store-picker', payload: {} })}>
      {t(store ? 'grocery.store.change' : 'grocery.store.choose')}
    </button>
  );

  if (locationRequired) {
    return (
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
        <p role="alert" css={warning}>{t('pdp.shipping.error.CUSTOMER_GEO_LOCATION_REQUIRED')}</p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3), alignItems: 'flex-start' }}>
          <UseMyLocation />
          {chooseStore}
        </div>
      </div>
    );
  }
  if (state?.status === 'failed') return <InlineAlert message={t('grocery.delivery.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  if (!answer) return <p role="status" css={muted}>{t('grocery.delivery.loading')}</p>;
  if (!store) {
    return (
      <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }}>
        <span>{t('grocery.store.none')}</span>
        {chooseStore}
      </p>
    );
  }
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }} data-testid="grocery-store">
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }}>
        <span>
          {t('grocery.store.label')} <strong>{store.name}</strong>
          {store.distanceKm !== null && <span css={{ ...muted, display: 'block' }}>{t('grocery.store.distance', { distance: store.distanceKm })}</span>}
        </span>
        {chooseStore}
      </div>
      {!store.available && (
        <p role="status" css={warning}>
          {t('grocery.store.unserviceable', { name: store.name })}
        </p>
      )}
    </div>
  );
}
