// The grocery checkout summary (spec §7): the signed-in shopper's grocery bag at one store.
import type { GroceryCheckoutSummaryDto } from '@pdp/backend-api/grocery';
import type { BackendClient } from '@pdp/pdp-remote/blocks';

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

export async function getCheckoutSummary(client: BackendClient, warehouseCode: string, signal?: AbortSignal): Promise<GroceryCheckoutSummaryDto> {
  const response = await client.get<Partial<GroceryCheckoutSummaryDto> | null>('grocery/checkouts/summary', { searchParams: { warehouseCode }, signal });
  const data = response.body.data ?? {};
  const free = data.freeDeliveryMinimum;
  return {
    itemCount: Math.floor(amount(data.itemCount)),
    subtotal: amount(data.subtotal),
    deliveryFee: amount(data.deliveryFee),
    freeDeliveryMinimum: typeof free === 'number' && Number.isFinite(free) && free > 0 ? free : null,
    minimumOrder: amount(data.minimumOrder),
  };
}
