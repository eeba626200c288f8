// The promo section's state (spec §4): the vouchers of the item on screen, loaded together (a failed
// read ends loading with the failed flag). Claiming (claim-atoms.ts) loads with the list.
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getPromotions } from '../api/get-promotions';

export interface PromotionsInput {
  productId: string;
  itemSku: string;
}

export const promotionsRequest = keyedRequest(
  ({ productId, itemSku }: PromotionsInput) => `${productId}|${itemSku}`,
  (client, { productId, itemSku }, signal) => getPromotions(client, productId, itemSku, signal),
);
