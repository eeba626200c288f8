// Where the device says the shopper is (spec §8 Map: failed to load, invalid location, location
// permission off): the one place that asks navigator.geolocation, and only when a shopper asks to be
// located, never at module load. The retail pin step and the grocery store picker both use it.
import type { GeolocationDto } from '@pdp/backend-api/backend';
import { isValidGeolocation } from './shipping-location';

/** `failed`: the device could not say (or the map part could not load); `invalid`: not a served place. */
export type LocationFailure = 'failed' | 'invalid' | 'permission-off';

export class LocationError extends Error {
  constructor(readonly failure: LocationFailure) {
    super(`Device location: ${failure}`);
  }
}

/** Indonesia, roughly: a pin outside it is not a place the marketplace delivers to. */
const SERVED_AREA = { south: -11.5, north: 6.5, west: 94.5, east: 141.5 };
const PERMISSION_DENIED = 1;

export function isServedLocation({ latitude, longitude }: GeolocationDto): boolean {
  return latitude >= SERVED_AREA.south && latitude <= SERVED_AREA.north && longitude >= SERVED_AREA.west && longitude <= SERVED_AREA.east;
}

/** A pin the page may use: on the globe and inside the served area. */
export function isServedGeolocation(value: unknown): value is GeolocationDto {
  return isValidGeolocation(value) && isServedLocation(value);
}

/** Asks the device where it is; rejects with a LocationError naming which of the three failures. */
export function locateDevice(timeoutMs: number): Promise<GeolocationDto> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new LocationError('failed'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const location = { latitude: coords.latitude, longitude: coords.longitude };
        if (isServedGeolocation(location)) resolve(location);
        else reject(new LocationError('invalid'));
      },
      (error) => reject(new LocationError(error.code === PERMISSION_DENIED ? 'permission-off' : 'failed')),
      { timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
