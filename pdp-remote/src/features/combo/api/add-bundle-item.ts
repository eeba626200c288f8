// POST /retail/bundling-catalog/{bundleId}/_add-item (spec §7 "add item in the bundle page"; the path
// is ours): one of an item of the bundle to the bag; answers the bag's count.
import type { BundleItemCartRequestDto } from '@pdp/backend-api/combos';
import type { BackendClient } from '../../../shared/http/backend-client';
import { wholeCount } from '../../../shared/http/loose-json';

export async function addBundleItem(client: BackendClient, bundleId: string, itemSku: string): Promise<number> {
  const request: BundleItemCartRequestDto = { itemSku, quantity: 1 };
  const response = await client.post<{ cartCount?: unknown } | null>(`retail/bundling-catalog/${encodeURIComponent(bundleId)}/_add-item`, { json: request });
  return wholeCount(response.body.data?.cartCount) ?? 0;
}
