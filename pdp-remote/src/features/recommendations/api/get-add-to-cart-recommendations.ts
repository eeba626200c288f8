// The add-to-cart recommendations (spec §2 modal, §7, §9): two placements of 18 through the POST of
// the recommendations call, and the 6 of the added item's category with the category's name, each
// given up after 2000 ms (a shopper who just added to the bag does not wait for suggestions).
import {
  type ADD_TO_CART_PLACEMENTS,
  ADD_TO_CART_RECOMMENDATION_TIMEOUT_MS,
  CATEGORY_ADD_TO_CART_RECOMMENDATIONS,
  RECOMMENDATIONS_PER_PAGE,
  type RecommendationRequestDto,
  type TrackedRecommendation,
} from '@pdp/backend-api/recommendations';
import { itemProductId } from '@pdp/host-contract/product-id';
import type { BackendClient } from '../../../shared/http/backend-client';
import { record, text } from '../../../shared/http/loose-json';
import { trackedRecommendations } from './get-recommendations';

export type AddToCartPlacement = (typeof ADD_TO_CART_PLACEMENTS)['complementary' | 'similar'];

export async function getAddToCartRecommendations(
  client: BackendClient,
  { itemSku, placement }: { itemSku: string; placement: AddToCartPlacement },
  signal?: AbortSignal,
): Promise<TrackedRecommendation[]> {
  const json: RecommendationRequestDto = { placement, page: 0, itemPerPage: RECOMMENDATIONS_PER_PAGE };
  const response = await client.post<unknown>(`search/products/${encodeURIComponent(itemProductId(itemSku))}/recommendations`, {
    json,
    signal,
    timeout: ADD_TO_CART_RECOMMENDATION_TIMEOUT_MS,
  });
  return trackedRecommendations(response.body.data, response.headers.get('x-b3-traceid'));
}

export interface CategoryRecommendations {
  /** The category's name, for the list's title; null when the answer has none. */
  categoryName: string | null;
  items: TrackedRecommendation[];
}

export async function getCategoryRecommendations(client: BackendClient, itemSku: string, signal?: AbortSignal): Promise<CategoryRecommendations> {
  const response = await client.get<unknown>('search/get-category-recommendations-with-metadata', {
    searchParams: { itemSku, itemPerPage: CATEGORY_ADD_TO_CART_RECOMMENDATIONS },
    signal,
    timeout: ADD_TO_CART_RECOMMENDATION_TIMEOUT_MS,
  });
  const data = record(response.body.data);
  return {
    categoryName: text(record(data.category).name) || null,
    items: trackedRecommendations(data.products, response.headers.get('x-b3-traceid'), CATEGORY_ADD_TO_CART_RECOMMENDATIONS),
  };
}
