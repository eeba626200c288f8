// Where the grocery shopper buys from: their store (with its distance, and a notice when it does not
// serve their address), or, while no store can be found, why: a location is needed (use the
// device's) or the call failed (retry). The way to choose a store stays the same button whatever is
// shown above it, so focus stays on it when a store is chosen; what changes is announced.
import { useRef } from 'react';
import { fulfillmentMessages, InlineAlert, textButton, theme } from '@pdp/pdp-remote/blocks';
import { useGroceryMessages } from '../../../shared/i18n/grocery-catalogues';
import { useGroceryModal } from '../../../shared/modal/grocery-modal-payloads';
import { LocateMeButton } from '../../../shared/ui/locate-me-button';
import type { GroceryFulfillment } from '../hooks/use-grocery-fulfillment';

const muted = { margin: 0, color: theme.color.muted, fontSize: 14 } as const;
const warning = { margin: 0, padding: theme.space(2), borderRadius: theme.radius, background: theme.color.warningBg, color: theme.color.warning } as const;

function StoreStatus({ fulfillment, onLocated }: { fulfillment: GroceryFulfillment; onLocated: () => void }) {
  const { t } = useGroceryMessages(fulfillmentMessages);
  const { state, store, answer, locationRequired, retry } = fulfillment;
  if (locationRequired) {
    return (
      <>
        <p role="status" css={warning}>
          {t('pdp.shipping.error.CUSTOMER_GEO_LOCATION_REQUIRED')}
        </p>
        <LocateMeButton onLocated={onLocated} />
      </>
    );
  }
  if (state?.status === 'failed') return <InlineAlert message={t('grocery.delivery.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  if (!answer)
    return (
      <p role="status" css={muted}>
        {t('grocery.delivery.loading')}
      </p>
    );
  if (!store) return <p>{t('grocery.store.none')}</p>;
  return (
    <>
      <p css={{ margin: 0 }} data-testid="grocery-store">
        {t('grocery.store.label')} <strong>{store.name}</strong>
        {store.distanceKm !== null && <span css={{ ...muted, display: 'block' }}>{t('grocery.store.distance', { distance: store.distanceKm })}</span>}
      </p>
      {!store.available && <p css={warning}>{t('grocery.store.unserviceable', { name: store.name })}</p>}
    </>
  );
}

export function StorePanel({ fulfillment }: { fulfillment: GroceryFulfillment }) {
  const { t } = useGroceryMessages(fulfillmentMessages);
  const openModal = useGroceryModal();
  const chooseStore = useRef<HTMLButtonElement>(null);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), alignItems: 'flex-start' }}>
      <div aria-live="polite" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), alignSelf: 'stretch' }}>
        <StoreStatus fulfillment={fulfillment} onLocated={() => chooseStore.current?.focus()} />
      </div>
      <button ref={chooseStore} type="button" css={textButton} onClick={() => openModal({ id: 'grocery.store-picker', payload: {} })}>
        {t(fulfillment.store ? 'grocery.store.change' : 'grocery.store.choose')}
      </button>
    </div>
  );
}
