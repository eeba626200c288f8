// The wishlist's answers read loosely (spec §3 Wishlist): albums with their shopper-written names, and
// the albums holding the product. A malformed album or item is dropped, not the list; an answer that
// is not an object at all is malformed. The product is in the wishlist when its album list is not
// empty (`isInWishlist` of the contract).
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { count, isRecord, isShortText, records } from '../../../shared/http/loose-json';

export interface WishlistGroup {
  id: string;
  name: string;
  itemCount: number;
}

export interface ProductGroups {
  /** Wishlist items of the product, by album. */
  items: { itemId: string; groupId: string }[];
}

const ID_MAX = 100;
/** Names written before the album rule may be long: kept, and wrapped on screen. */
const NAME_MAX = 1000;

function objectOf(data: unknown): Record<string, unknown> {
  if (!isRecord(data)) throw new ApiError(200, CLIENT_ERROR_CODES.malformed);
  return data;
}

export function normaliseGroups(data: unknown): WishlistGroup[] {
  return records(objectOf(data).groups).flatMap((group) =>
    isShortText(group.id, ID_MAX) && isShortText(group.name, NAME_MAX) ? [{ id: group.id, name: group.name, itemCount: count(group.itemCount) }] : [],
  );
}

export function normaliseProductGroups(data: unknown): ProductGroups {
  return {
    items: records(objectOf(data).productGroups).flatMap((item) =>
      isShortText(item.itemId, ID_MAX) && isShortText(item.groupId, ID_MAX) ? [{ itemId: item.itemId, groupId: item.groupId }] : [],
    ),
  };
}
