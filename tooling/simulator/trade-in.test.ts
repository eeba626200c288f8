// Trade-in against the real simulator (contract trade-in.ts): eligibility and the devices taken in for
// an item whose fixture trades, none for another, 404 for an unknown item, the hostile products' names.
import type { TradeInCategoryDto, TradeInEligibilityDto } from '@pdp/backend-api/trade-in';
import { ATTACK_CORPUS } from './catalogue/attack-corpus';
import { simulatorWithShopper, withAttackCorpus } from './test-simulator';

const { shopper } = simulatorWithShopper();

describe('trade-in', () => {
  it('says a phone can be traded against, for how much at most, and lists the devices taken in', async () => {
    const eligibility = await shopper.call<TradeInEligibilityDto>('/trade-in/products/HPX-60003-00001');
    expect(eligibility.status).toBe(200);
    expect(eligibility.body.data).toEqual({ eligible: true, maxDiscount: 1_500_000 });
    const categories = await shopper.call<TradeInCategoryDto[]>('/trade-in/products/HPX-60003-00001/category-info');
    expect(categories.body.data.map((category) => [category.name, category.subcategories.map((sub) => sub.name)])).toEqual([
      ['Handphone', ['Android', 'iPhone']],
      ['Tablet', ['Tablet Android']],
    ]);
  });

  it('says another item is not eligible and lists nothing, and an unknown item is 404', async () => {
    expect((await shopper.call<TradeInEligibilityDto>('/trade-in/products/SPL-60001-00001')).body.data).toEqual({ eligible: false, maxDiscount: 0 });
    expect((await shopper.call<TradeInCategoryDto[]>('/trade-in/products/SPL-60001-00001/category-info')).body.data).toEqual([]);
    expect((await shopper.call('/trade-in/products/ZZZ-99999-00001')).status).toBe(404);
    expect((await shopper.call('/trade-in/products/ZZZ-99999-00001/category-info')).status).toBe(404);
  });

  it('serves the hostile products’ category names as they are', () =>
    withAttackCorpus(async (shopper) => {
      const { text } = ATTACK_CORPUS[0] as { text: string };
      const categories = (await shopper.call<TradeInCategoryDto[]>('/trade-in/products/ATK-90000-00001/category-info')).body.data;
      expect(categories[0]?.name).toBe(text);
      expect(categories[0]?.subcategories[0]?.name).toBe(text);
    }));
});
