// Combo bundles (spec §2 combo list, §3 Combo, §4 Combo, §5 Combo, §8 cart codes). The spec names
// the call and the item flags; the shapes are ours, served by the simulator exactly so.
import type { AddToCartRequestDto } from './backend';

/** One item of a combo: the product shown (primary) or a complementary one the shopper may add. */
export interface ComboItemDto {
  itemSku: string;
  productSku: string;
  name: string;
  imageUrl: string | null;
  /** The item's price on its own, and in the combo. */
  price: { listed: number; offered: number; combo: number };
  primary: boolean;
  available: boolean;
  /** Whether the backend proposes it chosen; the page chooses every available item by default (spec §4). */
  selected: boolean;
}

/** GET /product/products/{id}/single-combo: the combo of the item, or null when it has none. */
export interface SingleComboDto {
  comboId: string;
  name: string;
  /** The bundling catalog page of the combo (`/retail/bundling-catalog/{id}`). */
  bundlingCatalogId: string;
  /** The fewest items (primary included) the combo takes. */
  minimumItems: number;
  items: ComboItemDto[];
}

/**
 * POST /retail/carts/_add-bulk with cart type COMBO: the primary and the chosen complementary items,
 * one each, and the combo they make. Refused with PROMO_HAS_BEEN_EXPIRED, INVALID_MINIMUM_TOTAL_ITEM,
 * COMBO_RULE_NOT_FOUND or INVALID_QUANTITY (spec §8).
 */
export interface ComboCartRequestDto extends Omit<AddToCartRequestDto, 'cartType' | 'items'> {
  cartType: 'COMBO';
  comboId: string;
  /** Each delivered from where its product ships by default. */
  items: { itemSku: string; quantity: 1; fulfillment: 'delivery' }[];
}

/**
 * GET /product/bundles/{bundleId} (spec §2 bundling catalog `/retail/bundling-catalog/{x}`, §3 Combo;
 * the path and shape are ours): the bundle a combo links to (its `bundlingCatalogId`), with the
 * combo's items: the product the combo belongs to (primary, its first item) and the complementary
 * ones, each with its available and selected flags. 404 for an unknown bundle or one whose product is
 * no longer sold.
 */
export interface BundleDto {
  bundleId: string;
  comboId: string;
  name: string;
  items: ComboItemDto[];
}

/**
 * POST /retail/bundling-catalog/{bundleId}/_add-item (spec §7 "add item in the bundle page"; the path
 * and shape are ours; members only): one of an item of the bundle to the bag, on its own (cart type
 * REGULAR, delivered from where it ships by default). Answers `AddToCartResultDto`; refused as any add
 * to bag (spec §8 Cart: OutOfStock, UNBUYABLE_ITEM, CO_EXCEEDED_QUANTITY, bag full, …), and with
 * UNBUYABLE_ITEM for an item that is not in the bundle. 404 for an unknown bundle.
 */
export interface BundleItemCartRequestDto {
  itemSku: string;
  quantity: 1;
}
