// A device location for tests: where navigator.geolocation says the shopper is, or which failure it
// reports (1 permission denied, 2 position unavailable, 3 timeout).
import type { GeolocationDto } from '@pdp/backend-api/backend';

export const KEMANG = { latitude: -6.2615, longitude: 106.8106 };

export function mockGeolocation(answer: GeolocationDto | { errorCode: 1 | 2 | 3 } | 'none'): jest.Mock {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback) => {
    if (answer === 'none') return;
    if ('errorCode' in answer) {
      failure?.({ code: answer.errorCode, message: 'mock', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
      return;
    }
    success({
      coords: { ...answer, accuracy: 10, altitude: null, altitudeAccuracy: null, heading: null, speed: null },
      timestamp: Date.now(),
    } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: answer === 'none' ? undefined : { getCurrentPosition } });
  return getCurrentPosition;
}
