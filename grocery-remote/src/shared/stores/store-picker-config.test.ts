// The store picker config arrives as a JSON string (spec §7); every setting missing or wrong keeps its
// default, so a broken config never breaks the picker.
import { DEFAULT_STORE_PICKER_CONFIG, parseStorePickerConfig } from './store-picker-config';

const BANDUNG = { latitude: -6.9175, longitude: 107.6191 };
const VALID = { radiusKm: 10, maxStores: 3, defaultLocation: BANDUNG, geolocationTimeoutMs: 4000 };
const parse = (config: Record<string, unknown>) => parseStorePickerConfig(JSON.stringify(config));

describe('parseStorePickerConfig', () => {
  it('reads every setting of a valid config', () => {
    expect(parse(VALID)).toEqual(VALID);
  });

  it('keeps the default of every setting a partial config leaves out', () => {
    expect(parse({ radiusKm: 7.5 })).toEqual({ ...DEFAULT_STORE_PICKER_CONFIG, radiusKm: 7.5 });
    expect(parse({ defaultLocation: BANDUNG, maxStores: 8 })).toEqual({ ...DEFAULT_STORE_PICKER_CONFIG, defaultLocation: BANDUNG, maxStores: 8 });
    expect(parse({})).toEqual(DEFAULT_STORE_PICKER_CONFIG);
  });

  it.each([
    ['malformed JSON', '{"radiusKm": 10,'],
    ['an empty string', ''],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
    ['a JSON array', '[10, 3]'],
    ['no string at all', undefined],
    ['an object instead of its JSON string', VALID],
  ])('gives the defaults for %s', (_case, json) => {
    expect(parseStorePickerConfig(json)).toEqual(DEFAULT_STORE_PICKER_CONFIG);
  });

  it.each([
    ['text', { radiusKm: '10', maxStores: '3', geolocationTimeoutMs: '4000' }],
    ['zero', { radiusKm: 0, maxStores: 0, geolocationTimeoutMs: 0 }],
    ['negative', { radiusKm: -5, maxStores: -1, geolocationTimeoutMs: -1 }],
    ['null', { radiusKm: null, maxStores: null, geolocationTimeoutMs: null }],
    ['too large', { radiusKm: 101, maxStores: 51, geolocationTimeoutMs: 60_001 }],
  ])('keeps the default numbers when they are %s', (_case, config) => {
    expect(parse(config)).toEqual(DEFAULT_STORE_PICKER_CONFIG);
  });

  it('takes the largest numbers allowed and lists a whole number of stores', () => {
    expect(parse({ radiusKm: 100, maxStores: 50, geolocationTimeoutMs: 60_000 })).toEqual({
      ...DEFAULT_STORE_PICKER_CONFIG,
      radiusKm: 100,
      maxStores: 50,
      geolocationTimeoutMs: 60_000,
    });
    expect(parse({ maxStores: 3.7 }).maxStores).toBe(3);
  });

  it('keeps the default store count for a fraction below one, which would list no store', () => {
    expect(parse({ maxStores: 0.5 }).maxStores).toBe(DEFAULT_STORE_PICKER_CONFIG.maxStores);
  });

  it.each([
    ['text coordinates', { latitude: '-6.9', longitude: '107.6' }],
    ['a missing longitude', { latitude: -6.9 }],
    ['coordinates off the globe', { latitude: -95, longitude: 107.6 }],
    ['a list', [-6.9, 107.6]],
    ['text', 'Bandung'],
  ])('keeps the default location for %s', (_case, defaultLocation) => {
    expect(parse({ ...VALID, defaultLocation }).defaultLocation).toEqual(DEFAULT_STORE_PICKER_CONFIG.defaultLocation);
  });
});
