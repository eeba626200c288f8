// The free gifts of the item on screen (spec §3 Free gift), read once per item.
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getFreeGift } from '../api/get-free-gift';

export const freeGiftRequest = keyedRequest(
  (productId: string) => productId,
  (client, productId, signal) => getFreeGift(client, productId, signal),
);
