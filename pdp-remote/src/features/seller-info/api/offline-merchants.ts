// GET /product/products/{id}/offline-merchants?type= (spec §7): the physical stores that also sell a
// product tagged OFFLINE. A store without a name, an address or a city is dropped; over-long text is
// dropped rather than cut, since it is the store's own.
import type { ProductType } from '@pdp/backend-api/enums';
import type { BackendClient } from '../../../shared/http/backend-client';
import { isShortText, records } from '../../../shared/http/loose-json';

export interface OfflineMerchant {
  code: string;
  name: string;
  address: string;
  city: string;
  openingHours: string | null;
}

export function normaliseOfflineMerchants(data: unknown): OfflineMerchant[] {
  return records(data).flatMap((store) => {
    const { code, name, address, city, openingHours } = store;
    if (!isShortText(code, 64) || !isShortText(name, 200) || !isShortText(address, 400) || !isShortText(city, 120)) return [];
    return [{ code, name, address, city, openingHours: isShortText(openingHours, 200) ? openingHours : null }];
  });
}

export async function getOfflineMerchants(client: BackendClient, productId: string, type: ProductType, signal?: AbortSignal): Promise<OfflineMerchant[]> {
  const response = await client.get<unknown>(`product/products/${encodeURIComponent(productId)}/offline-merchants`, { searchParams: { type }, signal });
  return normaliseOfflineMerchants(response.body.data);
}
