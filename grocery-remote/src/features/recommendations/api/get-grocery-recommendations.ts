// Grocery recommendations (spec §7 GET, §9: 18 from page 0), read for the page's list (decision 0069):
// each result gets its position in the list and the answer's trace id, which is what tracking needs to
// credit a click.
import { GROCERY_RECOMMENDATIONS_PER_PAGE, GROCERY_RECOMMENDATION_PLACEMENT, type GroceryRecommendationRequestDto } from '@pdp/backend-api/grocery';
import type { TrackedRecommendation } from '@pdp/backend-api/recommendations';
import { normalisePrice, type BackendClient } from '@pdp/pdp-remote/blocks';

export interface RecommendationsQuery {
  itemSku: string;
  warehouseCode: string | null;
}

export async function getGroceryRecommendations(
  client: BackendClient,
  { itemSku, warehouseCode }: RecommendationsQuery,
  signal?: AbortSignal,
): Promise<TrackedRecommendation[]> {
  const query: GroceryRecommendationRequestDto = {
    itemSku,
    warehouseCode,
    page: 0,
    itemPerPage: GROCERY_RECOMMENDATIONS_PER_PAGE,
    placement: GROCERY_RECOMMENDATION_PLACEMENT,
  };
  const searchParams = { ...query, warehouseCode: query.warehouseCode ?? undefined };
  const response = await client.get<unknown>('grocery/recommendations', { searchParams, signal });
  const traceId = response.headers.get('x-b3-traceid');
  const list = Array.isArray(response.body.data) ? (response.body.data as unknown[]) : [];
  const valid = list.flatMap((raw) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const price = normalisePrice(item.price);
    if (typeof item.itemSku !== 'string' || typeof item.name !== 'string' || typeof item.urlFriendlyName !== 'string' || !price) return [];
    return [
      {
        itemSku: item.itemSku,
        name: item.name,
        urlFriendlyName: item.urlFriendlyName,
        imageUrl: typeof item.imageUrl === 'string' ? item.imageUrl : '',
        price,
      },
    ];
  });
  return valid.slice(0, GROCERY_RECOMMENDATIONS_PER_PAGE).map((item, index) => ({ ...item, position: index + 1, traceId }));
}
