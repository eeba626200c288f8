// Test data of the grocery unit tests that run on no backend (the slotted delivery's model, the
// normalisers' fuzz, the selected warehouse): a Ranch Market store near Kemang and its delivery
// windows, each taking overrides for what a test is about. The page's tests run on the simulator and
// take its fixtures (./grocery-products).
import type { DeliverySlotDto, GroceryStoreDto, SlottedDeliveryDto } from '@pdp/backend-api/grocery';
import { KEMANG } from '@pdp/test-kit';

export { KEMANG };

const hours = (status: 'available' | 'unavailable' = 'available') => [
  { date: '2026-11-22', open: '07:00', close: '22:00', status },
  { date: '2026-11-23', open: '07:00', close: '22:00', status },
];

export function aStore(overrides: Partial<GroceryStoreDto> = {}): GroceryStoreDto {
  return {
    code: 'WH-RNC-KMG',
    groupName: 'RANCH',
    pickupPoint: 'PP-RNC-KMG',
    available: true,
    name: 'Ranch Market Kemang',
    address: 'Jl. Kemang Raya No. 8',
    city: 'Jakarta Selatan',
    distanceKm: 0.4,
    pickupHours: hours(),
    ...overrides,
  };
}

export const unavailableHours = () => hours('unavailable');

/** A delivery window of `date` from `start` to `end`, its id the backend's (`NOW-2026-11-22T11:00`, `SCH-…` when scheduled). */
function aSlot(kind: 'NOW' | 'SCH', date: string, [start, end]: [string, string], status: DeliverySlotDto['status']): DeliverySlotDto {
  return { id: `${kind}-${date}T${start}`, date, start, end, status };
}

export function aSlottedDelivery(overrides: Partial<SlottedDeliveryDto> = {}): SlottedDeliveryDto {
  return {
    warehouse: aStore(),
    shippings: [
      {
        type: 'DELIVER_NOW',
        logisticCode: 'HOUR_DEL',
        price: 20000,
        slots: [aSlot('NOW', '2026-11-22', ['11:00', '12:00'], 'available'), aSlot('NOW', '2026-11-22', ['12:00', '13:00'], 'full')],
      },
      {
        type: 'SCHEDULED_DELIVERY',
        logisticCode: 'SLOT_DEL',
        price: 10000,
        slots: [
          aSlot('SCH', '2026-11-23', ['08:00', '10:00'], 'available'),
          aSlot('SCH', '2026-11-23', ['10:00', '12:00'], 'full'),
          aSlot('SCH', '2026-11-24', ['13:00', '15:00'], 'available'),
        ],
      },
    ],
    conditions: [],
    ...overrides,
  };
}
