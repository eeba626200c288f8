import { groceryPageTypeLabel } from './page-type-label';

describe('groceryPageTypeLabel', () => {
  it('suffixes the lower-cased seller group', () => {
    expect(groceryPageTypeLabel('RANCH')).toBe('product-detail-grocery-ranch');
    expect(groceryPageTypeLabel('MARKETPLACE_FRESH')).toBe('product-detail-grocery-marketplace_fresh');
  });

  it('has no suffix without a seller group', () => {
    expect(groceryPageTypeLabel(undefined)).toBe('product-detail-grocery');
  });
});
