// Test data of the grocery page: the rice product, a Ranch Market store near Kemang, its delivery
// windows, and the places and people the tests use. Each takes overrides for what a test is about.
import type { GeolocationDto, ProductSummaryDto } from '@pdp/backend-api/backend';
import type { DeliverySlotDto, GroceryStoreDto, SlottedDeliveryDto } from '@pdp/backend-api/grocery';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { KEMANG, aSummary } from '@pdp/test-kit';

export { KEMANG };

export const BERAS_PATH = '/grocery/p/beras-pandan-wangi/ps--BRS-1';
export const BUDI = { id: 'user-budi', name: 'Budi Santoso' };

/** The retail test summary as a grocery product: a rice of two weights sold by a Ranch Market store. */
export function berasSummary(overrides: Partial<ProductSummaryDto> = {}): ProductSummaryDto {
  return aSummary({
    vendor: 'GROCERY',
    itemSku: 'BRS-1-00001',
    productSku: 'BRS-1',
    productCode: 'MTA-BRS-1',
    name: 'Beras Pandan Wangi',
    urlFriendlyName: 'beras-pandan-wangi',
    brand: null,
    images: [{ full: '/m/beras.svg', thumbnail: '/m/beras.svg' }],
    categories: [{ id: '80100', name: 'Beras & Biji-bijian' }],
    price: { listed: 42000, offered: 38900, discountPercentage: 7 },
    tags: ['GROCERY_STORE'],
    stock: 50,
    statistics: { rating: 4.8, reviewCount: 902, soldCount: 7300 },
    attributes: [{ code: 'berat', name: 'Berat', display: 'BUTTON', values: [{ value: '2 kg' }, { value: '5 kg' }] }],
    options: [
      { itemSku: 'BRS-1-00001', selected: true, available: true, attributes: { berat: '2 kg' } },
      { itemSku: 'BRS-1-00002', selected: false, available: true, attributes: { berat: '5 kg' } },
    ],
    merchant: { code: 'RNC-1', name: 'Ranch Market Kemang', url: '/merchant/ranch/RNC-1', commissionType: 'CC' },
    pickupPointCode: 'PP-RNC-KMG',
    sellerGroup: 'RANCH',
    details: { campaignInfo: null, usps: [], warranty: null, cheapestPrice: null, maxQuantity: 20 },
    ...overrides,
  });
}

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

/** A second Ranch Market, 3 km away. */
export const PONDOK_INDAH = aStore({ code: 'WH-RNC-PIK', name: 'Ranch Market Pondok Indah', pickupPoint: 'PP-RNC-PIK', distanceKm: 3 });

/** Pondok Indah as the page keeps the shopper's store, chosen from Kemang (written out, as a test expects it). */
export const PONDOK_INDAH_SAVED = {
  code: 'WH-RNC-PIK',
  groupName: 'RANCH',
  pickupPoint: 'PP-RNC-PIK',
  available: true,
  name: 'Ranch Market Pondok Indah',
  pin: KEMANG,
};

/** Saves a store as the shopper's own, as the page keeps it, with the pin it was chosen from. */
export function saveSelectedStore(store: GroceryStoreDto, pin: GeolocationDto | null = KEMANG) {
  const { code, groupName, pickupPoint, available, name } = store;
  localStorage.setItem(STORAGE_KEYS.selectedWarehouse, JSON.stringify({ code, groupName, pickupPoint, available, name, pin }));
}

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
