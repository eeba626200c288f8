// GET /product-detail/products/{id}/description (spec §7); the HTML is sanitised here, once.
import type { DescriptionDto } from '@pdp/backend-api/backend';
import type { BackendClient } from '../../../shared/http/backend-client';
import { sanitizeHtml } from '../model/sanitize-html';

export async function getDescription(client: BackendClient, productId: string): Promise<string> {
  const response = await client.get<Partial<DescriptionDto> | null>(`product-detail/products/${encodeURIComponent(productId)}/description`);
  const html = response.body.data?.html;
  return typeof html === 'string' ? sanitizeHtml(html) : '';
}
