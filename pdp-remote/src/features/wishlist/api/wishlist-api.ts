// The wishlist calls (spec §3 Wishlist, §7; the paths and shapes of adding, creating and deleting are
// the contract's: shared-contracts/backend-api/src/wishlist.ts). Every answer is read loosely (model/wishlist.ts).
import type { WishlistAddRequestDto, WishlistCreateGroupRequestDto } from '@pdp/backend-api/wishlist';
import type { BackendClient } from '../../../shared/http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { isShortText, record } from '../../../shared/http/loose-json';
import { normaliseGroups, normaliseProductGroups, type WishlistGroup, type ProductGroups } from '../model/wishlist';

const productPath = (productId: string) => `member/wishlist/_product/${encodeURIComponent(productId)}/groups`;

export async function getWishlistGroups(client: BackendClient, signal?: AbortSignal): Promise<WishlistGroup[]> {
  return normaliseGroups((await client.get<unknown>('member/wishlist/_groups', { signal })).body.data);
}

export async function getProductGroups(client: BackendClient, productId: string, signal?: AbortSignal): Promise<ProductGroups> {
  return normaliseProductGroups((await client.get<unknown>(productPath(productId), { signal })).body.data);
}

export async function addToGroup(client: BackendClient, productId: string, groupId: string): Promise<ProductGroups> {
  const json: WishlistAddRequestDto = { groupId };
  return normaliseProductGroups((await client.post<unknown>(productPath(productId), { json })).body.data);
}

/** A new album; its id (spec §3: `data.id`). */
export async function createGroup(client: BackendClient, name: string): Promise<string> {
  const json: WishlistCreateGroupRequestDto = { name };
  const response = await client.post<unknown>('member/wishlist/_groups', { json });
  const { id } = record(response.body.data);
  if (!isShortText(id, 100)) throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed);
  return id;
}

/** Deletes wishlist items, one (by its path) or several at once (the bulk delete). */
export async function deleteItems(client: BackendClient, productId: string, itemIds: readonly string[]): Promise<ProductGroups> {
  const [only] = itemIds;
  const response =
    itemIds.length === 1 && only
      ? await client.delete<unknown>(`member/wishlist/items/${encodeURIComponent(only)}`, { searchParams: { productId } })
      : await client.delete<unknown>('member/wishlist/items', { searchParams: { ids: itemIds, productId } });
  return normaliseProductGroups(response.body.data);
}
