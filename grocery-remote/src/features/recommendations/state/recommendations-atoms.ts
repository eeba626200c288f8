// The grocery recommendations read, by item and the store serving the shopper.
import { keyedRequest } from '@pdp/pdp-remote/blocks';
import { getGroceryRecommendations, type RecommendationsQuery } from '../api/get-grocery-recommendations';

export const recommendationsRequest = keyedRequest(
  ({ itemSku, warehouseCode }: RecommendationsQuery) => `${itemSku}@${warehouseCode ?? ''}`,
  getGroceryRecommendations,
);
