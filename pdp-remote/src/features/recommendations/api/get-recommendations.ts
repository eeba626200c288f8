// GET /search/products/{id}/recommendations (spec §7; placements and 18 a page from page 0, §9; the
// query and the item's shape are the contract's, recommendations.ts). Each result keeps its position
// in the list and the answer's trace id (the `x-b3-traceid` header), which tracking credits a click
// with; an entry without a sku, a name, an address name or a price is dropped, the others kept.
import {
  RECOMMENDATIONS_PER_PAGE,
  type RecommendationPlacement,
  type RecommendationQueryDto,
  type TrackedRecommendation,
} from '@pdp/backend-api/recommendations';
import type { BackendClient } from '../../../shared/http/backend-client';
import { records, safeUrl, text } from '../../../shared/http/loose-json';
import { normalisePrice } from '../../../shared/product/normalise-price';

export interface RecommendationsQuery {
  /** The product on screen, as its address names it (`ps--…` or `is--…`). */
  productId: string;
  placement: RecommendationPlacement;
}

/** The cards of an answer's list, at most `max`, each with its position and the answer's trace id. */
export function trackedRecommendations(data: unknown, traceId: string | null, max = RECOMMENDATIONS_PER_PAGE): TrackedRecommendation[] {
  return records(data)
    .flatMap((item) => {
      const price = normalisePrice(item.price);
      const itemSku = text(item.itemSku);
      const name = text(item.name);
      const urlFriendlyName = text(item.urlFriendlyName);
      if (!itemSku || !name || !urlFriendlyName || !price) return [];
      return [{ itemSku, name, urlFriendlyName, imageUrl: safeUrl(item.imageUrl), price }];
    })
    .slice(0, max)
    .map((item, index) => ({ ...item, position: index + 1, traceId }));
}

export async function getRecommendations(
  client: BackendClient,
  { productId, placement }: RecommendationsQuery,
  signal?: AbortSignal,
): Promise<TrackedRecommendation[]> {
  const query: RecommendationQueryDto = { placement, page: 0, itemPerPage: RECOMMENDATIONS_PER_PAGE };
  const response = await client.get<unknown>(`search/products/${encodeURIComponent(productId)}/recommendations`, { searchParams: { ...query }, signal });
  return trackedRecommendations(response.body.data, response.headers.get('x-b3-traceid'));
}
