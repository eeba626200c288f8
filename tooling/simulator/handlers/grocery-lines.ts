// The grocery rules of a bag line, shared by the grocery bulk cart update and buy now on the grocery
// page (the quick checkout with the grocery parameters): the shopper's store, the delivery window
// chosen (still available, of the shipping type sent) or pickup at the store's pickup point.
import { GROCERY_SHIPPING_TYPES, isOneOf, type GroceryShippingType } from '@pdp/backend-api/enums';
import { SLOT_UNAVAILABLE, type GroceryCartDeliveryDto } from '@pdp/backend-api/grocery';
import { BadRequest, fail, queryParam, type Reply } from '../http-kit';
import type { Catalogue, StoreIndex } from '../catalogue/load-catalogue';
import { findAvailableSlot, groceryShippings } from '../catalogue/build-grocery';
import type { StoreFixture } from '../catalogue/fixture-types';
import { findSellableItem, putLine, type Bags, type LineRequest } from './cart-lines';
import { addOnsRefusal } from './add-ons';

export function storeOf(stores: StoreIndex, code: string | null): StoreFixture {
  if (code === null) throw new BadRequest('warehouseCode is required');
  const store = stores.byCode.get(code);
  if (!store) throw new BadRequest(`warehouseCode ${code} is not a store`);
  return store;
}

/** The grocery rules of a bag line from one store, before the rules every bag line passes. */
function checkGroceryLine(catalogue: Catalogue, store: StoreFixture, line: LineRequest, delivery: GroceryCartDeliveryDto, now: number, stores: StoreIndex) {
  const found = findSellableItem(catalogue, line);
  if ('status' in found) return found;
  if (found.product.vendor !== 'GROCERY' || store.closed || !found.product.groceryStores?.includes(store.code)) return fail(400, 'UNBUYABLE_ITEM');
  if (line.fulfillment === 'pickup') {
    if (line.pickupPointCode !== store.pickupPoint) return fail(400, 'UNBUYABLE_ITEM');
  } else if (groceryShippings(store, true, stores, now).shippings.length === 0 || delivery.slot === null) {
    return fail(400, 'UNBUYABLE_ITEM');
  }
  // An add-on the item does not sell, or cannot be bought now (spec §8), as on a retail line.
  return (line.addOns ? addOnsRefusal(found.product, line.addOns) : null) ?? found;
}

/**
 * Puts grocery lines in the grocery bag of `bags` by the query's store (`warehouseCode`) and window
 * (`shippingType`, `slotId`), or says why not: a window that has gone is SLOT_UNAVAILABLE.
 */
export function addGroceryLines(
  catalogue: Catalogue,
  stores: StoreIndex,
  bags: Bags,
  url: URL,
  lines: LineRequest[],
  { now, confirmFulfillmentChange }: { now: number; confirmFulfillmentChange: boolean },
): Reply | null {
  const store = storeOf(stores, queryParam(url, 'warehouseCode'));
  const shippingType = queryParam(url, 'shippingType');
  if (shippingType !== null && !isOneOf(GROCERY_SHIPPING_TYPES, shippingType))
    throw new BadRequest(`shippingType must be one of ${GROCERY_SHIPPING_TYPES.join(', ')}`);
  const slotId = queryParam(url, 'slotId');
  const chosen = slotId === null ? null : findAvailableSlot(store, stores, now, slotId);
  if (slotId !== null && (!chosen || chosen.shipping.type !== shippingType)) return fail(400, SLOT_UNAVAILABLE);
  for (const line of lines) {
    const delivering = line.fulfillment === 'delivery';
    const delivery: GroceryCartDeliveryDto = {
      warehouseCode: store.code,
      warehouseName: store.name,
      shippingType: delivering ? (shippingType as GroceryShippingType | null) : null,
      slot: delivering && chosen ? { date: chosen.slot.date, start: chosen.slot.start, end: chosen.slot.end } : null,
    };
    const checked = checkGroceryLine(catalogue, store, { ...line, pickupPointCode: line.pickupPointCode ?? store.pickupPoint }, delivery, now, stores);
    if ('status' in checked) return checked;
    const refused = putLine(bags, checked, { ...line, pickupPointCode: store.pickupPoint }, { confirmFulfillmentChange, grocery: delivery });
    if (refused) return refused;
  }
  return null;
}
