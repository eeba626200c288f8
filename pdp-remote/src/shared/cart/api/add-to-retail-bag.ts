// POST /retail/carts/_add-bulk (spec §7): items (cart type REGULAR) or a combo (COMBO, spec §3 cart
// types) into the retail bag. POSTs have no timeout (spec §9).
import type { AddToCartRequestDto, AddToCartResultDto } from '@pdp/backend-api/backend';
import type { ComboCartRequestDto } from '@pdp/backend-api/combos';
import type { BackendClient } from '../../http/backend-client';
import { wholeCount } from '../../http/loose-json';

export async function addToRetailBag(client: BackendClient, request: AddToCartRequestDto | ComboCartRequestDto): Promise<AddToCartResultDto> {
  const response = await client.post<Partial<AddToCartResultDto> | null>('retail/carts/_add-bulk', { json: request });
  return { cartCount: wholeCount(response.body.data?.cartCount) ?? 0 };
}
