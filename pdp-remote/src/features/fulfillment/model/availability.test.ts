import type { FulfillmentTypesDto, PickupHourDto, PickupPointDto, ShippingInfoDto, ShippingOptionDto } from '@pdp/backend-api/backend';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { deliveryAvailability, hasAvailablePickupHour, initialKind, isShippingUnavailable, pickupAvailability } from './availability';

const OPTION: ShippingOptionDto = { logisticCode: 'STANDARD', name: 'Reguler', price: 15000, etd: { min: 2, max: 4, unit: 'DAY' }, tags: [] };
const shipping = (overrides: Partial<ShippingInfoDto> = {}): ShippingInfoDto => ({ origin: 'Jakarta Barat', options: [OPTION], conditions: [], ...overrides });
const hour = (status: PickupHourDto['status']): PickupHourDto => ({ date: '2026-11-23', open: '10:00', close: '21:00', status });
const point = (overrides: Partial<PickupPointDto> = {}): PickupPointDto => ({
  code: 'PP-1',
  name: 'Toko Aero Senayan',
  address: 'Jl. Asia Afrika 8',
  city: 'Jakarta Pusat',
  distanceKm: 2,
  pickup: 'AVAILABLE',
  delivery: 'AVAILABLE',
  stock: 3,
  pickupHours: [hour('unavailable'), hour('available')],
  ...overrides,
});
const types = (fulfillmentTypes: FulfillmentTypesDto) => aSummary({ fulfillmentTypes });

describe('delivery and pickup availability (spec §4)', () => {
  it('makes delivery unavailable without shipping options or with TURNED_OFF', () => {
    expect(isShippingUnavailable(shipping())).toBe(false);
    expect(isShippingUnavailable(shipping({ options: [] }))).toBe(true);
    expect(isShippingUnavailable(shipping({ conditions: ['TURNED_OFF'] }))).toBe(true);
  });

  it('needs one available pickup hour for pickup at a point', () => {
    expect(hasAvailablePickupHour(point())).toBe(true);
    expect(hasAvailablePickupHour(point({ pickupHours: [hour('unavailable'), hour('unavailable')] }))).toBe(false);
    expect(hasAvailablePickupHour(point({ pickupHours: [] }))).toBe(false);
  });

  it('takes delivery from the summary, narrowed by the shipping answer', () => {
    const summary = types({ delivery: 'AVAILABLE', pickup: 'UNAVAILABLE', selected: 'delivery' });
    expect(deliveryAvailability(summary, null)).toBe('AVAILABLE');
    expect(deliveryAvailability(summary, shipping())).toBe('AVAILABLE');
    expect(deliveryAvailability(summary, shipping({ conditions: ['TURNED_OFF'] }))).toBe('UNAVAILABLE');
    expect(deliveryAvailability(summary, shipping({ options: [] }))).toBe('UNAVAILABLE');
    expect(deliveryAvailability(types({ delivery: 'LOCATION_UNAVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' }), shipping())).toBe('LOCATION_UNAVAILABLE');
    expect(deliveryAvailability(types({ delivery: 'VARIANT_UNAVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' }), null)).toBe('VARIANT_UNAVAILABLE');
  });

  it('takes pickup from the summary, narrowed by the point serving the shopper', () => {
    const summary = types({ delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'delivery' });
    expect(pickupAvailability(summary, null, false)).toBe('AVAILABLE');
    expect(pickupAvailability(summary, null, true)).toBe('LOCATION_UNAVAILABLE');
    expect(pickupAvailability(summary, point(), true)).toBe('AVAILABLE');
    expect(pickupAvailability(summary, point({ pickupHours: [hour('unavailable')] }), true)).toBe('UNAVAILABLE');
    expect(pickupAvailability(summary, point({ pickup: 'VARIANT_UNAVAILABLE' }), true)).toBe('VARIANT_UNAVAILABLE');
    expect(pickupAvailability(types({ delivery: 'AVAILABLE', pickup: 'LOCATION_UNAVAILABLE', selected: 'delivery' }), point(), true)).toBe(
      'LOCATION_UNAVAILABLE',
    );
    expect(pickupAvailability(types({ delivery: 'AVAILABLE', pickup: 'UNAVAILABLE', selected: 'delivery' }), point(), true)).toBe('UNAVAILABLE');
  });

  it('starts with the shopper’s way if available, else the summary’s, else any available one', () => {
    const both = types({ delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'delivery' });
    expect(initialKind(both, null)).toBe('delivery');
    expect(initialKind(both, 'pickup')).toBe('pickup');
    expect(initialKind(types({ delivery: 'AVAILABLE', pickup: 'AVAILABLE', selected: 'pickup' }), null)).toBe('pickup');
    expect(initialKind(types({ delivery: 'AVAILABLE', pickup: 'LOCATION_UNAVAILABLE', selected: 'delivery' }), 'pickup')).toBe('delivery');
    expect(initialKind(types({ delivery: 'AVAILABLE', pickup: 'UNAVAILABLE', selected: 'pickup' }), null)).toBe('delivery');
    expect(initialKind(types({ delivery: 'UNAVAILABLE', pickup: 'AVAILABLE', selected: 'delivery' }), null)).toBe('pickup');
    expect(initialKind(types({ delivery: 'UNAVAILABLE', pickup: 'UNAVAILABLE', selected: 'pickup' }), null)).toBe('pickup');
  });
});
