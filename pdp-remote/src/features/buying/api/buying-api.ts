// The buying calls of spec §7 beside the bag's (shared/cart: the storefront's bag): quick checkout
// (`/retail/checkouts/_quick`) and notify me when stock returns. POSTs have no timeout (spec §9).
import type { QuickCheckoutRequestDto, QuickCheckoutResultDto } from '@pdp/backend-api/backend';
import type { GroceryCartUpdateParams } from '@pdp/backend-api/grocery';
import { CHECKOUT_STATUSES, isOneOf } from '@pdp/backend-api/enums';
import type { BackendClient } from '../../../shared/http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { wholeCount } from '../../../shared/http/loose-json';

/** Buy now; on the grocery page with the grocery bag's store and window (`grocery`) as its query. */
export async function quickCheckout(
  client: BackendClient,
  request: QuickCheckoutRequestDto,
  grocery?: GroceryCartUpdateParams,
): Promise<QuickCheckoutResultDto> {
  const response = await client.post<Partial<QuickCheckoutResultDto> | null>('retail/checkouts/_quick', {
    json: request,
    searchParams: { ...grocery, source: 'PDP' },
  });
  const data = response.body.data;
  if (!data || !isOneOf(CHECKOUT_STATUSES, data.status)) throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed);
  const checkoutId = typeof data.checkoutId === 'string' && /^[\w-]{1,64}$/.test(data.checkoutId) ? data.checkoutId : null;
  // A checkout to go to needs an id; without one there is nothing to show the shopper but a failure.
  if ((data.status === 'READY_CHECKOUT' || data.status === 'CHECKOUT_SUCCESS') && !checkoutId)
    throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed);
  const cartCount = wholeCount(data.cartCount);
  return { status: data.status, checkoutId, ...(cartCount !== null ? { cartCount } : {}) };
}

export async function notifyMe(client: BackendClient, itemSku: string, email: string): Promise<void> {
  await client.post<unknown>(`product/products/${encodeURIComponent(itemSku)}/_notify-me`, { json: { email } });
}
