// Slotted delivery (spec §7 Grocery): from the shopper's store, or, with no store chosen yet, the
// variant that resolves the store by item sku from where the shopper is.
import type { GeolocationDto } from '@pdp/backend-api/backend';
import type { SlottedDeliveryDto } from '@pdp/backend-api/grocery';
import type { BackendClient } from '@pdp/pdp-remote/blocks';
import { normaliseSlottedDelivery } from '../model/slotted-delivery';

export type SlottedDeliveryInput =
  | { by: 'warehouse'; productId: string; warehouseCode: string; location: GeolocationDto | null }
  | { by: 'item'; itemSku: string; location: GeolocationDto | null };

export async function getSlottedDelivery(client: BackendClient, input: SlottedDeliveryInput, signal?: AbortSignal): Promise<SlottedDeliveryDto> {
  const where = { latitude: input.location?.latitude, longitude: input.location?.longitude };
  const response =
    input.by === 'warehouse'
      ? await client.get<unknown>(`grocery/products/${encodeURIComponent(input.productId)}/slotted-delivery`, {
          searchParams: { warehouseCode: input.warehouseCode, ...where },
          signal,
        })
      : await client.get<unknown>('grocery/slotted-delivery/_resolve', { searchParams: { itemSku: input.itemSku, ...where }, signal });
  return normaliseSlottedDelivery(response.body.data);
}
