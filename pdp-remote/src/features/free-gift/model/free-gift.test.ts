import { criteriaMet, isEligible, selectFirstAllowed, toggledGift, type FreeGift } from './free-gift';

const gift = (itemSku: string) => ({ itemSku, pickupPointCode: 'P', name: itemSku, attributes: [], imageUrl: null });
const FREE_GIFT: FreeGift = { gifts: [gift('A'), gift('B'), gift('C')], maxNoOfFreeSkus: 2, criteria: { type: 'AMOUNT', threshold: 1000 } };

describe('free-gift selection (spec §4, §5)', () => {
  it('selects the first maxNoOfFreeSkus gifts', () => {
    expect([...selectFirstAllowed(FREE_GIFT)]).toEqual(['A', 'B']);
    expect([...selectFirstAllowed({ ...FREE_GIFT, maxNoOfFreeSkus: 5 })]).toEqual(['A', 'B', 'C']);
  });

  it('toggles a gift but never beyond the maximum', () => {
    const two = toggledGift(toggledGift(new Set(), 'A', 2), 'B', 2);
    expect([...toggledGift(two, 'C', 2)]).toEqual(['A', 'B']);
    expect([...toggledGift(two, 'A', 2)]).toEqual(['B']);
  });

  it('is eligible once any gift is selected', () => {
    expect(isEligible(new Set())).toBe(false);
    expect(isEligible(new Set(['A']))).toBe(true);
  });

  it('meets AMOUNT criteria by quantity times unit price, QUANTITY by quantity', () => {
    expect(criteriaMet(FREE_GIFT, 2, 499)).toBe(false);
    expect(criteriaMet(FREE_GIFT, 2, 500)).toBe(true);
    const byQuantity: FreeGift = { ...FREE_GIFT, criteria: { type: 'QUANTITY', threshold: 3 } };
    expect(criteriaMet(byQuantity, 2, 1_000_000)).toBe(false);
    expect(criteriaMet(byQuantity, 3, 1)).toBe(true);
  });
});
