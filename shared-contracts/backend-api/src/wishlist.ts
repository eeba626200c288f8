// Wishlist albums (spec §1 "add the product to wishlist albums", §3 Wishlist, §5, §6, §7). The spec
// names `/member/wishlist/_groups` and `/member/wishlist/_product/{id}/groups` and says the paths of
// adding, creating and deleting are not shown: those paths and every shape here are ours, served by
// the simulator exactly so. Every call is for members: 401 for an anonymous shopper.

/** An album of the shopper's wishlist; its name is the shopper's own text. */
export interface WishlistGroupDto {
  id: string;
  name: string;
  /** How many products the album holds. */
  itemCount: number;
}

/** GET /member/wishlist/_groups: the shopper's albums, oldest first. */
export interface WishlistGroupsDto {
  groups: WishlistGroupDto[];
}

/** A product kept in an album: the wishlist item, deleted by its id. */
export interface WishlistProductGroupDto {
  itemId: string;
  groupId: string;
}

/**
 * GET /member/wishlist/_product/{id}/groups: the albums holding the product (the spec's
 * `productGroups`) and the skus the shopper asked to be told about (`notifiedProducts`). The product
 * is in the wishlist when its album list is not empty (`isInWishlist`, spec §3). Adding and deleting
 * answer the same, after the change.
 */
export interface WishlistProductGroupsDto {
  productGroups: WishlistProductGroupDto[];
  notifiedProducts: string[];
}

/** POST /member/wishlist/_product/{id}/groups {groupId}: keeps the product in that album (again is harmless). 404 for an unknown album. */
export interface WishlistAddRequestDto {
  groupId: string;
}

/**
 * POST /member/wishlist/_groups {name}: a new album; `data.id` is its id (spec §3). The name is trimmed,
 * 1 to WISHLIST_GROUP_NAME_MAX_LENGTH of letters, digits, hyphens and spaces (spec §5), else 400
 * INVALID_GROUP_NAME at `errors.name`; a shopper has at most WISHLIST_MAX_GROUPS albums, else 400
 * GROUP_LIMIT_REACHED at `errors.name`.
 */
export interface WishlistCreateGroupRequestDto {
  name: string;
}

export interface WishlistCreatedGroupDto {
  id: string;
}

/**
 * DELETE /member/wishlist/items/{itemId}: one item out of its album. DELETE
 * /member/wishlist/items?ids={itemId}&ids={itemId}… (list parameters repeat, spec §7): several at
 * once, the bulk delete. Each answers the product's groups, like the read, for the product
 * of `productId` (a query parameter: `ps--…` or `is--…`, as in the other paths), so the page needs no
 * second call. 400 when no id is given.
 */
export type WishlistDeleteAnswerDto = WishlistProductGroupsDto;

export const WISHLIST_GROUP_NAME_MAX_LENGTH = 30;
export const WISHLIST_MAX_GROUPS = 20;

/** Letters (any script), digits, hyphen and space (spec §5). */
const ALBUM_NAME = /^[\p{L}\p{N}\- ]+$/u;

/** Whether a trimmed album name keeps spec §5's rule and our length. */
export function isValidWishlistGroupName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= WISHLIST_GROUP_NAME_MAX_LENGTH && ALBUM_NAME.test(trimmed);
}

/** spec §3: in the wishlist when the product's album list is not empty. */
export const isInWishlist = (groups: Pick<WishlistProductGroupsDto, 'productGroups'>): boolean => groups.productGroups.length > 0;
