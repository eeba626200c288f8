// Nearby stores: the stores near the shopper that hold the item, matched by the group of their saved
// store (else of the store serving them, else of the product's seller, spec §4). When none matches, the page
// says so and the failure is logged. Any of them can become the shopper's store.
import { useEffect, useId, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { InlineAlert, logEvent, theme, useKeyedRequest } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../../../shared/i18n/grocery-catalogues';
import { groceryCoordinatesAtom } from '../../../shared/location/device-location';
import { chooseWarehouseAtom, selectedWarehouseAtom, servingStoreAtom } from '../../../shared/warehouse/selected-warehouse';
import { StoreList } from '../../../shared/ui/store-list';
import { storesOfGroup } from '../model/match-stores';
import { nearbyStoresRequest } from '../state/nearby-stores-atoms';

const muted = { margin: 0, color: theme.color.muted, fontSize: 14 } as const;

function NearbyStores({ summary }: { summary: ProductSummaryDto }) {
  const { t } = useGroceryTranslator();
  const location = useAtomValue(groceryCoordinatesAtom);
  const selected = useAtomValue(selectedWarehouseAtom);
  const serving = useAtomValue(servingStoreAtom);
  const choose = useSetAtom(chooseWarehouseAtom);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const current = selected ?? serving;
  const group = current?.groupName ?? summary.sellerGroup ?? null;
  // Only the saved store goes to the backend; the group is matched here, so a store resolved later
  // costs no second call.
  const { state, retry } = useKeyedRequest(
    nearbyStoresRequest,
    location ? { itemSku: summary.itemSku, location, warehouseCode: selected?.code ?? null } : null,
  );
  const matched = state?.status === 'loaded' && group ? storesOfGroup(state.data ?? [], group) : null;
  const noMatch = matched !== null && matched.length === 0;

  useEffect(() => {
    if (noMatch) logEvent('warn', 'grocery-nearby-store-not-found', { itemSku: summary.itemSku, groupName: group });
  }, [noMatch, summary.itemSku, group]);

  return (
    <section aria-labelledby={headingId} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      <h3 id={headingId} ref={heading} tabIndex={-1} css={{ margin: 0, fontSize: 16, outline: 'none' }}>
        {t('grocery.nearby.title')}
      </h3>
      {!location && <p css={muted}>{t('grocery.nearby.needsLocation')}</p>}
      {location && (!state || state.status === 'loading') && (
        <p role="status" css={muted}>
          {t('grocery.nearby.loading')}
        </p>
      )}
      {state?.status === 'failed' && <InlineAlert message={t('grocery.nearby.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {noMatch && group && (
        <p role="status" css={{ margin: 0, color: theme.color.warning }}>
          {t('grocery.nearby.noMatch', { group: t(`grocery.label.sellerGroup.${group}`) })}
        </p>
      )}
      {matched && matched.length > 0 && location && (
        <StoreList
          label={t('grocery.nearby.title')}
          stores={matched}
          details={(store) => [
            store.distanceKm !== null && t('grocery.store.distance', { distance: store.distanceKm }),
            store.code === current?.code && t('grocery.nearby.current'),
            !store.available && t('grocery.store.outOfReach'),
          ]}
          isCurrent={(store) => store.code === current?.code}
          chooseLabel={t('grocery.nearby.shopHere')}
          chooseName={(store) => t('grocery.nearby.shopHereNamed', { name: store.name })}
          onChoose={(store) => {
            choose(store, location);
            // The button goes with the choice: focus stays in the section, on its heading.
            heading.current?.focus();
          }}
        />
      )}
    </section>
  );
}

/** The default export: what the page loads lazily. */
export default NearbyStores;
