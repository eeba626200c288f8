// GET /product/products/_basic?sku=…&sku=… (spec §7: the sku parameter repeats), normalised.
import type { BasicProductDto } from '@pdp/backend-api/backend';
import type { BackendClient } from '../../../shared/http/backend-client';
import { normalisePrice } from '../../../shared/product/normalise-price';
import { safeUrl } from '../../../shared/http/loose-json';

export async function getBasicProducts(client: BackendClient, skus: readonly string[], signal?: AbortSignal): Promise<BasicProductDto[]> {
  if (skus.length === 0) return [];
  const response = await client.get<unknown>('product/products/_basic', { searchParams: { sku: skus }, signal });
  return basicProductsOf(response.body.data);
}

/** The well-formed entries of a list of basic products (an answer, or what storage kept of one). */
export function basicProductsOf(data: unknown): BasicProductDto[] {
  const list = Array.isArray(data) ? (data as unknown[]) : [];
  return list.flatMap((raw) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<BasicProductDto>;
    const price = normalisePrice(item.price);
    if (typeof item.itemSku !== 'string' || typeof item.name !== 'string' || typeof item.urlFriendlyName !== 'string' || !price) return [];
    return [
      {
        itemSku: item.itemSku,
        productSku: typeof item.productSku === 'string' ? item.productSku : '',
        name: item.name,
        urlFriendlyName: item.urlFriendlyName,
        // Only http(s) and same-site pictures: an answer, or a tampered store, cannot point elsewhere.
        imageUrl: safeUrl(item.imageUrl),
        price,
        brandCode: typeof item.brandCode === 'string' ? item.brandCode : null,
      },
    ];
  });
}
