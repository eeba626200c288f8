import { formatRating, formatRupiah, formatShortNumber, formatShortRupiah } from './price-format';

describe('price formats of spec §9', () => {
  it.each([
    [0, 'Rp0'],
    [999, 'Rp999'],
    [1000, 'Rp1.000'],
    [1250000, 'Rp1.250.000'],
    [1234567890, 'Rp1.234.567.890'],
    [99999.6, 'Rp100.000'],
    [-15000, '-Rp15.000'],
    [Number.NaN, 'Rp0'],
  ])('formatRupiah(%p) is %s', (value, expected) => {
    expect(formatRupiah(value)).toBe(expected);
  });

  it.each([
    [950, '950'],
    [1000, '1rb'],
    [1500, '1,5rb'],
    [15990, '15,9rb'],
    [2500000, '2,5jt'],
    [1000000000, '1M'],
    [3250000000000, '3,2T'],
  ])('formatShortNumber(%p) is %s', (value, expected) => {
    expect(formatShortNumber(value)).toBe(expected);
  });

  it('prefixes short prices with Rp', () => {
    expect(formatShortRupiah(8_000_000)).toBe('Rp8jt');
  });

  it('shows ratings with one decimal and a comma', () => {
    expect(formatRating(4.46)).toBe('4,5');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(7)).toBe('5,0');
  });
});
