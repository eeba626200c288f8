// Spec §4 Delivery/pickup availability for grocery, as pure functions: only `available` slots and
// pickup hours can be used; delivery is unavailable when no shipping is left or TURNED_OFF is
// present, or (spec §4 Grocery warehouse) when the store does not serve the address; pickup is
// available when at least one pickup hour is.
import type { FulfillmentKind } from '@pdp/backend-api/backend';
import { GROCERY_SHIPPING_TYPES, LOGISTIC_CODES, SHIPPING_CONDITIONS, isOneOf, type FulfillmentAvailability } from '@pdp/backend-api/enums';
import type { DeliverySlotDto, GroceryShippingDto, SlottedDeliveryDto } from '@pdp/backend-api/grocery';
import { hasAvailablePickupHour, isClockTime, isIsoDate, record } from '@pdp/pdp-remote/blocks';
import type { ChosenSlot } from '../../../shared/modal/grocery-modal-payloads';
import { normaliseStore } from '../../../shared/stores/normalise-store';

const SLOT_STATUSES = ['available', 'full', 'closed'] as const;

function normaliseSlot(raw: unknown): DeliverySlotDto | null {
  const slot = record(raw);
  if (typeof slot.id !== 'string' || slot.id === '' || !isIsoDate(slot.date)) return null;
  if (!isClockTime(slot.start) || !isClockTime(slot.end)) return null;
  return { id: slot.id, date: slot.date, start: slot.start, end: slot.end, status: isOneOf(SLOT_STATUSES, slot.status) ? slot.status : 'closed' };
}

function normaliseShipping(raw: unknown): GroceryShippingDto | null {
  const shipping = record(raw);
  if (!isOneOf(GROCERY_SHIPPING_TYPES, shipping.type) || typeof shipping.price !== 'number' || !Number.isFinite(shipping.price) || shipping.price < 0)
    return null;
  return {
    type: shipping.type,
    logisticCode: isOneOf(LOGISTIC_CODES, shipping.logisticCode) ? shipping.logisticCode : shipping.type === 'DELIVER_NOW' ? 'HOUR_DEL' : 'SLOT_DEL',
    price: shipping.price,
    slots: Array.isArray(shipping.slots) ? shipping.slots.flatMap((slot: unknown) => normaliseSlot(slot) ?? []) : [],
  };
}

export function normaliseSlottedDelivery(raw: unknown): SlottedDeliveryDto {
  const data = record(raw);
  return {
    warehouse: normaliseStore(data.warehouse),
    shippings: Array.isArray(data.shippings) ? data.shippings.flatMap((shipping: unknown) => normaliseShipping(shipping) ?? []) : [],
    conditions: Array.isArray(data.conditions) ? data.conditions.filter((condition: unknown) => isOneOf(SHIPPING_CONDITIONS, condition)) : [],
  };
}

/** The shippings with the slots that can still be chosen; a shipping left without any is dropped. */
export function usableShippings(answer: SlottedDeliveryDto): GroceryShippingDto[] {
  if (answer.conditions.includes('TURNED_OFF')) return [];
  return answer.shippings
    .map((shipping) => ({ ...shipping, slots: shipping.slots.filter((slot) => slot.status === 'available') }))
    .filter((shipping) => shipping.slots.length > 0);
}

export function deliveryAvailability(answer: SlottedDeliveryDto): FulfillmentAvailability {
  if (answer.warehouse && !answer.warehouse.available) return 'LOCATION_UNAVAILABLE';
  return usableShippings(answer).length === 0 ? 'UNAVAILABLE' : 'AVAILABLE';
}

export function pickupAvailability(answer: SlottedDeliveryDto): FulfillmentAvailability {
  return answer.warehouse && hasAvailablePickupHour(answer.warehouse) ? 'AVAILABLE' : 'UNAVAILABLE';
}

/** The way shown: the shopper's choice while it can be used, else delivery, else pickup. */
export function groceryKind(chosen: FulfillmentKind | null, delivery: FulfillmentAvailability, pickup: FulfillmentAvailability): FulfillmentKind {
  if (chosen && (chosen === 'delivery' ? delivery : pickup) === 'AVAILABLE') return chosen;
  if (delivery !== 'AVAILABLE' && pickup === 'AVAILABLE') return 'pickup';
  return 'delivery';
}

export interface SlotChoice {
  shipping: GroceryShippingDto;
  slot: DeliverySlotDto;
}

/** The shopper's slot while it can still be used at this store, else the soonest: now, else scheduled. */
export function chosenOrFirstSlot(shippings: readonly GroceryShippingDto[], warehouseCode: string, chosen: ChosenSlot | null): SlotChoice | null {
  if (chosen?.warehouseCode === warehouseCode) {
    const shipping = shippings.find((candidate) => candidate.type === chosen.shippingType);
    const slot = shipping?.slots.find((candidate) => candidate.id === chosen.slotId);
    if (shipping && slot) return { shipping, slot };
  }
  const first = shippings.find((shipping) => shipping.type === 'DELIVER_NOW') ?? shippings[0];
  const slot = first?.slots[0];
  return first && slot ? { shipping: first, slot } : null;
}
