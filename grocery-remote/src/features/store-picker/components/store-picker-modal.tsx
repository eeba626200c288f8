// The store picker: grocery stores of every group around the shopper (or around the city centre the
// config names, while their location is unknown), nearest first, each serviceable or not. The one
// chosen becomes the shopper's selected warehouse, kept in storage.
import { useAtomValue, useSetAtom } from 'jotai';
import { InlineAlert, ModalFrame, theme, useKeyedRequest } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../../../shared/i18n/grocery-catalogues';
import { groceryCoordinatesAtom } from '../../../shared/location/device-location';
import type { GroceryModalPayloads } from '../../../shared/modal/grocery-modal-payloads';
import { useStorePickerConfig } from '../../../shared/stores/store-picker-config';
import { StoreList } from '../../../shared/ui/store-list';
import { LocateMeButton } from '../../../shared/ui/locate-me-button';
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
  const { state, retry } = useKeyedRequest(
    storePickerRequest,
    config ? { around: location ?? config.defaultLocation, radiusKm: config.radiusKm, limit: config.maxStores } : null,
  );
  const stores = state?.status === 'loaded' ? (state.data ?? []) : [];

  return (
    <ModalFrame title={t('grocery.picker.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
        <p css={muted}>{t(location ? 'grocery.picker.aroundYou' : 'grocery.picker.aroundCentre')}</p>
        <LocateMeButton />
        {(!state || state.status === 'loading') && (
          <p role="status" css={muted}>
            {t('grocery.picker.loading')}
          </p>
        )}
        {state?.status === 'failed' && <InlineAlert message={t('grocery.picker.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
        {state?.status === 'loaded' && stores.length === 0 && <p>{t('grocery.picker.empty')}</p>}
        {stores.length > 0 && (
          <StoreList
            label={t('grocery.picker.title')}
            stores={stores}
            details={(store) => [
              t(`grocery.label.sellerGroup.${store.groupName}`),
              // Distances and reach are the shopper's; around the city centre they would mislead.
              location !== null && store.distanceKm !== null && t('grocery.store.distance', { distance: store.distanceKm }),
              location !== null && !store.available && t('grocery.store.outOfReach'),
            ]}
            isCurrent={(store) => selected?.code === store.code}
            currentNote={t('grocery.picker.selected')}
            chooseLabel={t('grocery.picker.choose')}
            chooseName={(store) => t('grocery.picker.chooseNamed', { name: store.name })}
            onChoose={(store) => {
              choose(store, location);
              onClose();
            }}
          />
        )}
      </div>
    </ModalFrame>
  );
}
