// POST /retail/free-gift/carts (spec §7): an item and the free gifts chosen with it (cart type
// FREE_GIFT, spec §3) into the retail bag.
import type { AddToCartResultDto } from '@pdp/backend-api/backend';
import type { FreeGiftCartRequestDto } from '@pdp/backend-api/free-gifts';
import type { BackendClient } from '../../http/backend-client';
import { wholeCount } from '../../http/loose-json';

export async function addToFreeGiftCart(client: BackendClient, request: FreeGiftCartRequestDto): Promise<AddToCartResultDto> {
  const response = await client.post<Partial<AddToCartResultDto> | null>('retail/free-gift/carts', { json: request });
  return { cartCount: wholeCount(response.body.data?.cartCount) ?? 0 };
}
