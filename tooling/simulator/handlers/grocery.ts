// The grocery calls (spec §7 Grocery): stores near the shopper (store picker, nearby stores of an
// item), slotted delivery by store and its resolve-by-item-sku variant, the grocery bag's checkout
// summary, the grocery bulk cart update and grocery recommendations. Paths are ours (the spec does
// not show them); the contract's grocery.ts types every answer.
import type { GeolocationDto } from '@pdp/backend-api/backend';
import { WAREHOUSE_CODE_HEADER, type GroceryCheckoutSummaryDto, type GroceryRecommendationDto } from '@pdp/backend-api/grocery';
import { BadRequest, fail, ok, queryParam, type Handler, type Reply, type Router } from '../http-kit';
import { resolveProductId, type StoreIndex } from '../catalogue/load-catalogue';
import { buildSlottedDelivery, resolveStore, storesByDistance, storesSelling } from '../catalogue/build-grocery';
import { recommendationOf } from '../catalogue/build-summary';
import { cartKey } from '../sessions';
import { copyBags, parseCartType, parseLines } from './cart-lines';
import { addGroceryLines, storeOf } from './grocery-lines';
import { checkComboLines } from './combos';
import { chosenGifts, putGifts } from './free-gifts';
import { geolocationOf } from './fulfillment';
import type { HandlerContext } from './context';

const STORE_PICKER_RADIUS_KM = { default: 25, max: 100 };
const STORE_PICKER_LIMIT = { default: 10, max: 50 };
const MAX_RECOMMENDATIONS_PER_PAGE = 50;

const asRecord = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest('the body must be a JSON object');
  return value as Record<string, unknown>;
};

/** A whole number query parameter of 1 to `max`, or the default. */
function boundedNumber(url: URL, name: string, { default: fallback, max }: { default: number; max: number }): number {
  const raw = queryParam(url, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) throw new BadRequest(`${name} must be a number above 0 and at most ${max}`);
  return value;
}

/** Resolving a store needs to know where the shopper is (spec §8 CUSTOMER_GEO_LOCATION_REQUIRED). */
const locationRequired = () => fail(400, 'CUSTOMER_GEO_LOCATION_REQUIRED');

function bodyGeolocation(body: Record<string, unknown>): GeolocationDto | null {
  const { latitude, longitude } = body;
  if (latitude === undefined && longitude === undefined) return null;
  if (
    typeof latitude !== 'number' ||
    typeof longitude !== 'number' ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    throw new BadRequest('latitude and longitude must be numbers of -90 to 90 and -180 to 180');
  }
  return { latitude, longitude };
}

