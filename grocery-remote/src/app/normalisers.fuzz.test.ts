// Property tests of the grocery remote's normalisers (issue 14): any store or slotted-delivery answer,
// arbitrary JSON or a valid one with fields dropped or replaced, never throws, and gives stores with
// what the page reads and windows that can be shown, or leaves them out.
import { GROCERY_SELLER_GROUPS, GROCERY_SHIPPING_TYPES, SHIPPING_CONDITIONS, isOneOf } from '@pdp/backend-api/enums';
import type { GroceryStoreDto } from '@pdp/backend-api/grocery';
import { forEveryAnswer, isFiniteNumber, isString } from '@pdp/test-kit';
import { aSlottedDelivery, aStore } from '../__tests__/factories';
import { normaliseStore, normaliseStores } from '../shared/stores/normalise-store';
import { normaliseSlottedDelivery, usableShippings } from '../features/grocery-fulfillment/model/slotted-delivery';

function expectStore(store: GroceryStoreDto) {
  for (const field of [store.code, store.name, store.pickupPoint, store.address, store.city]) expect(isString(field)).toBe(true);
  expect(store.code.length > 0 && store.name.length > 0).toBe(true);
  expect(isOneOf(GROCERY_SELLER_GROUPS, store.groupName)).toBe(true);
  expect(typeof store.available).toBe('boolean');
  expect(store.distanceKm === null || (isFiniteNumber(store.distanceKm) && store.distanceKm >= 0)).toBe(true);
  expect(store.pickupHours.every((hour) => isString(hour.date) && isString(hour.open) && isString(hour.close))).toBe(true);
}

describe('the grocery normalisers, fed any answer', () => {
  it('stores: a store with its code, name, group and pickup point, or none', () => {
    forEveryAnswer(aStore(), (raw) => {
      const store = normaliseStore(raw);
      if (store) expectStore(store);
    });
    forEveryAnswer([aStore()], (raw) => normaliseStores(raw).forEach(expectStore), 200);
  });

  it('slotted delivery: known shipping types with a fee and windows, known conditions, usable windows only', () => {
    forEveryAnswer(aSlottedDelivery(), (raw) => {
      const answer = normaliseSlottedDelivery(raw);
      if (answer.warehouse) expectStore(answer.warehouse);
      for (const shipping of answer.shippings) {
        expect(isOneOf(GROCERY_SHIPPING_TYPES, shipping.type)).toBe(true);
        expect(isFiniteNumber(shipping.price) && shipping.price >= 0).toBe(true);
        expect(shipping.slots.every((slot) => isString(slot.id) && isString(slot.date) && isString(slot.start) && isString(slot.end))).toBe(true);
      }
      expect(answer.conditions.every((condition) => isOneOf(SHIPPING_CONDITIONS, condition))).toBe(true);
      expect(usableShippings(answer).every((shipping) => shipping.slots.length > 0 && shipping.slots.every((slot) => slot.status === 'available'))).toBe(true);
    });
  });
});
