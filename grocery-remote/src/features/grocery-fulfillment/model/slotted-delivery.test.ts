// Spec §4 Delivery/pickup availability as pure functions: what the backend sends, checked at the
// boundary; which slots and shippings can be used; whether delivery and pickup are available; the way
// shown; and the slot shown.
import type { DeliverySlotDto, SlottedDeliveryDto } from '@pdp/backend-api/grocery';
import { aSlottedDelivery, aStore, unavailableHours } from '../../../__tests__/factories';
import { chosenOrFirstSlot, deliveryAvailability, groceryKind, normaliseSlottedDelivery, pickupAvailability, usableShippings } from './slotted-delivery';

const EMPTY: SlottedDeliveryDto = { warehouse: null, shippings: [], conditions: [] };
const slot = (id: string, status: DeliverySlotDto['status'] = 'available'): DeliverySlotDto => ({
  id,
  date: '2026-11-23',
  start: '08:00',
  end: '10:00',
  status,
});
const rawSlot = (id: string, overrides: Record<string, unknown>) => ({ ...slot(id), ...overrides });

describe('normaliseSlottedDelivery', () => {
  it.each([undefined, null, 'oops', 42, [], { warehouse: 'x', shippings: 'x', conditions: 'x' }])('makes %p an empty answer', (raw) => {
    expect(normaliseSlottedDelivery(raw)).toEqual(EMPTY);
  });

  it('keeps a well-formed answer as it is', () => {
    const answer = aSlottedDelivery({ conditions: ['TURNED_OFF'] });
    expect(normaliseSlottedDelivery(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
  });

  it('drops shippings of an unknown type or without a usable price', () => {
    const shippings = [
      { type: 'TELEPORT', price: 1000, slots: [slot('a')] },
      { type: 'DELIVER_NOW', price: -1, slots: [slot('b')] },
      { type: 'DELIVER_NOW', price: '20000', slots: [slot('c')] },
      { type: 'DELIVER_NOW', price: Number.NaN, slots: [slot('d')] },
      null,
      { type: 'SCHEDULED_DELIVERY', logisticCode: 'SLOT_DEL', price: 0, slots: [slot('e')] },
    ];
    expect(normaliseSlottedDelivery({ shippings }).shippings).toEqual([{ type: 'SCHEDULED_DELIVERY', logisticCode: 'SLOT_DEL', price: 0, slots: [slot('e')] }]);
  });

  it('gives an unknown logistic code the one of its type, and a shipping without slots none', () => {
    const { shippings } = normaliseSlottedDelivery({
      shippings: [
        { type: 'DELIVER_NOW', logisticCode: 'DRONE', price: 5000 },
        { type: 'SCHEDULED_DELIVERY', price: 5000, slots: 'x' },
      ],
    });
    expect(shippings).toEqual([
      { type: 'DELIVER_NOW', logisticCode: 'HOUR_DEL', price: 5000, slots: [] },
      { type: 'SCHEDULED_DELIVERY', logisticCode: 'SLOT_DEL', price: 5000, slots: [] },
    ]);
  });

  it('drops slots without an id, a date or clock times, and takes an unknown status as closed', () => {
    const slots = [
      slot(''),
      rawSlot('no-date', { date: '23/11/2026' }),
      rawSlot('bad-start', { start: '8:00' }),
      rawSlot('no-end', { end: undefined }),
      'slot',
      rawSlot('odd-status', { status: 'maybe' }),
      slot('full', 'full'),
    ];
    const [shipping] = normaliseSlottedDelivery({ shippings: [{ type: 'SCHEDULED_DELIVERY', price: 10000, slots }] }).shippings;
    expect(shipping?.slots).toEqual([slot('odd-status', 'closed'), slot('full', 'full')]);
  });

  it('keeps only known conditions and a warehouse with what the page needs', () => {
    expect(normaliseSlottedDelivery({ conditions: ['TURNED_OFF', 'SOLD_OUT', 7] }).conditions).toEqual(['TURNED_OFF']);
    expect(normaliseSlottedDelivery({ warehouse: { code: 'WH-1', name: 'Toko', pickupPoint: 'PP-1', groupName: 'UNKNOWN' } }).warehouse).toBeNull();
    expect(normaliseSlottedDelivery({ warehouse: { ...aStore(), available: 'yes' } }).warehouse?.available).toBe(false);
  });
});

describe('usableShippings', () => {
  it('keeps only available slots and drops a shipping left with none', () => {
    const answer = aSlottedDelivery({
      shippings: [
        { type: 'DELIVER_NOW', logisticCode: 'HOUR_DEL', price: 20000, slots: [slot('now-full', 'full'), slot('now-closed', 'closed')] },
        { type: 'SCHEDULED_DELIVERY', logisticCode: 'SLOT_DEL', price: 10000, slots: [slot('s1'), slot('s2', 'full'), slot('s3')] },
      ],
    });
    expect(usableShippings(answer)).toEqual([{ type: 'SCHEDULED_DELIVERY', logisticCode: 'SLOT_DEL', price: 10000, slots: [slot('s1'), slot('s3')] }]);
  });

  it('has nothing while delivery is turned off', () => {
    expect(usableShippings(aSlottedDelivery({ conditions: ['TURNED_OFF'] }))).toEqual([]);
  });
});

describe('deliveryAvailability', () => {
  it('is available with a usable slot', () => {
    expect(deliveryAvailability(aSlottedDelivery())).toBe('AVAILABLE');
  });

  it.each([
    ['no shipping', aSlottedDelivery({ shippings: [] })],
    ['TURNED_OFF', aSlottedDelivery({ conditions: ['TURNED_OFF'] })],
    ['only full slots', aSlottedDelivery({ shippings: [{ type: 'DELIVER_NOW', logisticCode: 'HOUR_DEL', price: 1, slots: [slot('x', 'full')] }] })],
  ])('is unavailable with %s', (_case, answer) => {
    expect(deliveryAvailability(answer)).toBe('UNAVAILABLE');
  });

  it('is unavailable at the location when the store does not serve the address', () => {
    expect(deliveryAvailability(aSlottedDelivery({ warehouse: aStore({ available: false }) }))).toBe('LOCATION_UNAVAILABLE');
  });
});

describe('pickupAvailability', () => {
  it('is available when one pickup hour is', () => {
    const [open, closed] = [aStore().pickupHours[0], unavailableHours()[1]];
    expect(pickupAvailability(aSlottedDelivery({ warehouse: aStore({ pickupHours: [closed!, open!] }) }))).toBe('AVAILABLE');
  });

  it.each([
    ['no hour is available', aSlottedDelivery({ warehouse: aStore({ pickupHours: unavailableHours() }) })],
    ['the store has no hours', aSlottedDelivery({ warehouse: aStore({ pickupHours: [] }) })],
    ['there is no store', aSlottedDelivery({ warehouse: null })],
  ])('is unavailable when %s', (_case, answer) => {
    expect(pickupAvailability(answer)).toBe('UNAVAILABLE');
  });
});

describe('groceryKind', () => {
  it('keeps the shopper’s choice while it is available', () => {
    expect(groceryKind('pickup', 'AVAILABLE', 'AVAILABLE')).toBe('pickup');
    expect(groceryKind('delivery', 'AVAILABLE', 'AVAILABLE')).toBe('delivery');
  });

  it('shows delivery by default, and pickup when only pickup can be used', () => {
    expect(groceryKind(null, 'AVAILABLE', 'AVAILABLE')).toBe('delivery');
    expect(groceryKind(null, 'UNAVAILABLE', 'AVAILABLE')).toBe('pickup');
    expect(groceryKind('delivery', 'LOCATION_UNAVAILABLE', 'AVAILABLE')).toBe('pickup');
  });

  it('falls back to delivery when the chosen pickup is gone', () => {
    expect(groceryKind('pickup', 'AVAILABLE', 'UNAVAILABLE')).toBe('delivery');
    expect(groceryKind('pickup', 'UNAVAILABLE', 'UNAVAILABLE')).toBe('delivery');
  });
});

describe('chosenOrFirstSlot', () => {
  const shippings = usableShippings(aSlottedDelivery());
  const [now, scheduled] = shippings;

  it('keeps the shopper’s slot at the same store', () => {
    const chosen = { warehouseCode: 'WH-RNC-KMG', shippingType: 'SCHEDULED_DELIVERY' as const, slotId: 'SCH-2026-11-24T13:00' };
    expect(chosenOrFirstSlot(shippings, 'WH-RNC-KMG', chosen)).toEqual({ shipping: scheduled, slot: scheduled?.slots[1] });
  });

  it('takes the soonest deliver-now slot for another store, a slot gone, or no choice', () => {
    const first = { shipping: now, slot: now?.slots[0] };
    expect(
      chosenOrFirstSlot(shippings, 'WH-RNC-PIK', { warehouseCode: 'WH-RNC-KMG', shippingType: 'SCHEDULED_DELIVERY', slotId: 'SCH-2026-11-24T13:00' }),
    ).toEqual(first);
    expect(
      chosenOrFirstSlot(shippings, 'WH-RNC-KMG', { warehouseCode: 'WH-RNC-KMG', shippingType: 'SCHEDULED_DELIVERY', slotId: 'SCH-2026-11-23T10:00' }),
    ).toEqual(first);
    expect(chosenOrFirstSlot(shippings, 'WH-RNC-KMG', { warehouseCode: 'WH-RNC-KMG', shippingType: 'DELIVER_NOW', slotId: 'SCH-2026-11-24T13:00' })).toEqual(
      first,
    );
    expect(chosenOrFirstSlot(shippings, 'WH-RNC-KMG', null)).toEqual(first);
  });

  it('prefers deliver-now wherever it is listed, else the first scheduled slot, else nothing', () => {
    expect(chosenOrFirstSlot([scheduled!, now!], 'WH-RNC-KMG', null)).toEqual({ shipping: now, slot: now?.slots[0] });
    expect(chosenOrFirstSlot([scheduled!], 'WH-RNC-KMG', null)).toEqual({ shipping: scheduled, slot: scheduled?.slots[0] });
    expect(chosenOrFirstSlot([], 'WH-RNC-KMG', null)).toBeNull();
    expect(chosenOrFirstSlot([{ ...now!, slots: [] }], 'WH-RNC-KMG', null)).toBeNull();
  });
});
