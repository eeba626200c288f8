// The rules every bag line passes (spec §8 cart codes, §9 in-store pickup max 1), shared by add to
// bag and quick checkout. Lines are tried on a copy of the bags, so a request that fails anywhere
// changes nothing.
import { ERROR_DETAIL_FIELDS, type FulfillmentKind } from '@pdp/backend-api/backend';
import { CART_TYPES, isOneOf, type CartType } from '@pdp/backend-api/enums';
import type { GroceryCartDeliveryDto } from '@pdp/backend-api/grocery';
import { BadRequest, fail, type Reply } from '../http-kit';
import type { Catalogue } from '../catalogue/load-catalogue';
import type { ItemFixture, ProductFixture } from '../catalogue/fixture-types';
import { fulfillmentTypesOf, maxQuantityOf, pickupPointCodeOf } from '../catalogue/build-summary';
import { buildPickupPoint } from '../catalogue/build-fulfillment';
import { addOnsRefusal, parseAddOnIds } from './add-ons';
import { cartKey, type SessionState } from '../sessions';

export const MAX_CART_LINES = 100;
/** Spec §9: in-store pickup max quantity. */
const MAX_PICKUP_QUANTITY = 1;
const MAX_CODE_LENGTH = 64;

export type Bags = SessionState['carts'];

export interface LineRequest {
  itemSku: string;
  quantity: number;
  /** Null: where the product ships from by default (delivery lines only). */
  pickupPointCode: string | null;
  fulfillment: FulfillmentKind;
  /** The add-ons bought with the item (contract add-ons.ts). */
  addOns?: string[];
}

/**
 * Reads `items` of an add-to-bag or quick-checkout body. `fulfillment` defaults to delivery (as a
 * cart line without one means), `pickupPointCode` to the product's for delivery; a pickup line must
 * name its point.
 */
export function parseLines(items: unknown): LineRequest[] {
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_CART_LINES) {
    throw new BadRequest(`items must be an array of 1 to ${MAX_CART_LINES} lines`);
  }
  return items.map((raw: unknown, index): LineRequest => {
    const line = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (typeof line.itemSku !== 'string' || line.itemSku === '' || !Number.isSafeInteger(line.quantity)) {
      throw new BadRequest('each item needs an itemSku and an integer quantity');
    }
    const fulfillment = line.fulfillment ?? 'delivery';
    if (fulfillment !== 'delivery' && fulfillment !== 'pickup') throw new BadRequest(`items[${index}].fulfillment must be delivery or pickup`);
    const code = line.pickupPointCode;
    if (code !== undefined && (typeof code !== 'string' || code === '' || code.length > MAX_CODE_LENGTH)) {
      throw new BadRequest(`items[${index}].pickupPointCode must be a code of 1 to ${MAX_CODE_LENGTH} characters`);
    }
    if (fulfillment === 'pickup' && code === undefined) throw new BadRequest(`items[${index}].pickupPointCode is required for pickup`);
    const addOns = parseAddOnIds(line.addOns, `items[${index}].addOns`);
    return { itemSku: line.itemSku, quantity: line.quantity as number, pickupPointCode: code ?? null, fulfillment, ...(addOns ? { addOns } : {}) };
  });
}

export function parseCartType(value: unknown): CartType {
  if (value === undefined) return 'REGULAR';
  if (!isOneOf(CART_TYPES, value)) throw new BadRequest(`cartType must be one of ${CART_TYPES.join(', ')}`);
  return value;
}

export const copyBags = (bags: Bags): Bags => ({
  RETAIL: bags.RETAIL.map((line) => ({ ...line })),
  GROCERY: bags.GROCERY.map((line) => ({ ...line })),
});

/**
 * Puts the lines in `bags` (a copy the caller may throw away), rule by rule, line by line. Answers
 * the error of the first line that breaks a rule, or null when every line went in.
 */
export function addLines(
  catalogue: Catalogue,
  bags: Bags,
  lines: LineRequest[],
  { now, confirmFulfillmentChange = false }: { now: number; confirmFulfillmentChange?: boolean },
): Reply | null {
  for (const line of lines) {
    const checked = checkRetailLine(catalogue, line, now);
    if ('status' in checked) return checked;
    const refused = putLine(bags, checked, line, { confirmFulfillmentChange });
    if (refused) return refused;
  }
  return null;
}

type Found = { product: ProductFixture; item: ItemFixture };

