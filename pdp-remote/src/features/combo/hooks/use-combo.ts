// Loads the combo of the item on screen.
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { comboRequest } from '../state/combo-atoms';

export function useCombo(productId: string) {
  return useKeyedRequest(comboRequest, productId);
}
