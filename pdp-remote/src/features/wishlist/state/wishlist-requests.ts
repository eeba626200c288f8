// The albums holding the product, read once per product and member, shared by the wishlist button and
// the wishlist modal: what the modal changes, the button shows at once (each write answers the
// product's albums after it, which replaces the read's answer).
import { atom } from 'jotai';
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getProductGroups, getWishlistGroups } from '../api/wishlist-api';
import type { ProductGroups } from '../model/wishlist';

export interface ProductGroupsInput {
  productId: string;
  userId: string;
}

export const productGroupsRequest = keyedRequest(
  ({ productId, userId }: ProductGroupsInput) => `${productId}|${userId}`,
  (client, { productId }, signal) => getProductGroups(client, productId, signal),
);

/** The shopper's albums (a constant input per member: read once, again on retry or after a new album). */
export const wishlistGroupsRequest = keyedRequest(
  (userId: string) => userId,
  (client, _userId: string, signal) => getWishlistGroups(client, signal),
);

/** Puts a write's answer in place of the read's, for the product and member it was about. */
export const productGroupsChangedAtom = atom(null, (_get, set, input: ProductGroupsInput, groups: ProductGroups) => {
  set(productGroupsRequest.stateAtom, { key: productGroupsRequest.keyOf(input), status: 'loaded', data: groups, error: null });
});
