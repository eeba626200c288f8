// The bag and quick checkout of a signed-in shopper: listing a bag, add to bag
// (`/retail/carts/_add-bulk`) and buy now (`/retail/checkouts/_quick`), by the rules of cart-lines.ts
// (grocery-lines.ts for buy now on the grocery page).
import crypto from 'node:crypto';
import type { AddToCartResultDto, QuickCheckoutResultDto } from '@pdp/backend-api/backend';
import type { CartDto } from '@pdp/backend-api/cart';
import type { CheckoutStatus } from '@pdp/backend-api/enums';
import { STOREFRONTS } from '@pdp/host-contract/remotes';
import { BadRequest, fail, ok, type Router } from '../http-kit';
import type { Catalogue } from '../catalogue/load-catalogue';
import { cartKey, type SessionState } from '../sessions';
import { addLines, cartCountAfter, copyBags, parseCartType, parseLines, type Bags, type LineRequest } from './cart-lines';
import { addGroceryLines } from './grocery-lines';
import { checkComboLines } from './combos';
import type { HandlerContext } from './context';

const asRecord = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest('the body must be a JSON object');
  return value as Record<string, unknown>;
};

const newCheckoutId = () => `CO-${crypto.randomBytes(6).toString('hex')}`;

/** The session's override, else the first product's fixture that says, else READY_CHECKOUT. */
function quickCheckoutStatus(catalogue: Catalogue, session: SessionState, lines: LineRequest[]): CheckoutStatus {
  if (session.quickCheckout) return session.quickCheckout.status;
  for (const line of lines) {
    const status = catalogue.byItemSku.get(line.itemSku)?.product.quickCheckout;
    if (status) return status;
  }
  return 'READY_CHECKOUT';
}

/** A quick checkout was answered: an override with a count has one use less. */
function countOverride(session: SessionState): void {
  const override = session.quickCheckout;
  if (override?.remaining !== undefined && (override.remaining -= 1) <= 0) session.quickCheckout = null;
}

export function cartRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  for (const vendor of STOREFRONTS) {
    const base = `/backend/${vendor.toLowerCase()}/carts`;
    router.add('GET', base, `${vendor.toLowerCase()}-cart`, ({ sessionId }) => {
      const session = sessions.get(sessionId);
      if (!session.userId) return fail(401);
      return ok<CartDto>({ vendor, items: session.carts[cartKey(vendor)] });
    });
  }

  router.add('POST', '/backend/retail/carts/_add-bulk', 'add-to-cart', async ({ body, sessionId, now }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const request = asRecord(await body());
    const cartType = parseCartType(request.cartType);
    const lines = parseLines(request.items);
    const comboRefused = cartType === 'COMBO' ? checkComboLines(catalogue, request.comboId, lines) : null;
    if (comboRefused) return comboRefused;
    const confirm = request.confirmFulfillmentChange;
    if (confirm !== undefined && typeof confirm !== 'boolean') throw new BadRequest('confirmFulfillmentChange must be true or false');
    const bags = copyBags(session.carts);
    const refused = addLines(catalogue, bags, lines, { now, confirmFulfillmentChange: confirm });
    if (refused) return refused;
    session.carts = bags;
    return ok<AddToCartResultDto>({ cartCount: cartCountAfter(catalogue, bags, lines) });
  });

  router.add('POST', '/backend/retail/checkouts/_quick', 'quick-checkout', async ({ body, sessionId, now, url }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const source = url.searchParams.get('source');
    if (source !== null && source !== 'PDP') throw new BadRequest('source must be PDP');
    const lines = parseLines(asRecord(await body()).items);
    // Buy now on the grocery page carries the grocery bag's parameters: its store and window.
    const grocery = url.searchParams.has('warehouseCode');
    if (grocery && !catalogue.stores) return fail(404);
    const add = (bags: Bags) =>
      grocery && catalogue.stores
        ? addGroceryLines(catalogue, catalogue.stores, bags, url, lines, { now, confirmFulfillmentChange: false })
        : addLines(catalogue, bags, lines, { now });
    // The lines must be buyable on their own; only a skipped checkout puts them in the bag.
    const refused = add({ RETAIL: [], GROCERY: [] });
    if (refused) return refused;
    const status = quickCheckoutStatus(catalogue, session, lines);
    if (status === 'SKIP_CHECKOUT') {
      const bags = copyBags(session.carts);
      const notAdded = add(bags);
      if (notAdded) return notAdded;
      session.carts = bags;
      countOverride(session);
      return ok<QuickCheckoutResultDto>({ status, checkoutId: null, cartCount: cartCountAfter(catalogue, bags, lines) });
    }
    countOverride(session);
    return ok<QuickCheckoutResultDto>({ status, checkoutId: status === 'CHECKOUT_FAILED' ? null : newCheckoutId() });
  });
}