export function groceryRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  const withStores = (handle: (stores: StoreIndex) => Reply | Promise<Reply>) => (catalogue.stores ? handle(catalogue.stores) : fail(404));
  const groceryProduct = (id: string | undefined) => {
    const found = resolveProductId(catalogue, id ?? '');
    return found && found.product.status === 'ACTIVE' && found.product.vendor === 'GROCERY' ? found : null;
  };

  router.add('GET', '/backend/grocery/store-picker/nearby', 'store-picker-nearby', ({ url, now }) =>
    withStores((stores) => {
      const shopper = geolocationOf(url);
      if (!shopper) return locationRequired();
      const radiusKm = boundedNumber(url, 'radiusKm', STORE_PICKER_RADIUS_KM);
      const limit = Math.floor(boundedNumber(url, 'limit', STORE_PICKER_LIMIT));
      return ok(
        storesByDistance(stores.stores, shopper, stores, now)
          .filter((store) => (store.distanceKm ?? 0) <= radiusKm)
          .slice(0, limit),
      );
    }),
  );

  // The shopper's store (header) comes first when it is near; the page matches by its group name.
  router.add('POST', '/backend/grocery/stores/_nearby', 'nearby-stores', async ({ body, request, now }) => {
    const payload = asRecord(await body());
    return withStores((stores) => {
      if (typeof payload.itemSku !== 'string') throw new BadRequest('itemSku is required');
      const found = catalogue.byItemSku.get(payload.itemSku);
      if (!found || found.product.vendor !== 'GROCERY') return fail(404);
      const shopper = bodyGeolocation(payload);
      if (!shopper) return locationRequired();
      const current = request.headers.get(WAREHOUSE_CODE_HEADER);
      const near = storesByDistance(storesSelling(found.product, stores), shopper, stores, now).filter(
        (store) => (store.distanceKm ?? 0) <= stores.nearbyRadiusKm,
      );
      return ok([...near.filter((store) => store.code === current), ...near.filter((store) => store.code !== current)]);
    });
  });

  router.add('GET', '/backend/grocery/products/:id/slotted-delivery', 'slotted-delivery', ({ params, url, now }) =>
    withStores((stores) => {
      const found = groceryProduct(params.id);
      if (!found) return fail(404);
      const store = storeOf(stores, queryParam(url, 'warehouseCode'));
      return ok(buildSlottedDelivery(found.product, store, geolocationOf(url), stores, now));
    }),
  );

  router.add('GET', '/backend/grocery/slotted-delivery/_resolve', 'slotted-delivery-resolve', ({ url, now }) =>
    withStores((stores) => {
      const found = catalogue.byItemSku.get(queryParam(url, 'itemSku') ?? '');
      if (!found || found.product.vendor !== 'GROCERY' || found.product.status !== 'ACTIVE') return fail(404);
      const shopper = geolocationOf(url);
      if (!shopper) return locationRequired();
      const store = resolveStore(found.product, shopper, stores);
      if (!store) return ok({ warehouse: null, shippings: [], conditions: [] });
      return ok(buildSlottedDelivery(found.product, store, shopper, stores, now));
    }),
  );

  // The grocery bag's checkout summary at a store: read as the page opens (GET), and worked out again
  // after a change the page made to the bag (POST with the same params, empty body; spec §7 lists both).
  // The backend's own reasons to work it out again are not shown; the simulator answers both alike.
  const checkoutSummary: Handler = ({ url, sessionId }) =>
    withStores((stores) => {
      const session = sessions.get(sessionId);
      if (!session.userId) return fail(401);
      const store = storeOf(stores, queryParam(url, 'warehouseCode'));
      const lines = session.carts.GROCERY.filter((line) => line.grocery?.warehouseCode === store.code);
      const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      const delivered = lines.filter((line) => line.grocery?.shippingType);
      const fees = delivered.map((line) =>
        line.grocery?.shippingType === 'DELIVER_NOW' ? (store.deliverNowPrice ?? store.scheduledPrice) : store.scheduledPrice,
      );
      const free = store.freeDeliveryMinimum !== undefined && subtotal >= store.freeDeliveryMinimum;
      const summary: GroceryCheckoutSummaryDto = {
        itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
        subtotal,
        deliveryFee: free || fees.length === 0 ? 0 : Math.max(...fees),
        freeDeliveryMinimum: store.freeDeliveryMinimum ?? null,
        minimumOrder: store.minimumOrder,
      };
      return ok(summary);
    });
  router.add('GET', '/backend/grocery/checkouts/summary', 'grocery-checkout-summary', checkoutSummary);
  router.add('POST', '/backend/grocery/checkouts/summary', 'grocery-checkout-summary-refresh', checkoutSummary);

  router.add('POST', '/backend/grocery/carts/_bulk-update', 'grocery-cart-update', async ({ body, sessionId, now, url }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const request = asRecord(await body());
    return withStores((stores) => {
      const cartType = parseCartType(request.cartType);
      const lines = parseLines(request.items);
      // A combo or an item with gifts comes to the grocery bag through this call too (spec §7), by the
      // rules of its cart type, from the shopper's store and in their window like any other line.
      const comboRefused = cartType === 'COMBO' ? checkComboLines(catalogue, request.comboId, lines) : null;
      if (comboRefused) return comboRefused;
      if (cartType === 'FREE_GIFT' && lines.length !== 1) throw new BadRequest('a FREE_GIFT update has one line: the item the gifts come with');
      const gifts = cartType === 'FREE_GIFT' && lines[0] ? chosenGifts(catalogue, lines[0], request.freeGifts) : [];
      if ('status' in gifts) return gifts;
      const bags = copyBags(session.carts);
      const refused = addGroceryLines(catalogue, stores, bags, url, lines, {
        now,
        confirmFulfillmentChange: request.confirmFulfillmentChange === true,
      });
      // The gifts come with the item: from its store, in its window.
      const itemLine = bags.GROCERY.find((line) => line.itemSku === lines[0]?.itemSku);
      const giftsRefused = refused ?? (gifts.length > 0 ? putGifts(bags.GROCERY, gifts, itemLine?.grocery) : null);
      if (giftsRefused) return giftsRefused;
      session.carts = bags;
      return ok({ cartCount: bags[cartKey('GROCERY')].length });
    });
  });

  // Grocery recommendations (spec §7 lists them under GET and POST): the page's list reads them with its
  // query (GET), a caller that posts them sends the same fields as JSON; both answer the same page.
  const recommendations = (request: Record<string, unknown>): Reply => {
    const page = request.page ?? 0;
    const itemPerPage = request.itemPerPage ?? 18;
    if (!Number.isSafeInteger(page) || (page as number) < 0) throw new BadRequest('page must be a whole number of 0 or more');
    if (!Number.isSafeInteger(itemPerPage) || (itemPerPage as number) < 1 || (itemPerPage as number) > MAX_RECOMMENDATIONS_PER_PAGE) {
      throw new BadRequest(`itemPerPage must be 1 to ${MAX_RECOMMENDATIONS_PER_PAGE}`);
    }
    const shown = typeof request.itemSku === 'string' ? catalogue.byItemSku.get(request.itemSku)?.product : undefined;
    const warehouse = typeof request.warehouseCode === 'string' ? request.warehouseCode : null;
    const all: GroceryRecommendationDto[] = catalogue.products
      .filter((product) => product.vendor === 'GROCERY' && product.status === 'ACTIVE' && product !== shown)
      .filter((product) => warehouse === null || (product.groceryStores ?? []).includes(warehouse))
      .flatMap((product) => {
        const item = product.items.find((candidate) => candidate.stock > 0) ?? product.items[0];
        return item ? [recommendationOf(product, item)] : [];
      });
    const start = (page as number) * (itemPerPage as number);
    return ok(all.slice(start, start + (itemPerPage as number)), {
      page: page as number,
      itemPerPage: itemPerPage as number,
      total_item: all.length,
      total_page: Math.ceil(all.length / (itemPerPage as number)),
    });
  };
  const wholeOrText = (value: string | null) => (value === null ? undefined : /^\d+$/.test(value) ? Number(value) : value);
  router.add('GET', '/backend/grocery/recommendations', 'grocery-recommendations-read', ({ url }) =>
    recommendations({
      itemSku: queryParam(url, 'itemSku'),
      warehouseCode: queryParam(url, 'warehouseCode'),
      page: wholeOrText(queryParam(url, 'page')),
      itemPerPage: wholeOrText(queryParam(url, 'itemPerPage')),
    }),
  );
  router.add('POST', '/backend/grocery/recommendations', 'grocery-recommendations', async ({ body }) => recommendations(asRecord(await body())));
}
