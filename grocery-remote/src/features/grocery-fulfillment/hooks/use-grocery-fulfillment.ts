// Everything about how the grocery item reaches the shopper: their store (chosen, or resolved from
// where they are), its slotted delivery and pickup hours, the way and the window chosen, whether the
// item can be bought that way, and what the grocery bag call needs. The store serving the page and
// whether it serves the address are reported to the shared state the other grocery parts read.
import { useEffect } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import type { GroceryCartUpdateParams } from '@pdp/backend-api/grocery';
import { isPurchasableByDelivery, isPurchasableByPickup, shippingLocationStateAtom, useKeyedRequest } from '@pdp/pdp-remote/blocks';
import { groceryCoordinatesAtom } from '../../../shared/location/device-location';
import {
  loadSelectedWarehouseAtom,
  selectedWarehouseAtom,
  selectedWarehouseStateAtom,
  servingStoreAtom,
  updateWarehouseAvailabilityAtom,
} from '../../../shared/warehouse/selected-warehouse';
import type { SlottedDeliveryInput } from '../api/get-slotted-delivery';
import { chosenOrFirstSlot, deliveryAvailability, groceryKind, pickupAvailability, usableShippings } from '../model/slotted-delivery';
import { chosenSlotAtom, groceryKindAtom, slottedDeliveryRequest } from '../state/grocery-fulfillment-atoms';

export function useGroceryFulfillment({ summary, productId }: { summary: ProductSummaryDto; productId: string }) {
  const loadWarehouse = useSetAtom(loadSelectedWarehouseAtom);
  useEffect(() => loadWarehouse(), [loadWarehouse]);
  // Storage is read after mount: nothing is asked before the stored store and location are known.
  const warehouseState = useAtomValue(selectedWarehouseStateAtom);
  const locationState = useAtomValue(shippingLocationStateAtom);
  const ready = warehouseState.status === 'ready' && locationState.status === 'ready';
  const selected = useAtomValue(selectedWarehouseAtom);
  const location = useAtomValue(groceryCoordinatesAtom);
  // Without a store or a location no store can be resolved: the shopper is asked for one instead of
  // the backend, which would answer CUSTOMER_GEO_LOCATION_REQUIRED.
  const input: SlottedDeliveryInput | null = !ready
    ? null
    : selected
      ? { by: 'warehouse', productId, warehouseCode: selected.code, location }
      : location
        ? { by: 'item', itemSku: summary.itemSku, location }
        : null;
  const { state, retry } = useKeyedRequest(slottedDeliveryRequest, input);
  // While another variant's answer loads, the last one stays (same store, same windows).
  const answer = state && state.status !== 'failed' ? state.data : null;
  const store = answer?.warehouse ?? null;

  const setServingStore = useSetAtom(servingStoreAtom);
  const status = !ready ? 'waiting' : input === null ? 'no-store' : (state?.status ?? 'loading');
  useEffect(() => {
    // A failed delivery answer does not change which store the shopper chose.
    if (status === 'loaded') setServingStore(store);
    else if (status === 'failed' || status === 'no-store') setServingStore(selected);
  }, [status, store, selected, setServingStore]);
  const updateAvailability = useSetAtom(updateWarehouseAvailabilityAtom);
  useEffect(() => {
    if (store) updateAvailability(store.code, store.available);
  }, [store, updateAvailability]);

  const [chosenKind, choose] = useAtom(groceryKindAtom);
  const chosenSlot = useAtomValue(chosenSlotAtom);
  const delivery = answer ? deliveryAvailability(answer) : 'UNAVAILABLE';
  const pickup = answer ? pickupAvailability(answer) : 'UNAVAILABLE';
  const kind = groceryKind(chosenKind, delivery, pickup);
  const shippings = answer ? usableShippings(answer) : [];
  const slot = store ? chosenOrFirstSlot(shippings, store.code, chosenSlot) : null;
  const purchasable =
    store !== null &&
    (kind === 'delivery'
      ? isPurchasableByDelivery(summary) && delivery === 'AVAILABLE' && slot !== null
      : isPurchasableByPickup(summary) && pickup === 'AVAILABLE');
  const cartParams: GroceryCartUpdateParams | null = store
    ? { warehouseCode: store.code, ...(kind === 'delivery' && slot ? { shippingType: slot.shipping.type, slotId: slot.slot.id } : {}) }
    : null;

  return {
    state,
    retry,
    answer,
    store,
    delivery,
    pickup,
    kind,
    choose,
    shippings,
    slot,
    purchasable,
    /** How the bag line reaches the shopper: delivered from, or collected at, the store's pickup point. */
    line: { fulfillment: kind, pickupPointCode: store?.pickupPoint ?? summary.pickupPointCode },
    cartParams,
    /** No store can be resolved without knowing where the shopper is (spec §8 CUSTOMER_GEO_LOCATION_REQUIRED). */
    locationRequired: (ready && input === null) || (state?.status === 'failed' && state.error?.code === 'CUSTOMER_GEO_LOCATION_REQUIRED'),
  };
}

export type GroceryFulfillment = ReturnType<typeof useGroceryFulfillment>;
