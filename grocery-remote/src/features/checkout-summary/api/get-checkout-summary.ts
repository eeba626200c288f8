// The grocery checkout summary (spec §7): the signed-in shopper's grocery bag at one store. The page
// reads it as it opens (GET) and has it worked out again after it changed the bag (POST with the same
// params, empty body: spec §7 lists both verbs; decision 0069). Both answers are normalised alike.
import type { GroceryCheckoutSummaryDto } from '@pdp/backend-api/grocery';
import type { BackendClient } from '@pdp/pdp-remote/blocks';

const PATH = 'grocery/checkouts/summary';

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

function summaryOf(data: Partial<GroceryCheckoutSummaryDto> | null): GroceryCheckoutSummaryDto {
  const summary = data ?? {};
  const free = summary.freeDeliveryMinimum;
  return {
    itemCount: Math.floor(amount(summary.itemCount)),
    subtotal: amount(summary.subtotal),
    deliveryFee: amount(summary.deliveryFee),
    freeDeliveryMinimum: typeof free === 'number' && Number.isFinite(free) && free > 0 ? free : null,
    minimumOrder: amount(summary.minimumOrder),
  };
}

export async function getCheckoutSummary(client: BackendClient, warehouseCode: string, signal?: AbortSignal): Promise<GroceryCheckoutSummaryDto> {
  const response = await client.get<Partial<GroceryCheckoutSummaryDto> | null>(PATH, { searchParams: { warehouseCode }, signal });
  return summaryOf(response.body.data);
}

export async function refreshCheckoutSummary(client: BackendClient, warehouseCode: string, signal?: AbortSignal): Promise<GroceryCheckoutSummaryDto> {
  const response = await client.post<Partial<GroceryCheckoutSummaryDto> | null>(PATH, { searchParams: { warehouseCode }, signal });
  return summaryOf(response.body.data);
}
