// Subscription (spec §1, §3, §5, §7, §8, §9; contract `subscription.ts`, whose shapes, paths under the
// subscription id and dialog codes are ours): an item is sold by subscription when its product has a
// `subscription` block and the SUBSCRIPTION tag (the product's or the item's); any other item is 404.
// A member puts it in their subscription cart (weekly or monthly, 1 to 12 months, a quantity between
// the fixture's bounds) or adds it to a subscription they have. A member has one subscription,
// `SUB-` and their account id, when a fixture's `subscribedBy` names them; what they add to it and
// their subscription cart live in the session. PRODUCT_ERROR and GENERAL_ERROR come from faults only.
import { isOneOf } from '@pdp/backend-api/enums';
import {
  SUBSCRIPTION_MAX_MONTHS,
  type SubscriptionAddItemResultDto,
  type SubscriptionBenefitDto,
  type SubscriptionCartResultDto,
  type SubscriptionDetailDto,
} from '@pdp/backend-api/subscription';
import { BadRequest, fail, ok, type Reply, type Router } from '../http-kit';
import type { Catalogue } from '../catalogue/load-catalogue';
import type { AccountFixture, ItemFixture, ProductFixture, SubscriptionFixture } from '../catalogue/fixture-types';
import { SUBSCRIPTION_FREQUENCIES } from '../catalogue/offer-schemas';
import type { SessionState } from '../sessions';
import type { HandlerContext } from './context';

const MAX_SKU_LENGTH = 64;

interface Offer {
  product: ProductFixture;
  item: ItemFixture;
  subscription: SubscriptionFixture;
}

const hasTag = (product: ProductFixture, item: ItemFixture, tag: 'SUBSCRIPTION' | 'COMING_SOON' | 'OOS') =>
  product.tags.includes(tag) || item.tags.includes(tag);

/** The item's subscription terms: only for a product with a `subscription` block that is tagged SUBSCRIPTION. */
function subscriptionOf(product: ProductFixture, item: ItemFixture): SubscriptionFixture | null {
  return hasTag(product, item, 'SUBSCRIPTION') ? (product.subscription ?? null) : null;
}

/** The member's one subscription id, stable across sessions (`SUB-USER-SARI`). */
const subscriptionIdOf = (account: AccountFixture) => `SUB-${account.id.toUpperCase().replace(/[^A-Z0-9]+/g, '-')}`;

const asRecord = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest('the body must be a JSON object');
  return value as Record<string, unknown>;
};

/** `itemSku` and `quantity` of a cart or add-item body; malformed ones are a BadRequest, not a refusal. */
function parseItem(request: Record<string, unknown>): { itemSku: string; quantity: number } {
  const { itemSku, quantity } = request;
  if (typeof itemSku !== 'string' || itemSku === '' || itemSku.length > MAX_SKU_LENGTH) {
    throw new BadRequest(`itemSku must be a sku of 1 to ${MAX_SKU_LENGTH} characters`);
  }
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity)) throw new BadRequest('quantity must be a whole number');
  return { itemSku, quantity };
}

/**
 * Spec §8's refusals of an item, the first that applies: unknown (INVALID_PRODUCT), not buyable
 * (UNBUYABLE_ITEM), out of stock (OOS), not sold by subscription (UNSUBSCRIBE_ITEM). Answers the
 * item's offer when none applies.
 */
function findOffer(catalogue: Catalogue, itemSku: string): Offer | Reply {
  const found = catalogue.byItemSku.get(itemSku);
  if (!found) return fail(400, 'INVALID_PRODUCT');
  const { product, item } = found;
  if (product.status !== 'ACTIVE' || hasTag(product, item, 'COMING_SOON')) return fail(400, 'UNBUYABLE_ITEM');
  if (item.stock === 0 || hasTag(product, item, 'OOS')) return fail(400, 'OOS');
  const subscription = subscriptionOf(product, item);
  if (!subscription) return fail(400, 'UNSUBSCRIBE_ITEM');
  return { product, item, subscription };
}

/** INVALID_QUANTITY with the bounds (contract: `errors.minQuantity`, `errors.maxQuantity`), or null. */
function quantityRefusal({ minQuantity, maxQuantity }: SubscriptionFixture, quantity: number): Reply | null {
  if (quantity >= minQuantity && quantity <= maxQuantity) return null;
  return fail(400, 'INVALID_QUANTITY', { minQuantity: [String(minQuantity)], maxQuantity: [String(maxQuantity)] });
}

