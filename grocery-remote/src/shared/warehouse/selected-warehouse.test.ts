// What storage holds for the selected warehouse may be anything another version wrote: only a complete
// selection is taken, and its pin only when it is a place on the globe.
import { KEMANG } from '../../__tests__/factories';
import { parseSelectedWarehouse } from './selected-warehouse';

const SAVED = { code: 'WH-RNC-KMG', groupName: 'RANCH', pickupPoint: 'PP-RNC-KMG', available: true, name: 'Ranch Market Kemang', pin: KEMANG };

describe('parseSelectedWarehouse', () => {
  it('takes a complete selection as it was saved', () => {
    expect(parseSelectedWarehouse(SAVED)).toEqual(SAVED);
    expect(parseSelectedWarehouse({ ...SAVED, groupName: 'MARKETPLACE_FRESH', available: false })).toEqual({
      ...SAVED,
      groupName: 'MARKETPLACE_FRESH',
      available: false,
    });
  });

  it('keeps only the fields of a selection', () => {
    expect(parseSelectedWarehouse({ ...SAVED, token: 'secret', pin: { ...KEMANG, accuracy: 10 } })).toEqual(SAVED);
  });

  it('takes the store as serving the address only when it was saved as serving it, as the backend does', () => {
    const { available: _available, ...withoutAvailability } = SAVED;
    expect(parseSelectedWarehouse(withoutAvailability)?.available).toBe(false);
    expect(parseSelectedWarehouse({ ...SAVED, available: true })?.available).toBe(true);
    expect(parseSelectedWarehouse({ ...SAVED, available: false })?.available).toBe(false);
  });

  it.each([undefined, null, 'WH-RNC-KMG', 42, true, [], [SAVED]])('rejects %p', (value) => {
    expect(parseSelectedWarehouse(value)).toBeNull();
  });

  it.each([
    ['no code', { code: undefined }],
    ['an empty code', { code: '' }],
    ['a numeric code', { code: 42 }],
    ['a code too long', { code: 'W'.repeat(101) }],
    ['no pickup point', { pickupPoint: undefined }],
    ['no name', { name: '' }],
    ['an unknown seller group', { groupName: 'ALFAMART' }],
    ['a lower-case seller group', { groupName: 'ranch' }],
  ])('rejects a selection with %s', (_case, change) => {
    expect(parseSelectedWarehouse({ ...SAVED, ...change })).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['text coordinates', { latitude: '-6.26', longitude: '106.81' }],
    ['a missing longitude', { latitude: -6.26 }],
    ['not a number', { latitude: Number.NaN, longitude: 106.81 }],
    ['off the globe', { latitude: -6.26, longitude: 181 }],
    ['a list', [-6.26, 106.81]],
  ])('keeps the selection without its pin when the pin is %s', (_case, pin) => {
    expect(parseSelectedWarehouse({ ...SAVED, pin })).toEqual({ ...SAVED, pin: null });
  });
});
