// Demo sign-in (the real login is another team's), the current user, and the bag listing.
import type { CartDto, CurrentUserDto } from '@pdp/shared-contracts';
import { BadRequest, fail, ok, type Router } from '../http-kit';
import type { Catalogue } from '../catalogue/load-catalogue';
import { cartKey, type SessionStore } from '../sessions';
import { maxQuantityOf } from '../catalogue/build-summary';

const MAX_CART_LINES = 100;

export function memberRoutes(router: Router, catalogue: Catalogue, sessions: SessionStore): void {
  const currentUser = (sessionId: string): CurrentUserDto | null => {
    const account = catalogue.accounts.find((candidate) => candidate.id === sessions.get(sessionId).userId);
    return account ? { id: account.id, name: account.name, email: account.email } : null;
  };

  router.add('GET', '/backend/member/current-user', 'current-user', ({ sessionId }) => ok(currentUser(sessionId)));

  router.add('GET', '/backend/member/demo-accounts', 'demo-accounts', () =>
    ok(catalogue.accounts.map(({ name, email, password }) => ({ name, email, password }))),
  );

  router.add('POST', '/backend/member/_login', 'login', async ({ body, sessionId }) => {
    const credentials = (await body()) as { email?: unknown; password?: unknown } | undefined;
    if (typeof credentials?.email !== 'string' || typeof credentials.password !== 'string') {
      throw new BadRequest('email and password are required strings');
    }
    const account = catalogue.accounts.find((candidate) => candidate.email === credentials.email && candidate.password === credentials.password);
    if (!account) return fail(401, 'INVALID_CREDENTIALS');
    sessions.get(sessionId).userId = account.id;
    return ok(currentUser(sessionId));
  });

  router.add('POST', '/backend/member/_logout', 'logout', ({ sessionId }) => {
    sessions.get(sessionId).userId = null;
    return ok(null);
  });

  for (const vendor of ['RETAIL', 'GROCERY'] as const) {
    const base = vendor === 'GROCERY' ? '/backend/grocery/carts' : '/backend/retail/carts';
    router.add('GET', base, `${vendor.toLowerCase()}-cart`, ({ sessionId }) => {
      const session = sessions.get(sessionId);
      if (!session.userId) return fail(401);
      return ok<CartDto>({ vendor, items: session.carts[cartKey(vendor)] });
    });
  }

  router.add('POST', '/backend/retail/carts/_add-bulk', 'add-to-cart', async ({ body, sessionId }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const request = (await body()) as { items?: unknown } | undefined;
    if (!Array.isArray(request?.items) || request.items.length === 0 || request.items.length > MAX_CART_LINES) {
      throw new BadRequest(`items must be an array of 1 to ${MAX_CART_LINES} lines`);
    }
    // Every line is checked before any is added: a bag never holds half a request.
    const lines: { found: NonNullable<ReturnType<typeof catalogue.byItemSku.get>>; quantity: number }[] = [];
    for (const line of request.items as { itemSku?: unknown; quantity?: unknown }[]) {
      if (typeof line?.itemSku !== 'string' || !Number.isSafeInteger(line.quantity)) throw new BadRequest('each item needs an itemSku and an integer quantity');
      const quantity = line.quantity as number;
      if (quantity < 1) return fail(400, 'LOWER_THAN_MINIMUM');
      const found = catalogue.byItemSku.get(line.itemSku);
      if (!found || found.product.status !== 'ACTIVE') return fail(400, 'UNBUYABLE_ITEM');
      if (found.item.stock === 0 || found.item.tags.includes('OOS')) return fail(400, 'OOS');
      const inBag = session.carts[cartKey(found.product.vendor)].find((entry) => entry.itemSku === line.itemSku)?.quantity ?? 0;
      if (inBag + quantity > maxQuantityOf(found.product, found.item)) {
        return fail(400, 'CO_EXCEEDED_QUANTITY', { cart: [String(maxQuantityOf(found.product, found.item))] });
      }
      lines.push({ found, quantity });
    }
    for (const { found, quantity } of lines) {
      const cart = session.carts[cartKey(found.product.vendor)];
      const existing = cart.find((entry) => entry.itemSku === found.item.itemSku);
      if (existing) existing.quantity += quantity;
      else if (cart.length >= MAX_CART_LINES) return fail(400, 'MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED');
      else {
        cart.push({
          itemSku: found.item.itemSku,
          name: found.product.name,
          quantity,
          price: found.item.price.offered,
          imageUrl: (found.item.images ?? found.product.images)[0]?.thumbnail ?? '',
        });
      }
    }
    return ok(null);
  });
}
