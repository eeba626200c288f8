// GET /product-detail/products/{id}/_summary (spec §7).
import type { BackendClient } from '../http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../http/api-error';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { normaliseProductSummary } from './normalise-product-summary';

export async function getProductSummary(client: BackendClient, productId: string, signal?: AbortSignal): Promise<ProductSummaryDto> {
  const response = await client.get<unknown>(`product-detail/products/${encodeURIComponent(productId)}/_summary`, { signal });
  const summary = normaliseProductSummary(response.body.data);
  if (!summary) throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed);
  return summary;
}
