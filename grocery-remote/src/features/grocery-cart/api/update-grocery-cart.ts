// The grocery bulk cart update (spec §7: params): the lines go to the shopper's store, delivered in
// the window chosen or collected there. The page's buy bar sends it instead of retail's add to bag,
// so every cart code of spec §8 reads the same on both pages.
import type { AddToCartRequestDto, AddToCartResultDto } from '@pdp/backend-api/backend';
import { SLOT_UNAVAILABLE, type GroceryCartUpdateParams } from '@pdp/backend-api/grocery';
import { ApiError, wholeCount, type AddToBagCall, type BackendClient } from '@pdp/pdp-remote/blocks';

const count = (value: unknown): number => wholeCount(value) ?? 0;

async function updateGroceryCart(client: BackendClient, params: GroceryCartUpdateParams, request: AddToCartRequestDto): Promise<AddToCartResultDto> {
  const response = await client.post<Partial<AddToCartResultDto> | null>('grocery/carts/_bulk-update', {
    searchParams: { warehouseCode: params.warehouseCode, shippingType: params.shippingType, slotId: params.slotId },
    json: request,
  });
  return { cartCount: count(response.body.data?.cartCount) };
}

/**
 * The buy bar's bag call for these parameters. When the window has gone meanwhile, `onSlotGone`
 * loads the store's windows again, so the next try is for one that is still there; the failure
 * itself reaches the shopper as the cart catalogue's message.
 */
export const groceryCartCall =
  (params: GroceryCartUpdateParams, onSlotGone: () => void): AddToBagCall =>
  async (client, request) => {
    try {
      return await updateGroceryCart(client, params, request);
    } catch (error) {
      if (error instanceof ApiError && error.code === SLOT_UNAVAILABLE) onSlotGone();
      throw error;
    }
  };
