// The store picker's stores near a place (spec §7 Grocery: store picker nearBy), nearest first.
import type { GeolocationDto } from '@pdp/backend-api/backend';
import type { GroceryStoreDto } from '@pdp/backend-api/grocery';
import type { BackendClient } from '@pdp/pdp-remote/blocks';
import { normaliseStores } from '../../../shared/stores/normalise-store';

export interface StorePickerQuery {
  around: GeolocationDto;
  radiusKm: number;
  limit: number;
}

export async function getStorePickerStores(
  client: BackendClient,
  { around, radiusKm, limit }: StorePickerQuery,
  signal?: AbortSignal,
): Promise<GroceryStoreDto[]> {
  const response = await client.get<unknown>('grocery/store-picker/nearby', {
    searchParams: { latitude: around.latitude, longitude: around.longitude, radiusKm, limit },
    signal,
  });
  return normaliseStores(response.body.data).slice(0, limit);
}
