// A combo as the page holds it (spec §3 Combo, §4, §5): the primary item, always in, and the
// complementary items, selected by default when available and toggled by the shopper; at least one
// complementary item must be chosen before the combo goes to the bag.
export interface ComboItem {
  itemSku: string;
  name: string;
  imageUrl: string | null;
  /** On its own, and in the combo. */
  price: { offered: number; combo: number };
  primary: boolean;
  available: boolean;
}

export interface Combo {
  comboId: string;
  name: string;
  bundlingCatalogId: string;
  minimumItems: number;
  items: ComboItem[];
}

/** Spec §4: complementary items start selected when available. */
export const defaultSelection = (combo: Combo): ReadonlySet<string> =>
  new Set(combo.items.filter((item) => !item.primary && item.available).map((item) => item.itemSku));

/** The complementary items chosen before login, as far as they are still in the combo and available. */
export const selectionOf = (combo: Combo, itemSkus: readonly string[]): ReadonlySet<string> =>
  new Set(combo.items.filter((item) => !item.primary && item.available && itemSkus.includes(item.itemSku)).map((item) => item.itemSku));

export function toggled(selection: ReadonlySet<string>, itemSku: string): ReadonlySet<string> {
  const next = new Set(selection);
  if (!next.delete(itemSku)) next.add(itemSku);
  return next;
}

/** The items that go to the bag: the primary and the chosen available complementary ones. */
export const chosenItems = (combo: Combo, selection: ReadonlySet<string>): ComboItem[] =>
  combo.items.filter((item) => item.primary || (item.available && selection.has(item.itemSku)));

/** What the chosen items cost in the combo, and what the shopper saves against their own prices. */
export function comboTotals(items: readonly ComboItem[]): { total: number; saving: number } {
  const total = items.reduce((sum, item) => sum + item.price.combo, 0);
  return { total, saving: items.reduce((sum, item) => sum + item.price.offered, 0) - total };
}
