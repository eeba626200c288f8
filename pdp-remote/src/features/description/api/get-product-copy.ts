// GET /common/content/product-copy (spec §3, §7; our query and shape, contract `ProductCopyDto`): the
// marketplace's own copy about the product, in each language it is written in, its HTML sanitised
// here, once. A language whose heading or text is missing or empty is left out; none: no copy.
import type { ProductCopyDto } from '@pdp/backend-api/backend';
import type { Locale } from '@pdp/host-contract/locale';
import type { BackendClient } from '../../../shared/http/backend-client';
import { sanitizeHtml } from '../model/sanitize-html';

export type ProductCopy = Partial<Record<Locale, { title: string; html: string }>>;

export async function getProductCopy(client: BackendClient, productId: string, signal?: AbortSignal): Promise<ProductCopy | null> {
  const data = (await client.get<Partial<ProductCopyDto> | null>('common/content/product-copy', { searchParams: { productId }, signal })).body.data;
  const copy: ProductCopy = {};
  for (const locale of ['id', 'en'] as const) {
    const text = data?.[locale];
    const html = typeof text?.html === 'string' ? sanitizeHtml(text.html) : '';
    if (typeof text?.title === 'string' && text.title.trim() && html) copy[locale] = { title: text.title, html };
  }
  return copy.id || copy.en ? copy : null;
}
