import { createStore } from 'jotai';
import { loadShippingLocationAtom, parseStoredLocation, saveShippingLocationAtom, shippingLocationAtom, shippingLocationStateAtom } from './shipping-location';

const KEY = 'pdp.customer-shipping-location';
const LOCATION = { provinceId: '31', cityId: '3171', districtId: '317101', subDistrictId: '31710101', label: 'Kebayoran Baru, Jakarta Selatan' };

beforeEach(() => window.localStorage.clear());

describe('the stored shipping location', () => {
  it('reads a well-formed location with its source and account', () => {
    const stored = { source: 'member', userId: 'u1', location: { ...LOCATION, postalCode: '12190', geolocation: { latitude: -6.24, longitude: 106.8 } } };
    expect(parseStoredLocation(stored)).toEqual(stored);
    expect(parseStoredLocation({ source: 'picker', location: LOCATION })).toEqual({ source: 'picker', location: LOCATION });
  });

  it('takes a location of no known source as picked by the shopper', () => {
    expect(parseStoredLocation({ location: LOCATION })).toEqual({ source: 'picker', location: LOCATION });
    expect(parseStoredLocation({ source: 'admin', location: LOCATION })?.source).toBe('picker');
  });

  it.each([
    ['null', null],
    ['a string', 'Jakarta'],
    ['a number', 42],
    ['an array', [LOCATION]],
    ['no location', { source: 'picker' }],
    ['a location that is a string', { source: 'picker', location: 'Jakarta' }],
    ['no sub-district', { source: 'picker', location: { ...LOCATION, subDistrictId: undefined } }],
    ['an empty district', { source: 'picker', location: { ...LOCATION, districtId: '' } }],
    ['a numeric province', { source: 'picker', location: { ...LOCATION, provinceId: 31 } }],
    ['no label', { source: 'picker', location: { ...LOCATION, label: undefined } }],
    ['a label too long', { source: 'picker', location: { ...LOCATION, label: 'x'.repeat(201) } }],
  ])('rejects %s', (_label, value) => {
    expect(parseStoredLocation(value)).toBeNull();
  });

  it('drops the unusable parts of a usable location', () => {
    const parsed = parseStoredLocation({
      source: 'member',
      userId: 7,
      location: { ...LOCATION, postalCode: 12190, geolocation: { latitude: 91, longitude: 106.8 }, extra: '<script>' },
    });
    expect(parsed).toEqual({ source: 'member', location: LOCATION });
    expect(
      parseStoredLocation({ source: 'picker', location: { ...LOCATION, geolocation: { latitude: 'x', longitude: 1 } } })?.location.geolocation,
    ).toBeUndefined();
  });

  it('is unknown until loaded, then read from storage once', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ source: 'picker', location: LOCATION }));
    const store = createStore();
    expect(store.get(shippingLocationStateAtom)).toEqual({ status: 'unknown' });
    expect(store.get(shippingLocationAtom)).toBeNull();

    store.set(loadShippingLocationAtom);
    expect(store.get(shippingLocationAtom)).toEqual(LOCATION);

    window.localStorage.setItem(KEY, JSON.stringify({ source: 'picker', location: { ...LOCATION, subDistrictId: '99' } }));
    store.set(loadShippingLocationAtom);
    expect(store.get(shippingLocationAtom)?.subDistrictId).toBe('31710101');
  });

  it('loads garbage in storage as no location', () => {
    window.localStorage.setItem(KEY, '{not json');
    const store = createStore();
    store.set(loadShippingLocationAtom);
    expect(store.get(shippingLocationStateAtom)).toEqual({ status: 'ready', stored: null });
  });

  it('saves to storage and to the state', () => {
    const store = createStore();
    store.set(saveShippingLocationAtom, { source: 'picker', location: LOCATION });
    expect(store.get(shippingLocationAtom)).toEqual(LOCATION);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? 'null')).toEqual({ source: 'picker', location: LOCATION });
  });
});
