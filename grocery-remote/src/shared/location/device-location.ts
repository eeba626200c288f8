// Where the grocery shopper is: a pin from the device on this visit (spec §8 Map: failed to load,
// invalid location, location permission off), else their shipping location's (their address, kept
// current by the member sync), else the pin saved when they chose their store. Asking the device is the
// retail blocks' `locateDevice`, which touches `navigator` only when a shopper asks to be located.
import { useCallback, useState } from 'react';
import { atom, useSetAtom } from 'jotai';
import type { GeolocationDto } from '@pdp/backend-api/backend';
import { LocationError, locateDevice, shippingLocationAtom, type LocationFailure } from '@pdp/pdp-remote/blocks';
import { selectedWarehouseAtom } from '../warehouse/selected-warehouse';

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
