// Where the grocery shopper is: a pin from the device on this visit (spec §8 Map: failed to load,
// invalid location, location permission off), else their shipping location's (their address, kept
// current by the member sync), else the pin saved when they chose their store. Nothing here touches
// `navigator` until a shopper asks to be located.
import { useCallback, useState } from 'react';
import { atom, useSetAtom } from 'jotai';
import type { GeolocationDto } from '@pdp/backend-api/backend';
import { isValidGeolocation, shippingLocationAtom } from '@pdp/pdp-remote/blocks';
import { selectedWarehouseAtom } from '../warehouse/selected-warehouse';

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
        if (isValidGeolocation(location) && isServedLocation(location)) resolve(location);
        else reject(new LocationError('invalid'));
      },
      (error) => reject(new LocationError(error.code === PERMISSION_DENIED ? 'permission-off' : 'failed')),
      { timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/** The pin the device gave on this page. */
const devicePinAtom = atom<GeolocationDto | null>(null);

/** Where grocery calls say the shopper is; null: nowhere known yet. */
export const groceryCoordinatesAtom = atom((get) => get(devicePinAtom) ?? get(shippingLocationAtom)?.geolocation ?? get(selectedWarehouseAtom)?.pin ?? null);

export type DeviceLocationState = { status: 'idle' | 'locating' } | { status: 'failed'; failure: LocationFailure };

/** Locates the device on demand, keeps the pin for the page, and says how the last try went. */
export function useDeviceLocation(timeoutMs: number) {
  const setPin = useSetAtom(devicePinAtom);
  const [state, setState] = useState<DeviceLocationState>({ status: 'idle' });
  const locate = useCallback(async (): Promise<GeolocationDto | null> => {
    setState({ status: 'locating' });
    try {
      const pin = await locateDevice(timeoutMs);
      setPin(pin);
      setState({ status: 'idle' });
      return pin;
    } catch (error) {
      setState({ status: 'failed', failure: error instanceof LocationError ? error.failure : 'failed' });
      return null;
    }
  }, [setPin, timeoutMs]);
  return { state, locate };
}