export function subscriptionRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  const accountOf = (session: SessionState): AccountFixture | null => catalogue.accounts.find((account) => account.id === session.userId) ?? null;

  /** The member's subscription id when a fixture says they subscribe to something; null: they have none. */
  const ownSubscriptionId = (account: AccountFixture): string | null =>
    catalogue.products.some((product) => product.subscription?.subscribedBy?.includes(account.email)) ? subscriptionIdOf(account) : null;

  /** The member's subscription that delivers the item: the fixture's, or one they added the item to. */
  const deliveringSubscription = (session: SessionState, { product, item }: { product: ProductFixture; item: ItemFixture }): string | null => {
    const account = accountOf(session);
    if (!account) return null;
    const id = ownSubscriptionId(account);
    if (id === null) return null;
    const delivered =
      (product.subscription?.subscribedBy ?? []).includes(account.email) ||
      session.subscriptionItems.some((entry) => entry.subscriptionId === id && entry.itemSku === item.itemSku);
    return delivered ? id : null;
  };

  /** The item of `:itemSku` sold by subscription, or null (404). */
  const offered = (itemSku: string | undefined): Offer | null => {
    const found = catalogue.byItemSku.get(itemSku ?? '');
    const subscription = found ? subscriptionOf(found.product, found.item) : null;
    return found && subscription ? { ...found, subscription } : null;
  };

  router.add('GET', '/backend/subscription/products/:itemSku', 'subscription-detail', ({ params, sessionId }) => {
    const offer = offered(params.itemSku);
    if (!offer) return fail(404);
    const session = sessions.get(sessionId);
    const { subscription, item } = offer;
    const answer: SubscriptionDetailDto = {
      itemSku: item.itemSku,
      price: subscription.price,
      frequencies: [...subscription.frequencies],
      minQuantity: subscription.minQuantity,
      maxQuantity: subscription.maxQuantity,
      inCart: session.userId !== null && session.subscriptionCart.some((line) => line.itemSku === item.itemSku),
      subscriptionId: deliveringSubscription(session, offer),
    };
    return ok(answer);
  });

  router.add('GET', '/backend/subscription/products/:itemSku/benefit', 'subscription-benefit', ({ params }) => {
    const offer = offered(params.itemSku);
    if (!offer) return fail(404);
    const { discountPercent, shippingDiscount, notes } = offer.subscription;
    const answer: SubscriptionBenefitDto = { discountPercent, shippingDiscount, notes: [...notes] };
    return ok(answer);
  });

  router.add('POST', '/backend/subscription/carts', 'subscription-cart', async ({ body, sessionId }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const request = asRecord(await body());
    const { itemSku, quantity } = parseItem(request);
    const { frequency, periodMonths } = request;
    if (!isOneOf(SUBSCRIPTION_FREQUENCIES, frequency)) throw new BadRequest(`frequency must be one of ${SUBSCRIPTION_FREQUENCIES.join(', ')}`);
    const offer = findOffer(catalogue, itemSku);
    if ('status' in offer) return offer;
    if (!offer.subscription.frequencies.includes(frequency)) return fail(400, 'UNSUBSCRIBE_ITEM');
    // Required (spec §5 'Tolong isi lama berlanganan'), so a missing period is refused like a wrong one.
    if (typeof periodMonths !== 'number' || !Number.isInteger(periodMonths) || periodMonths < 1 || periodMonths > SUBSCRIPTION_MAX_MONTHS) {
      return fail(400, 'INVALID_PERIOD');
    }
    const quantityRefused = quantityRefusal(offer.subscription, quantity);
    if (quantityRefused) return quantityRefused;
    // Spec §8's dialogs: already subscribed to (with the subscription to open), already in the cart.
    const subscriptionId = deliveringSubscription(session, offer);
    if (subscriptionId) return fail(409, 'SUBSCRIPTION_ITEM_SUBSCRIBED', { subscriptionId: [subscriptionId] });
    if (session.subscriptionCart.some((line) => line.itemSku === itemSku)) return fail(409, 'SUBSCRIPTION_ITEM_IN_CART');
    session.subscriptionCart.push({ itemSku, quantity, frequency, periodMonths });
    return ok<SubscriptionCartResultDto>({ cartCount: session.subscriptionCart.length });
  });

  router.add('POST', '/backend/subscription/:subscriptionId/items', 'subscription-add-item', async ({ body, params, sessionId }) => {
    const session = sessions.get(sessionId);
    const account = accountOf(session);
    if (!account) return fail(401);
    const subscriptionId = ownSubscriptionId(account);
    if (subscriptionId === null || subscriptionId !== params.subscriptionId) return fail(404);
    const { itemSku, quantity } = parseItem(asRecord(await body()));
    const offer = findOffer(catalogue, itemSku);
    if ('status' in offer) return offer;
    const quantityRefused = quantityRefusal(offer.subscription, quantity);
    if (quantityRefused) return quantityRefused;
    // Adding an item the subscription delivers already sets its quantity.
    const existing = session.subscriptionItems.find((entry) => entry.subscriptionId === subscriptionId && entry.itemSku === itemSku);
    if (existing) existing.quantity = quantity;
    else session.subscriptionItems.push({ subscriptionId, itemSku, quantity });
    return ok<SubscriptionAddItemResultDto>({ subscriptionId });
  });
}
