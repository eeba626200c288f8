// Combo bundles (spec §2 bundling catalog, §3 Combo, §7, §8 cart codes): the combo of an item, the
// bundle a combo links to and adding one of its items to the bag, and the rules a COMBO add to bag
// passes before its lines go in as any others (cart.ts).
import type { AddToCartResultDto } from '@pdp/backend-api/backend';
import type { BundleDto, SingleComboDto } from '@pdp/backend-api/combos';
import { fail, ok, type Reply, type Router } from '../http-kit';
import { isBuyable, resolveProductId, type Catalogue } from '../catalogue/load-catalogue';
import type { ItemFixture, ProductFixture } from '../catalogue/fixture-types';
import { addLines, cartCountAfter, copyBags, type LineRequest } from './cart-lines';
import type { HandlerContext } from './context';

const comboItem = (product: ProductFixture, item: ItemFixture, discountPercent: number, primary: boolean) => ({
  itemSku: item.itemSku,
  productSku: product.productSku,
  name: product.name,
  imageUrl: (item.images ?? product.images)[0]?.thumbnail ?? null,
  price: { listed: item.price.listed, offered: item.price.offered, combo: Math.round((item.price.offered * (100 - discountPercent)) / 100) },
  primary,
  available: isBuyable(item),
  selected: isBuyable(item),
});

/** A combo's items: `item` of the combo's product (primary), then the complementary items still sold. */
function comboItems(catalogue: Catalogue, product: ProductFixture, item: ItemFixture) {
  const combo = product.combo;
  if (!combo) return [];
  const complements = combo.complementaryItemSkus.flatMap((itemSku) => {
    const other = catalogue.byItemSku.get(itemSku);
    return other && other.product.status === 'ACTIVE' ? [comboItem(other.product, other.item, combo.discountPercent, false)] : [];
  });
  return [comboItem(product, item, combo.discountPercent, true), ...complements];
}

export function comboRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  router.add('GET', '/backend/product/products/:id/single-combo', 'single-combo', ({ params }) => {
    const found = resolveProductId(catalogue, params.id ?? '');
    if (!found || found.product.status !== 'ACTIVE') return fail(404);
    const { product, item } = found;
    const combo = product.combo;
    if (!combo) return ok<SingleComboDto | null>(null);
    return ok<SingleComboDto>({
      comboId: combo.comboId,
      name: combo.name,
      bundlingCatalogId: combo.bundlingCatalogId,
      minimumItems: combo.minimumItems,
      items: comboItems(catalogue, product, item),
    });
  });

  /** The bundle `bundleId` with its items (the product's first item primary), or null when none is sold. */
  const bundleOf = (bundleId: string): BundleDto | null => {
    const product = catalogue.products.find((candidate) => candidate.status === 'ACTIVE' && candidate.combo?.bundlingCatalogId === bundleId);
    const combo = product?.combo;
    const primary = product?.items[0];
    if (!product || !combo || !primary) return null;
    return { bundleId, comboId: combo.comboId, name: combo.name, items: comboItems(catalogue, product, primary) };
  };

  router.add('GET', '/backend/product/bundles/:bundleId', 'bundle', ({ params }) => {
    const bundle = bundleOf(params.bundleId ?? '');
    return bundle ? ok<BundleDto>(bundle) : fail(404);
  });

  router.add('POST', '/backend/retail/bundling-catalog/:bundleId/_add-item', 'bundle-add-item', async ({ params, body, sessionId, now }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const bundle = bundleOf(params.bundleId ?? '');
    if (!bundle) return fail(404);
    const request = (await body()) as { itemSku?: unknown } | null;
    if (!bundle.items.some((item) => item.itemSku === request?.itemSku)) return fail(400, 'UNBUYABLE_ITEM');
    const lines: LineRequest[] = [{ itemSku: String(request?.itemSku), quantity: 1, pickupPointCode: null, fulfillment: 'delivery' }];
    const bags = copyBags(session.carts);
    const refused = addLines(catalogue, bags, lines, { now });
    if (refused) return refused;
    session.carts = bags;
    return ok<AddToCartResultDto>({ cartCount: cartCountAfter(catalogue, bags, lines) });
  });
}

/**
 * A COMBO add to bag: the combo must exist (COMBO_RULE_NOT_FOUND) and not have ended
 * (PROMO_HAS_BEEN_EXPIRED); one of each item (INVALID_QUANTITY), all of the combo with its primary
 * product among them (COMBO_RULE_NOT_FOUND), at least its minimum (INVALID_MINIMUM_TOTAL_ITEM).
 */
export function checkComboLines(catalogue: Catalogue, comboId: unknown, lines: LineRequest[]): Reply | null {
  const product = typeof comboId === 'string' ? catalogue.products.find((candidate) => candidate.combo?.comboId === comboId) : undefined;
  const combo = product?.combo;
  if (!product || !combo) return fail(400, 'COMBO_RULE_NOT_FOUND');
  if (combo.expired) return fail(400, 'PROMO_HAS_BEEN_EXPIRED');
  if (lines.some((line) => line.quantity !== 1)) return fail(400, 'INVALID_QUANTITY');
  const primary = new Set(product.items.map((item) => item.itemSku));
  const members = new Set([...primary, ...combo.complementaryItemSkus]);
  if (lines.some((line) => !members.has(line.itemSku)) || !lines.some((line) => primary.has(line.itemSku))) return fail(400, 'COMBO_RULE_NOT_FOUND');
  if (new Set(lines.map((line) => line.itemSku)).size < combo.minimumItems) return fail(400, 'INVALID_MINIMUM_TOTAL_ITEM');
  return null;
}
