// Loads the free gifts of the item on screen.
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { freeGiftRequest } from '../state/free-gift-atoms';

export function useFreeGift(productId: string) {
  return useKeyedRequest(freeGiftRequest, productId);
}
