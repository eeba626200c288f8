// POST /retail/carts/_add-bulk with cart type COMBO (spec §3 cart types, §8): one of each chosen item.
import type { ComboCartRequestDto } from '@pdp/backend-api/combos';
import type { BackendClient } from '../../../shared/http/backend-client';
import { wholeCount } from '../../../shared/http/loose-json';

export async function addComboToCart(client: BackendClient, comboId: string, itemSkus: readonly string[]): Promise<number> {
  const request: ComboCartRequestDto = { cartType: 'COMBO', comboId, items: itemSkus.map((itemSku) => ({ itemSku, quantity: 1, fulfillment: 'delivery' })) };
  const response = await client.post<{ cartCount?: unknown } | null>('retail/carts/_add-bulk', { json: request });
  return wholeCount(response.body.data?.cartCount) ?? 0;
}
