// POST /product/merchant/vouchers/{id}/_claim?itemSku= (spec §7: query params, empty body).
import type { BackendClient } from '../../../shared/http/backend-client';

export async function claimVoucher(client: BackendClient, voucherId: string, itemSku: string): Promise<void> {
  await client.post<unknown>(`product/merchant/vouchers/${encodeURIComponent(voucherId)}/_claim`, { searchParams: { itemSku } });
}
