// The grocery recommendations, by item and the store serving the shopper: the page's list, and the
// add-to-cart list after an add (its own request, cleared when its modal goes).
import { keyedRequest } from '@pdp/pdp-remote/blocks';
import { getGroceryRecommendations, postGroceryRecommendations, type RecommendationsQuery } from '../api/get-grocery-recommendations';

const keyOf = ({ itemSku, warehouseCode }: RecommendationsQuery) => `${itemSku}@${warehouseCode ?? ''}`;

export const recommendationsRequest = keyedRequest(keyOf, getGroceryRecommendations);

export const addToCartRecommendationsRequest = keyedRequest(keyOf, postGroceryRecommendations);
