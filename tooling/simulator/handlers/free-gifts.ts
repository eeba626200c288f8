// Free gifts (spec §3 Free gift, §4, §5): the gifts of an item, and the FREE_GIFT cart that puts the
// item and the chosen gifts (at no charge) in the bag when the criteria are met.
import type { AddToCartResultDto } from '@pdp/backend-api/backend';
import type { FreeGiftDto } from '@pdp/backend-api/free-gifts';
import { BadRequest, fail, ok, type Router } from '../http-kit';
import { resolveProductId } from '../catalogue/load-catalogue';
import { addLines, cartCountAfter, copyBags, MAX_CART_LINES } from './cart-lines';
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
    if (!Array.isArray(request.freeGifts)) throw new BadRequest('freeGifts must be an array');
    const chosen = request.freeGifts.map((gift) => record(gift, 'each free gift').itemSku);
    const found = catalogue.byItemSku.get(item.itemSku);
    const gift = found?.product.freeGift;
    if (!found || !gift) return fail(400, 'UNBUYABLE_ITEM');
    const quantity = item.quantity as number;
    const met = gift.criteria.type === 'QUANTITY' ? quantity >= gift.criteria.threshold : quantity * found.item.price.offered >= gift.criteria.threshold;
    const gifts = gift.items.filter((candidate) => chosen.includes(candidate.itemSku));
    if (!met || chosen.length === 0 || chosen.length > gift.maxNoOfFreeSkus || gifts.length !== chosen.length || new Set(chosen).size !== chosen.length) {
      return fail(400, 'INVALID_QUANTITY');
    }
    const bags = copyBags(session.carts);
    const line = { itemSku: found.item.itemSku, quantity, pickupPointCode: null, fulfillment: 'delivery' as const };
    const refused = addLines(catalogue, bags, [line], { now });
    if (refused) return refused;
    if (bags.RETAIL.length + gifts.length > MAX_CART_LINES) return fail(400, 'MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED');
    for (const present of gifts) {
      bags.RETAIL.push({
        itemSku: present.itemSku,
        name: present.name,
        quantity: 1,
        price: 0,
        imageUrl: '',
        fulfillment: 'delivery',
        pickupPointCode: present.pickupPointCode,
      });
    }
    session.carts = bags;
    return ok<AddToCartResultDto>({ cartCount: cartCountAfter(catalogue, bags, [line]) });
  });
}
