// GET /product-detail/products/{id}/specifications (spec §7).
import type { SpecificationDto } from '@pdp/backend-api/backend';
import type { BackendClient } from '../../../shared/http/backend-client';

export async function getSpecifications(client: BackendClient, productId: string): Promise<SpecificationDto[]> {
  const response = await client.get<unknown>(`product-detail/products/${encodeURIComponent(productId)}/specifications`);
  const data = response.body.data;
  return Array.isArray(data) ? data.filter((entry): entry is SpecificationDto => typeof entry?.name === 'string' && typeof entry?.value === 'string') : [];
}
