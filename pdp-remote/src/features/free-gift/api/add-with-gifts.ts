// POST /retail/free-gift/carts with cart type FREE_GIFT (spec §3 cart types, §7): the item and its gifts.
import type { FreeGiftCartRequestDto } from '@pdp/backend-api/free-gifts';
import type { BackendClient } from '../../../shared/http/backend-client';
import { wholeCount } from '../../../shared/http/loose-json';
import type { Gift } from '../model/free-gift';

export async function addWithGifts(client: BackendClient, itemSku: string, quantity: number, gifts: readonly Gift[]): Promise<number> {
  const request: FreeGiftCartRequestDto = {
    cartType: 'FREE_GIFT',
    item: { itemSku, quantity },
    freeGifts: gifts.map((gift) => ({ itemSku: gift.itemSku, pickupPointCode: gift.pickupPointCode })),
  };
  const response = await client.post<{ cartCount?: unknown } | null>('retail/free-gift/carts', { json: request });
  return wholeCount(response.body.data?.cartCount) ?? 0;
}
