// The grocery nearby store call (spec §7: data and headers): stores near the shopper that hold the
// item, the shopper's own store (header) first.
import type { GeolocationDto } from '@pdp/backend-api/backend';
import { WAREHOUSE_CODE_HEADER, type GroceryStoreDto, type NearbyStoresRequestDto } from '@pdp/backend-api/grocery';
import type { BackendClient } from '@pdp/pdp-remote/blocks';
import { normaliseStores } from '../../../shared/stores/normalise-store';

export interface NearbyStoresQuery {
  itemSku: string;
  location: GeolocationDto;
  /** The shopper's store, if any. */
  warehouseCode: string | null;
}

export async function findNearbyStores(
  client: BackendClient,
  { itemSku, location, warehouseCode }: NearbyStoresQuery,
  signal?: AbortSignal,
): Promise<GroceryStoreDto[]> {
  const json: NearbyStoresRequestDto = { itemSku, latitude: location.latitude, longitude: location.longitude };
  const response = await client.post<unknown>('grocery/stores/_nearby', {
    json,
    headers: warehouseCode ? { [WAREHOUSE_CODE_HEADER]: warehouseCode } : undefined,
    signal,
  });
  return normaliseStores(response.body.data);
}
