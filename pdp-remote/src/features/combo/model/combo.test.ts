import { chosenItems, comboTotals, defaultSelection, toggled, type Combo, type ComboItem } from './combo';

const item = (itemSku: string, offered: number, combo: number, flags: Partial<Pick<ComboItem, 'primary' | 'available'>> = {}): ComboItem => ({
  itemSku,
  name: itemSku,
  imageUrl: null,
  price: { offered, combo },
  primary: false,
  available: true,
  ...flags,
});

const COMBO: Combo = {
  comboId: 'C',
  name: 'C',
  bundlingCatalogId: 'B',
  minimumItems: 2,
  items: [item('P', 100, 90, { primary: true }), item('A', 50, 40), item('B', 20, 18), item('X', 70, 60, { available: false })],
};

describe('combo selection (spec §4, §5)', () => {
  it('selects the available complementary items by default, never the primary or an unavailable one', () => {
    expect([...defaultSelection(COMBO)]).toEqual(['A', 'B']);
  });

  it('toggles an item in and out', () => {
    const without = toggled(defaultSelection(COMBO), 'A');
    expect([...without]).toEqual(['B']);
    expect([...toggled(without, 'A')].sort()).toEqual(['A', 'B']);
  });

  it('always takes the primary, and an unavailable item even if selected never', () => {
    expect(chosenItems(COMBO, new Set(['X'])).map((chosen) => chosen.itemSku)).toEqual(['P']);
    expect(chosenItems(COMBO, new Set(['B'])).map((chosen) => chosen.itemSku)).toEqual(['P', 'B']);
  });

  it('totals the combo prices and the saving against the items on their own', () => {
    expect(comboTotals(chosenItems(COMBO, defaultSelection(COMBO)))).toEqual({ total: 148, saving: 22 });
  });
});
