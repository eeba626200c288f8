// The grocery shopper's way of receiving the item and their delivery window, kept for the mount, and
// the slotted delivery read: by their store, or resolved from where they are when they have none.
import { atom } from 'jotai';
import type { FulfillmentKind, GeolocationDto } from '@pdp/backend-api/backend';
import { keyedRequest } from '@pdp/pdp-remote/blocks';
import type { ChosenSlot } from '../../../shared/modal/grocery-modal-payloads';
import { getSlottedDelivery, type SlottedDeliveryInput } from '../api/get-slotted-delivery';

export const groceryKindAtom = atom<FulfillmentKind | null>(null);

export const chosenSlotAtom = atom<ChosenSlot | null>(null);

const where = (location: GeolocationDto | null) => (location ? `${location.latitude},${location.longitude}` : 'nowhere');

export const slottedDeliveryRequest = keyedRequest(
  (input: SlottedDeliveryInput) =>
    input.by === 'warehouse' ? `${input.productId}@${input.warehouseCode}|${where(input.location)}` : `${input.itemSku}|${where(input.location)}`,
  getSlottedDelivery,
  { keepPrevious: true },
);
