// Free gifts (spec §3 Free gift, §4, §5): the gifts of an item, and the FREE_GIFT cart that puts the
// item and the chosen gifts (at no charge) in the bag when the criteria are met.
import type { AddToCartResultDto } from '@pdp/backend-api/backend';
import type { FreeGiftDto } from '@pdp/backend-api/free-gifts';
import type { GroceryCartDeliveryDto } from '@pdp/backend-api/grocery';
import { BadRequest, fail, ok, type Reply, type Router } from '../http-kit';
import { resolveProductId, type Catalogue } from '../catalogue/load-catalogue';
import type { FreeGiftFixture } from '../catalogue/fixture-types';
import { addLines, cartCountAfter, copyBags, MAX_CART_LINES, type Bags, type LineRequest } from './cart-lines';
import type { HandlerContext } from './context';

const record = (value: unknown, name: string): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest(`${name} must be a JSON object`);
  return value as Record<string, unknown>;
};

export function freeGiftRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  router.add('GET', '/backend/product-detail/products/:id/free-gift', 'free-gift', ({ params }) => {
    const found = resolveProductId(catalogue, params.id ?? '');
    if (!found || found.product.status !== 'ACTIVE') return fail(404);
    const gift = found.product.freeGift;
    if (!gift) return ok<FreeGiftDto | null>(null);
    return ok<FreeGiftDto>({
      maxNoOfFreeSkus: gift.maxNoOfFreeSkus,
      criteria: gift.criteria,
      complimentaryItems: gift.items.map((item) => ({ ...item, attributes: item.attributes ?? [], imageUrl: null, selected: false })),
    });
  });

  router.add('POST', '/backend/retail/free-gift/carts', 'free-gift-cart', async ({ body, sessionId, now }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const request = record(await body(), 'the body');
    if (request.cartType !== 'FREE_GIFT') throw new BadRequest('cartType must be FREE_GIFT');
    const item = record(request.item, 'item');
    if (typeof item.itemSku !== 'string' || !Number.isSafeInteger(item.quantity)) throw new BadRequest('item needs an itemSku and an integer quantity');
    const line = { itemSku: item.itemSku, quantity: item.quantity as number, pickupPointCode: null, fulfillment: 'delivery' as const };
    const gifts = chosenGifts(catalogue, line, request.freeGifts);
    if ('status' in gifts) return gifts;
    const bags = copyBags(session.carts);
    const refused = addLines(catalogue, bags, [line], { now }) ?? putGifts(bags.RETAIL, gifts);
    if (refused) return refused;
    session.carts = bags;
    return ok<AddToCartResultDto>({ cartCount: cartCountAfter(catalogue, bags, [line]) });
  });
}

/**
 * The gifts chosen (`freeGifts`) with a line of an item that has free gifts (spec §3, §5): the line's
 * quantity or amount meets the criteria, one to the maximum of them, each one of the item's and
 * chosen once; else the error why not. Shared by the retail free-gift cart and the grocery bag.
 */
export function chosenGifts(catalogue: Catalogue, line: LineRequest, freeGifts: unknown): FreeGiftFixture['items'] | Reply {
  if (!Array.isArray(freeGifts)) throw new BadRequest('freeGifts must be an array');
  const chosen = freeGifts.map((gift) => record(gift, 'each free gift').itemSku);
  const found = catalogue.byItemSku.get(line.itemSku);
  const gift = found?.product.freeGift;
  if (!found || !gift) return fail(400, 'UNBUYABLE_ITEM');
  const met =
    gift.criteria.type === 'QUANTITY' ? line.quantity >= gift.criteria.threshold : line.quantity * found.item.price.offered >= gift.criteria.threshold;
  const gifts = gift.items.filter((candidate) => chosen.includes(candidate.itemSku));
  if (!met || chosen.length === 0 || chosen.length > gift.maxNoOfFreeSkus || gifts.length !== chosen.length || new Set(chosen).size !== chosen.length) {
    return fail(400, 'INVALID_QUANTITY');
  }
  return gifts;
}

/** Puts the gifts in a bag at no charge, each a line of one, delivered with `grocery` where it is the grocery bag's. */
export function putGifts(bag: Bags['RETAIL'], gifts: FreeGiftFixture['items'], grocery?: GroceryCartDeliveryDto): Reply | null {
  if (bag.length + gifts.length > MAX_CART_LINES) return fail(400, 'MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED');
  for (const present of gifts) {
    bag.push({
      itemSku: present.itemSku,
      name: present.name,
      quantity: 1,
      price: 0,
      imageUrl: '',
      fulfillment: 'delivery',
      pickupPointCode: present.pickupPointCode,
      ...(grocery ? { grocery } : {}),
    });
  }
  return null;
}
