// The combo of the item on screen (spec §3 Combo), read once per item.
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getCombo } from '../api/get-combo';

export const comboRequest = keyedRequest(
  (productId: string) => productId,
  (client, productId, signal) => getCombo(client, productId, signal),
);
