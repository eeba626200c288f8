// The store picker config (spec §7: a JSON string): how far and how many stores to list, where to
// look without a location, and how long the device may take to locate. Read once per mount; a
// failed or malformed answer (or a setting of it) leaves the defaults.
import type { GeolocationDto } from '@pdp/backend-api/backend';
import type { StorePickerConfigDto } from '@pdp/backend-api/grocery';
import { isValidGeolocation, keyedRequest, useKeyedRequest, type BackendClient } from '@pdp/pdp-remote/blocks';

export const DEFAULT_STORE_PICKER_CONFIG: StorePickerConfigDto = {
  radiusKm: 25,
  maxStores: 5,
  // Jakarta's centre (Monas).
  defaultLocation: { latitude: -6.1754, longitude: 106.8272 },
  geolocationTimeoutMs: 10_000,
};

const positive = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= max ? value : fallback;
/** A whole number of things: fractions are cut, and below one is no count at all. */
const wholeSetting = (value: unknown, fallback: number, max: number) =>
  typeof value === 'number' && value >= 1 && value <= max ? Math.floor(value) : fallback;

/** The config from its JSON string; every setting that is missing or wrong keeps its default. */
export function parseStorePickerConfig(json: unknown): StorePickerConfigDto {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = typeof json === 'string' ? JSON.parse(json) : null;
    if (typeof parsed === 'object' && parsed !== null) raw = parsed as Record<string, unknown>;
  } catch {
    return DEFAULT_STORE_PICKER_CONFIG;
  }
  const defaults = DEFAULT_STORE_PICKER_CONFIG;
  return {
    radiusKm: positive(raw.radiusKm, defaults.radiusKm, 100),
    maxStores: wholeSetting(raw.maxStores, defaults.maxStores, 50),
    defaultLocation: isValidGeolocation(raw.defaultLocation) ? (raw.defaultLocation as GeolocationDto) : defaults.defaultLocation,
    geolocationTimeoutMs: positive(raw.geolocationTimeoutMs, defaults.geolocationTimeoutMs, 60_000),
  };
}

async function getStorePickerConfig(client: BackendClient, _input: 'config', signal: AbortSignal): Promise<StorePickerConfigDto> {
  const response = await client.get<unknown>('common/content/grocery-store-picker-config', { signal });
  return parseStorePickerConfig(response.body.data);
}

const storePickerConfigRequest = keyedRequest((input: 'config') => input, getStorePickerConfig);

/** The config once loaded, the defaults after a failure, null while it loads. */
export function useStorePickerConfig(): StorePickerConfigDto | null {
  const { state } = useKeyedRequest(storePickerConfigRequest, 'config');
  if (state?.status === 'loaded' && state.data) return state.data;
  return state?.status === 'failed' ? DEFAULT_STORE_PICKER_CONFIG : null;
}
