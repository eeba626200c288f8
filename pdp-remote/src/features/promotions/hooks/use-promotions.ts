// Loads the promotions of the item on screen once it is shown.
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { promotionsRequest } from '../state/promotions-atoms';

export function usePromotions(productId: string, itemSku: string) {
  return useKeyedRequest(promotionsRequest, { productId, itemSku });
}
