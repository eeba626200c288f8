// Combo bundles (spec §3 Combo, §8 cart codes): the combo of an item, and the rules a COMBO add to
// bag passes before its lines go in as any others (cart.ts).
import type { SingleComboDto } from '@pdp/backend-api/combos';
import { fail, ok, type Reply, type Router } from '../http-kit';
import { isBuyable, resolveProductId, type Catalogue } from '../catalogue/load-catalogue';
import type { ItemFixture, ProductFixture } from '../catalogue/fixture-types';
import type { LineRequest } from './cart-lines';
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

export function comboRoutes(router: Router, { catalogue }: HandlerContext): void {
  router.add('GET', '/backend/product/products/:id/single-combo', 'single-combo', ({ params }) => {
    const found = resolveProductId(catalogue, params.id ?? '');
    if (!found || found.product.status !== 'ACTIVE') return fail(404);
    const { product, item } = found;
    const combo = product.combo;
    if (!combo) return ok<SingleComboDto | null>(null);
    const complements = combo.complementaryItemSkus.flatMap((itemSku) => {
      const other = catalogue.byItemSku.get(itemSku);
      return other && other.product.status === 'ACTIVE' ? [comboItem(other.product, other.item, combo.discountPercent, false)] : [];
    });
    return ok<SingleComboDto>({
      comboId: combo.comboId,
      name: combo.name,
      bundlingCatalogId: combo.bundlingCatalogId,
      minimumItems: combo.minimumItems,
      items: [comboItem(product, item, combo.discountPercent, true), ...complements],
    });
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
