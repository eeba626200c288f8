// The grocery bulk cart update (spec §7: params): the lines go to the shopper's store, delivered in
// the window chosen or collected there. The page's buy bar sends it instead of retail's add to bag,
// so every cart code of spec §8 reads the same on both pages.
import type { AddToCartRequestDto, AddToCartResultDto, GroceryCartUpdateParams } from '@pdp/shared-contracts';
import type { AddToBagCall, BackendClient } from '@pdp/pdp-remote/blocks';

const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

export async function updateGroceryCart(client: BackendClient, params: GroceryCartUpdateParams, request: AddToCartRequestDto): Promise<AddToCartResultDto> {
  const response = await client.post<Partial<AddToCartResultDto> | null>('grocery/carts/_bulk-update', {
    searchParams: { warehouseCode: params.warehouseCode, shippingType: params.shippingType, slotId: params.slotId },
    json: request,
  });
  return { cartCount: count(response.body.data?.cartCount) };
}

/** The buy bar's bag call for these parameters. */
export const groceryCartCall = (params: GroceryCartUpdateParams): AddToBagCall => (client, request) => updateGroceryCart(client, params, request);