/** The item of a line that exists, can be sold and has stock, or the error why not. */
export function findSellableItem(catalogue: Catalogue, line: LineRequest): Found | Reply {
  if (line.quantity < 1) return fail(400, 'LOWER_THAN_MINIMUM');
  const found = catalogue.byItemSku.get(line.itemSku);
  if (!found || found.product.status !== 'ACTIVE' || found.item.tags.includes('COMING_SOON')) return fail(400, 'UNBUYABLE_ITEM');
  if (found.item.stock === 0 || found.item.tags.includes('OOS')) return fail(400, 'OOS');
  return found;
}

/** Retail lines: delivery where the item allows it, pickup (at most 1) at a point with stock and hours. */
function checkRetailLine(catalogue: Catalogue, line: LineRequest, now: number): Found | Reply {
  const found = findSellableItem(catalogue, line);
  if ('status' in found) return found;
  const { product, item } = found;
  // A grocery item goes to the grocery bag, from the shopper's store in their window (grocery-lines.ts):
  // the retail bag's calls know neither.
  if (product.vendor === 'GROCERY') return fail(400, 'UNBUYABLE_ITEM');
  if (line.fulfillment === 'pickup' && line.quantity > MAX_PICKUP_QUANTITY) return fail(400, 'INVALID_QUANTITY');
  if (fulfillmentTypesOf(product, item)[line.fulfillment] !== 'AVAILABLE') return fail(400, 'UNBUYABLE_ITEM');
  if (line.fulfillment === 'pickup') {
    const point = product.pickupPoints?.find((candidate) => candidate.code === line.pickupPointCode);
    if (!point) return fail(400, 'UNBUYABLE_ITEM');
    if (point.stock === 0) return fail(400, 'OOS');
    if (buildPickupPoint(point, null, now).pickup !== 'AVAILABLE') return fail(400, 'UNBUYABLE_ITEM');
  }
  // An add-on the item does not sell, or cannot be bought now (spec §8).
  const addOnRefusal = line.addOns ? addOnsRefusal(product, line.addOns) : null;
  if (addOnRefusal) return addOnRefusal;
  return found;
}

/**
 * Puts one checked line in its vendor's bag: the item's maximum over what the bag holds, the
 * delivery/pickup change that needs confirming, and a full bag. `grocery` is the line's store and
 * delivery window, kept on the bag line.
 */
export function putLine(
  bags: Bags,
  { product, item }: Found,
  line: LineRequest,
  { confirmFulfillmentChange = false, grocery }: { confirmFulfillmentChange?: boolean; grocery?: GroceryCartDeliveryDto } = {},
): Reply | null {
  const bag = bags[cartKey(product.vendor)];
  const existing = bag.find((entry) => entry.itemSku === item.itemSku);
  const maxQuantity = maxQuantityOf(product, item);
  if ((existing?.quantity ?? 0) + line.quantity > maxQuantity) {
    return fail(400, 'CO_EXCEEDED_QUANTITY', { [ERROR_DETAIL_FIELDS.maxQuantity]: [String(maxQuantity)] });
  }
  const pickupPointCode = line.pickupPointCode ?? pickupPointCodeOf(product);
  if (existing) {
    const existingFulfillment = existing.fulfillment ?? 'delivery';
    if (existingFulfillment !== line.fulfillment && !confirmFulfillmentChange) {
      return fail(400, existingFulfillment === 'pickup' ? 'CNC_ITEM_EXISTS' : 'NON_CNC_ITEM_EXISTS');
    }
    existing.quantity += line.quantity;
    existing.fulfillment = line.fulfillment;
    existing.pickupPointCode = pickupPointCode;
    if (grocery) existing.grocery = grocery;
    return null;
  }
  if (bag.length >= MAX_CART_LINES) return fail(400, 'MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED');
  bag.push({
    itemSku: item.itemSku,
    name: product.name,
    quantity: line.quantity,
    price: item.price.offered,
    imageUrl: (item.images ?? product.images)[0]?.thumbnail ?? '',
    fulfillment: line.fulfillment,
    pickupPointCode,
    ...(grocery ? { grocery } : {}),
  });
  return null;
}

/** Lines in the bag the request's first item goes to. */
export function cartCountAfter(catalogue: Catalogue, bags: Bags, lines: LineRequest[]): number {
  const first = lines[0] ? catalogue.byItemSku.get(lines[0].itemSku) : undefined;
  return bags[cartKey(first?.product.vendor ?? 'RETAIL')].length;
}
