// Locating the device (spec §8 Map: failed to load, invalid location, location permission off): which
// failure each answer of the browser is, and the pin when it is a place in Indonesia.
import { KEMANG, mockGeolocation } from '@pdp/test-kit/geolocation-mock';
import { LocationError, isServedLocation, locateDevice, type LocationFailure } from './device-location';

async function failureOf(promise: Promise<unknown>): Promise<LocationFailure | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    expect(error).toBeInstanceOf(LocationError);
    return (error as LocationError).failure;
  }
}

describe('locateDevice', () => {
  it('gives the device’s pin, asking with the timeout it was given', async () => {
    const getCurrentPosition = mockGeolocation(KEMANG);
    await expect(locateDevice(4000)).resolves.toEqual(KEMANG);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual(expect.objectContaining({ timeout: 4000 }));
  });

  it('says permission is off when the shopper denied it', async () => {
    mockGeolocation({ errorCode: 1 });
    expect(await failureOf(locateDevice(1000))).toBe('permission-off');
  });

  it.each([
    ['the position is unavailable', 2],
    ['locating timed out', 3],
  ] as const)('says it failed when %s', async (_case, errorCode) => {
    mockGeolocation({ errorCode });
    expect(await failureOf(locateDevice(1000))).toBe('failed');
  });

  it('says it failed when the browser has no geolocation', async () => {
    mockGeolocation('none');
    expect(await failureOf(locateDevice(1000))).toBe('failed');
  });

  it.each([
    ['outside Indonesia (Tokyo)', { latitude: 35.6762, longitude: 139.6503 }],
    ['outside Indonesia (London)', { latitude: 51.5072, longitude: -0.1276 }],
    ['not a number', { latitude: Number.NaN, longitude: 106.8 }],
    ['infinite', { latitude: -6.2, longitude: Number.POSITIVE_INFINITY }],
    ['off the globe', { latitude: -91, longitude: 106.8 }],
  ])('says the location is invalid when it is %s', async (_case, answer) => {
    mockGeolocation(answer);
    expect(await failureOf(locateDevice(1000))).toBe('invalid');
  });

  it('accepts pins across Indonesia, from Sabang to Merauke', async () => {
    for (const pin of [
      { latitude: 5.8926, longitude: 95.3238 },
      { latitude: -8.4991, longitude: 140.4049 },
    ]) {
      mockGeolocation(pin);
      await expect(locateDevice(1000)).resolves.toEqual(pin);
    }
  });
});

describe('isServedLocation', () => {
  it('takes the edges of the served area as inside and anything past them as outside', () => {
    expect(isServedLocation({ latitude: -11.5, longitude: 94.5 })).toBe(true);
    expect(isServedLocation({ latitude: 6.5, longitude: 141.5 })).toBe(true);
    expect(isServedLocation({ latitude: -11.51, longitude: 106.8 })).toBe(false);
    expect(isServedLocation({ latitude: 6.51, longitude: 106.8 })).toBe(false);
    expect(isServedLocation({ latitude: -6.2, longitude: 94.49 })).toBe(false);
    expect(isServedLocation({ latitude: -6.2, longitude: 141.51 })).toBe(false);
  });
});
