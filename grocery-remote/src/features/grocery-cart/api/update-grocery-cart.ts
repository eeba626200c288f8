// The grocery bulk cart update (spec §7: params): every line the grocery page adds, whatever row it
// comes from (the buy bar, a combo, an item with its gifts), goes to the shopper's store, delivered in
// the window chosen or collected there. Every cart code of spec §8 reads as it does on retail.
import type { AddToCartResultDto, CartLineRequestDto } from '@pdp/backend-api/backend';
import type { GroceryCartUpdateParams, GroceryCartUpdateRequestDto } from '@pdp/backend-api/grocery';
import { wholeCount, type BackendClient, type BagRequest } from '@pdp/pdp-remote/blocks';

/** How the grocery lines reach the shopper: delivered from, or collected at, the store's pickup point. */
export type GroceryLine = Pick<CartLineRequestDto, 'fulfillment' | 'pickupPointCode'>;

/** A row's request as the grocery bag takes it: each line from the store, the way the shopper chose. */
export function groceryUpdateOf(request: BagRequest, line: GroceryLine): GroceryCartUpdateRequestDto {
  switch (request.cartType) {
    case 'COMBO':
      return { cartType: 'COMBO', comboId: request.comboId, items: request.items.map(({ itemSku, quantity }) => ({ itemSku, quantity, ...line })) };
    case 'FREE_GIFT':
      return { cartType: 'FREE_GIFT', items: [{ ...request.item, ...line }], freeGifts: request.freeGifts };
    default:
      return request;
  }
}

export async function updateGroceryCart(
  client: BackendClient,
  params: GroceryCartUpdateParams,
  request: GroceryCartUpdateRequestDto,
): Promise<AddToCartResultDto> {
  const response = await client.post<Partial<AddToCartResultDto> | null>('grocery/carts/_bulk-update', {
    searchParams: { warehouseCode: params.warehouseCode, shippingType: params.shippingType, slotId: params.slotId },
    json: request,
  });
  return { cartCount: wholeCount(response.body.data?.cartCount) ?? 0 };
}
