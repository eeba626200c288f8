// POST /product-detail/products/{itemSku}/campaign/{campaignId}/_subscribe (spec §7).
import type { BackendClient } from '../../../shared/http/backend-client';

export async function subscribeCampaign(client: BackendClient, itemSku: string, campaignId: string): Promise<void> {
  await client.post(`product-detail/products/${encodeURIComponent(itemSku)}/campaign/${encodeURIComponent(campaignId)}/_subscribe`);
}
