// The store picker: grocery stores of every group around the shopper (or around the city centre the
// config names, while their location is unknown), nearest first, each serviceable or not. The one
// chosen becomes the shopper's selected warehouse, kept in storage.
import { useAtomValue, useSetAtom } from 'jotai';
import { InlineAlert, ModalFrame, secondaryButton, theme, useKeyedRequest } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../../../shared/i18n/grocery-catalogues';
import { groceryCoordinatesAtom } from '../../../shared/location/device-location';
import type { GroceryModalPayloads } from '../../../shared/modal/grocery-modals';
import { useStorePickerConfig } from '../../../shared/stores/store-picker-config';
import { UseMyLocation } from '../../../shared/ui/use-my-location';
import { chooseWarehouseAtom, selectedWarehouseAtom } from '../../../shared/warehouse/selected-warehouse';
import { storePickerRequest } from '../state/store-picker-atoms';

const muted = { margin: 0, color: theme.color.muted, fontSize: 14 } as const;

export default function StorePickerModal({ onClose }: { payload: GroceryModalPayloads['grocery.store-picker']; onClose: () => void }) {
  const { t } = useGroceryTranslator();
  const config = useStorePickerConfig();
  const location = useAtomValue(groceryCoordinatesAtom);
  const selected = useAtomValue(selectedWarehouseAtom);
  const choose = useSetAtom(chooseWarehouseAtom);
  // Asked once the config says how far and how many (the defaults only when it cannot be had).
  const { state, retry } = useKeyedRequest(storePickerRequest, config ? { around: location ?? config.defaultLocation, radiusKm: config.radiusKm, limit: config.maxStores } : null);
  const stores = state?.status === 'loaded' ? (state.data ?? []) : [];

  return (
    <ModalFrame title={t('grocery.picker.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <p css={muted}>{t(location ? 'grocery.picker.aroundYou' : 'grocery.picker.aroundCentre')}</p>
        <UseMyLocation />
        {(!state || state.status === 'loading') && <p role="status" css={muted}>{t('grocery.picker.loading')}</p>}
        {state?.status === 'failed' && <InlineAlert message={t('grocery.picker.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
        {state?.status === 'loaded' && stores.length === 0 && <p>{t('grocery.picker.empty')}</p>}
        {stores.length > 0 && (
          <ul aria-label={t('grocery.picker.title')} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
            {stores.map((store) => {
              const current = selected?.code === store.code;
              return (
                <li key={store.code} aria-current={current || undefined} css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space(2), borderTop: `1px solid ${theme.color.border}`, paddingTop: theme.space(2) }}>
                  <span>
                    <strong>{store.name}</strong>
                    <span css={{ ...muted, display: 'block' }}>
                      {t(`grocery.label.sellerGroup.${store.groupName}`)}
                      {/* Distances and reach are the shopper's; around the city centre they would mislead. */}
                      {location && store.distanceKm !== null && ` · ${t('grocery.store.distance', { distance: store.distanceKm })}`}
                      {location && !store.available && ` · ${t('grocery.store.outOfReach')}`}
                    </span>
                  </span>
                  {current ? (
                    <span css={{ fontWeight: 600, color: theme.color.success }}>{t('grocery.picker.selected')}</span>
                  ) : (
                    <button
                      type="button"
                      css={secondaryButton}
                      aria-label={t('grocery.picker.chooseNamed', { name: store.name })}
                      onClick={() => {
                        choose(store, location);
                        onClose();
                      }}
                    >
                      {t('grocery.picker.choose')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </ModalFrame>
  );
}
