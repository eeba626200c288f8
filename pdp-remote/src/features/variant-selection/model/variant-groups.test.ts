import type { ProductOptionDto, VariantAttributeDto } from '@pdp/backend-api/backend';
import { variantGroups } from './variant-groups';

const attributes: VariantAttributeDto[] = [
  { code: 'color', name: 'Warna', display: 'IMAGE', values: [{ value: 'Hitam', imageUrl: '/h.svg' }, { value: 'Putih' }, { value: 'Merah' }] },
  { code: 'size', name: 'Ukuran', display: 'BUTTON', values: [{ value: '40' }, { value: '41' }] },
];
const option = (itemSku: string, color: string, size: string, available = true, selected = false): ProductOptionDto => ({
  itemSku,
  selected,
  available,
  attributes: { color, size },
});

describe('variantGroups', () => {
  const options = [
    option('H40', 'Hitam', '40', true, true),
    option('H41', 'Hitam', '41', false),
    option('P40', 'Putih', '40', false),
    option('P41', 'Putih', '41'),
  ];

  it('marks the selected values', () => {
    const [color, size] = variantGroups(attributes, options);
    expect(color?.selectedValue).toBe('Hitam');
    expect(size?.choices.map((choice) => choice.selected)).toEqual([true, false]);
  });

  it('leads a value to the item that keeps the other attributes when it can be bought', () => {
    const [color] = variantGroups(attributes, [...options.slice(0, 2), option('P40', 'Putih', '40'), options[3] as ProductOptionDto]);
    expect(color?.choices[1]).toMatchObject({ value: 'Putih', itemSku: 'P40', available: true });
  });

  it('falls back to another buyable item with the value', () => {
    const [color] = variantGroups(attributes, options);
    expect(color?.choices[1]).toMatchObject({ value: 'Putih', itemSku: 'P41', available: true });
  });

  it('marks a value unavailable when no buyable item has it', () => {
    const [, size] = variantGroups(attributes, options);
    expect(size?.choices[1]).toMatchObject({ value: '41', available: true, itemSku: 'P41' });
    const [color] = variantGroups(attributes, options);
    expect(color?.choices[2]).toMatchObject({ value: 'Merah', available: false, itemSku: null });
  });

  it('treats the first option as current when none is selected', () => {
    const [color] = variantGroups(
      attributes,
      options.map((entry) => ({ ...entry, selected: false })),
    );
    expect(color?.selectedValue).toBe('Hitam');
  });
});
