// The grocery shopper's selected warehouse (spec §3: code, group name, pickup point, available),
// persisted in storage through the one storage module and read only after mount, so the server
// render and hydration never see it. Only a store the shopper chose is saved; the store that serves
// them otherwise (resolved from their location) is `servingStoreAtom`, for this page only.
import { atom } from 'jotai';
import type { GeolocationDto } from '@pdp/backend-api/backend';
import type { GroceryStoreDto, GroceryWarehouseDto } from '@pdp/backend-api/grocery';
import { SELECTED_WAREHOUSE_KEY } from '@pdp/host-contract/storage-keys';
import { createSafeStorage, isValidGeolocation } from '@pdp/pdp-remote/blocks';
import { normaliseWarehouse } from '../stores/normalise-store';

export interface SelectedWarehouse extends GroceryWarehouseDto {
  /** The store's name, to say where the shopper buys without a call. */
  name: string;
  /** Where the shopper was when they chose it (their location pin), if they gave one. */
  pin: GeolocationDto | null;
}

export type SelectedWarehouseState = { status: 'unknown' } | { status: 'ready'; selected: SelectedWarehouse | null };

const storage = createSafeStorage('local');

/** Whatever storage holds, as a selection or nothing: another version may have written it. */
export function parseSelectedWarehouse(value: unknown): SelectedWarehouse | null {
  const warehouse = normaliseWarehouse(value);
  if (!warehouse) return null;
  const { pin } = value as { pin?: unknown };
  return { ...warehouse, pin: isValidGeolocation(pin) ? { latitude: pin.latitude, longitude: pin.longitude } : null };
}

export const selectedWarehouseStateAtom = atom<SelectedWarehouseState>({ status: 'unknown' });

export const selectedWarehouseAtom = atom((get) => {
  const state = get(selectedWarehouseStateAtom);
  return state.status === 'ready' ? state.selected : null;
});

/** Reads storage once after mount. */
export const loadSelectedWarehouseAtom = atom(null, (get, set) => {
  if (get(selectedWarehouseStateAtom).status === 'ready') return;
  set(selectedWarehouseStateAtom, { status: 'ready', selected: parseSelectedWarehouse(storage.getJson<unknown>(SELECTED_WAREHOUSE_KEY, null)) });
});

const save = (selected: SelectedWarehouse) => storage.setJson(SELECTED_WAREHOUSE_KEY, selected);

/** The shopper chose a store (store picker, nearby stores): it is theirs until they choose another. */
export const chooseWarehouseAtom = atom(null, (_get, set, store: GroceryStoreDto, pin: GeolocationDto | null) => {
  const selected: SelectedWarehouse = {
    code: store.code,
    groupName: store.groupName,
    pickupPoint: store.pickupPoint,
    available: store.available,
    name: store.name,
    pin,
  };
  save(selected);
  set(selectedWarehouseStateAtom, { status: 'ready', selected });
});

/** The backend says whether the chosen store serves the shopper's address now; storage follows. */
export const updateWarehouseAvailabilityAtom = atom(null, (get, set, code: string, available: boolean) => {
  const selected = get(selectedWarehouseAtom);
  if (!selected || selected.code !== code || selected.available === available) return;
  const updated = { ...selected, available };
  save(updated);
  set(selectedWarehouseStateAtom, { status: 'ready', selected: updated });
});

/** What the other grocery parts need to know of the store serving the shopper. */
export type ServingStore = Pick<GroceryStoreDto, 'code' | 'name' | 'groupName'>;

/**
 * The store serving the shown product: the one the delivery answer names (the chosen one, or the one
 * resolved from the location), else the chosen one when that answer failed; null when there is none,
 * undefined until the page knows.
 */
export const servingStoreAtom = atom<ServingStore | null | undefined>(undefined);
