// GET /common/content/product-configs (spec §7).
import type { BackendClient } from '../../http/backend-client';
import { parseProductConfig, type ProductConfig } from '../model/product-config';

export async function getProductConfigs(client: BackendClient): Promise<ProductConfig> {
  const response = await client.get<unknown>('common/content/product-configs');
  return parseProductConfig(response.body.data);
}
