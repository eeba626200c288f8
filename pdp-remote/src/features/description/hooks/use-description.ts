// Loads the description and specifications of a product once it is shown.
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { descriptionRequest } from '../state/description-atoms';

export function useDescription(productId: string) {
  return useKeyedRequest(descriptionRequest, productId);
}
