// Grocery recommendations (spec §7, §9: 18 from page 0), for the store serving the shopper: read with
// GET for the page's list (decision 0069), posted after an add to the bag for the add-to-cart list
// (spec §7 POST "grocery recommendation", §9 "grocery: 18"). Each result gets its position in the
// list and the answer's trace id, which is what tracking needs to credit a click.
import { GROCERY_RECOMMENDATIONS_PER_PAGE, GROCERY_RECOMMENDATION_PLACEMENT, type GroceryRecommendationRequestDto } from '@pdp/backend-api/grocery';
import type { TrackedRecommendation } from '@pdp/backend-api/recommendations';
import { normalisePrice, type BackendClient, type BackendResponse } from '@pdp/pdp-remote/blocks';

export interface RecommendationsQuery {
  itemSku: string;
  warehouseCode: string | null;
}

const requestOf = ({ itemSku, warehouseCode }: RecommendationsQuery): GroceryRecommendationRequestDto => ({
  itemSku,
  warehouseCode,
  page: 0,
  itemPerPage: GROCERY_RECOMMENDATIONS_PER_PAGE,
  placement: GROCERY_RECOMMENDATION_PLACEMENT,
});

/** The valid cards of an answer, at most a page of them, numbered from 1, with its trace id. */
function trackedOf(response: BackendResponse<unknown>): TrackedRecommendation[] {
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

/** GET /grocery/recommendations: the page's list, below the fold. */
export async function getGroceryRecommendations(client: BackendClient, query: RecommendationsQuery, signal?: AbortSignal): Promise<TrackedRecommendation[]> {
  const request = requestOf(query);
  const searchParams = { ...request, warehouseCode: request.warehouseCode ?? undefined };
  return trackedOf(await client.get<unknown>('grocery/recommendations', { searchParams, signal }));
}

/** POST /grocery/recommendations: the add-to-cart list, after an add to the grocery bag. */
export async function postGroceryRecommendations(client: BackendClient, query: RecommendationsQuery, signal?: AbortSignal): Promise<TrackedRecommendation[]> {
  return trackedOf(await client.post<unknown>('grocery/recommendations', { json: requestOf(query), signal }));
}
