// Wishlist albums (spec §3 Wishlist, §5, §6, §7): the shopper's albums and the products kept in them,
// in the shopper's session; members only. The paths and shapes are the contract's
// (shared-contracts/backend-api/src/wishlist.ts). Every member starts with one album, `Favorit`. With the attack
// corpus on, they also hold albums named with each hostile string, as albums made before the name
// rule would be.
import {
  WISHLIST_MAX_GROUPS,
  isValidWishlistGroupName,
  type WishlistCreatedGroupDto,
  type WishlistGroupsDto,
  type WishlistProductGroupsDto,
} from '@pdp/backend-api/wishlist';
import { fail, ok, type Reply, type RequestContext, type Router } from '../http-kit';
import { resolveProductId } from '../catalogue/load-catalogue';
import type { SessionState, WishlistState } from '../sessions';
import type { HandlerContext } from './context';

const DEFAULT_ALBUM = { id: 'WG-1', name: 'Favorit' };

export function wishlistRoutes(router: Router, { catalogue, sessions, hostileTexts }: HandlerContext): void {
  /** The signed-in shopper's wishlist, made on first use; null for an anonymous shopper. */
  const wishlistOf = (session: SessionState): WishlistState | null => {
    if (!session.userId) return null;
    session.wishlist ??= {
      groups: [DEFAULT_ALBUM, ...hostileTexts.map((name, index) => ({ id: `WG-H${index + 1}`, name }))],
      items: [],
      nextId: 1,
    };
    return session.wishlist;
  };

  const productGroups = (session: SessionState, wishlist: WishlistState, productSku: string): WishlistProductGroupsDto => ({
    productGroups: wishlist.items.filter((item) => item.productSku === productSku).map(({ id, groupId }) => ({ itemId: id, groupId })),
    notifiedProducts: [...session.stockNotifications].filter((itemSku) => catalogue.byItemSku.get(itemSku)?.product.productSku === productSku),
  });

  /** The member's session and wishlist and the product of `:id` (or of `?productId=`), or the reply that refuses. */
  const resolve = (context: RequestContext, productKey: string): Reply | { session: SessionState; wishlist: WishlistState; productSku: string } => {
    const session = sessions.get(context.sessionId);
    const wishlist = wishlistOf(session);
    if (!wishlist) return fail(401);
    const found = resolveProductId(catalogue, productKey);
    if (!found) return fail(404);
    return { session, wishlist, productSku: found.product.productSku };
  };

  router.add('GET', '/backend/member/wishlist/_groups', 'wishlist-groups', ({ sessionId }) => {
    const wishlist = wishlistOf(sessions.get(sessionId));
    if (!wishlist) return fail(401);
    const answer: WishlistGroupsDto = {
      groups: wishlist.groups.map((group) => ({ ...group, itemCount: wishlist.items.filter((item) => item.groupId === group.id).length })),
    };
    return ok(answer);
  });

  router.add('POST', '/backend/member/wishlist/_groups', 'wishlist-create-group', async (context) => {
    const wishlist = wishlistOf(sessions.get(context.sessionId));
    if (!wishlist) return fail(401);
    const { name } = ((await context.body()) ?? {}) as { name?: unknown };
    if (typeof name !== 'string' || !isValidWishlistGroupName(name)) {
      const message = { id: 'Hanya dapat diisi huruf dan angka.', en: 'Only letters and numbers are allowed.' };
      return fail(400, 'INVALID_GROUP_NAME', { name: [message[context.language]] });
    }
    if (wishlist.groups.length >= WISHLIST_MAX_GROUPS) {
      const message = { id: `Maksimal ${WISHLIST_MAX_GROUPS} album.`, en: `At most ${WISHLIST_MAX_GROUPS} albums.` };
      return fail(400, 'GROUP_LIMIT_REACHED', { name: [message[context.language]] });
    }
    const created: WishlistCreatedGroupDto = { id: `WG-${(wishlist.nextId += 1)}` };
    wishlist.groups.push({ id: created.id, name: name.trim() });
    return ok(created);
  });

  router.add('GET', '/backend/member/wishlist/_product/:id/groups', 'wishlist-product-groups', (context) => {
    const resolved = resolve(context, context.params.id ?? '');
    if ('status' in resolved) return resolved;
    return ok(productGroups(resolved.session, resolved.wishlist, resolved.productSku));
  });

  router.add('POST', '/backend/member/wishlist/_product/:id/groups', 'wishlist-add', async (context) => {
    const resolved = resolve(context, context.params.id ?? '');
    if ('status' in resolved) return resolved;
    const { session, wishlist, productSku } = resolved;
    const { groupId } = ((await context.body()) ?? {}) as { groupId?: unknown };
    if (!wishlist.groups.some((group) => group.id === groupId)) return fail(404);
    if (!wishlist.items.some((item) => item.groupId === groupId && item.productSku === productSku)) {
      wishlist.items.push({ id: `WI-${(wishlist.nextId += 1)}`, groupId: groupId as string, productSku });
    }
    return ok(productGroups(session, wishlist, productSku));
  });

  const remove = (context: RequestContext, ids: string[]) => {
    const resolved = resolve(context, context.url.searchParams.get('productId') ?? '');
    if ('status' in resolved) return resolved;
    const { session, wishlist, productSku } = resolved;
    if (ids.length === 0) return fail(400);
    wishlist.items = wishlist.items.filter((item) => !ids.includes(item.id));
    return ok(productGroups(session, wishlist, productSku));
  };
  router.add('DELETE', '/backend/member/wishlist/items/:itemId', 'wishlist-delete', (context) => remove(context, [context.params.itemId ?? '']));
  router.add('DELETE', '/backend/member/wishlist/items', 'wishlist-bulk-delete', (context) => remove(context, context.url.searchParams.getAll('ids')));
}
