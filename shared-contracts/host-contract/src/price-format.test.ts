import { formatCount, formatRating, formatRupiah, formatShortNumber, formatShortRupiah } from './price-format';

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

  it('prefixes short prices with Rp', () => {
    expect(formatShortRupiah(8_000_000)).toBe('Rp8,0jt');
  });
});

// Decision 0070: the nearest tenth, half up, its decimal always shown (`,0` too, issue 61); 1000 of a unit is 1 of
// the next; below 1000 the whole number.
describe('short forms (decision 0070)', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [999.4, '999'],
    [999.5, '1,0rb'],
    [1000, '1,0rb'],
    [1049, '1,0rb'],
    [1050, '1,1rb'],
    [1500, '1,5rb'],
    [15949, '15,9rb'],
    [15950, '16,0rb'],
    [15990, '16,0rb'],
    [999_949, '999,9rb'],
    [999_950, '1,0jt'],
    [1_000_000, '1,0jt'],
    [2_500_000, '2,5jt'],
    [8_000_000, '8,0jt'],
    [999_950_000, '1,0M'],
    [1_000_000_000, '1,0M'],
    [3_250_000_000_000, '3,3T'],
    [3_249_999_999_999, '3,2T'],
    [999_950_000_000_000, '1000,0T'],
    [-15_950, '-16,0rb'],
    [-0.2, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('formatShortNumber(%p) is %s', (value, expected) => {
    expect(formatShortNumber(value)).toBe(expected);
  });

  const UNITS: Record<string, number> = { '': 1, rb: 1e3, jt: 1e6, M: 1e9, T: 1e12 };
  const read = (text: string) => {
    const [, digits = '', suffix = ''] = /^(\d+(?:,\d)?)(rb|jt|M|T)?$/.exec(text) ?? [];
    return { number: Number(digits.replace(',', '.')), unit: UNITS[suffix] ?? Number.NaN, digits };
  };

  // Every value up to 20.000, and around each unit's boundaries, and a seeded spread up to 10^15.
  const sample = (): number[] => {
    const values = Array.from({ length: 20_001 }, (_, index) => index);
    for (const unit of [1e3, 1e6, 1e9, 1e12]) {
      for (const mantissa of [1, 1.05, 9.95, 99.95, 999.95, 1000]) values.push(mantissa * unit - 1, mantissa * unit, mantissa * unit + 1);
    }
    let seed = 40;
    for (let index = 0; index < 5000; index += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      values.push(Math.floor((seed / 2 ** 31) * 10 ** (3 + (index % 13))));
    }
    return values.filter((value) => value < 999_950_000_000_000).sort((a, b) => a - b);
  };

  // The sweeps collect what breaks the rule and assert once: an `expect` a value (25,000 values, four
  // rules each) cost jest 8 s of one worker, for the same failure message listing the values that broke it.
  it('is within half a tenth of its unit, below 1000 of it, with exactly one decimal from 1000 up and none below', () => {
    const broken = sample().flatMap((value) => {
      const text = formatShortNumber(value);
      const { number, unit, digits } = read(text);
      // Read back, the figure is the value to the nearest tenth of its unit (below 1000: exactly).
      const within = Math.abs(number * unit - value) <= (unit === 1 ? 0 : unit / 20 + 1e-6 * unit);
      const shaped = digits !== '' && (unit === 1 ? /^\d+$/ : /^\d+,\d$/).test(digits) && number < 1000;
      return within && shaped ? [] : [`${value} → ${text}`];
    });
    expect(broken).toEqual([]);
  });

  it('never goes down as the value goes up', () => {
    const values = sample();
    const figures = values.map((value) => {
      const { number, unit } = read(formatShortNumber(value));
      return number * unit;
    });
    const drops = figures.flatMap((figure, index) => (figure < (figures[index - 1] ?? 0) ? [`${values[index - 1]} → ${values[index]}`] : []));
    expect(drops).toEqual([]);
  });

  it('rounds half up at every boundary of every unit', () => {
    for (const [suffix, unit] of Object.entries(UNITS).filter(([suffix]) => suffix !== '')) {
      expect(formatShortNumber(1.05 * unit)).toBe(`1,1${suffix}`);
      expect(formatShortNumber(1.05 * unit - 1)).toBe(`1,0${suffix}`);
      expect(formatShortNumber(12.34 * unit)).toBe(`12,3${suffix}`);
      expect(formatShortNumber(12.35 * unit)).toBe(`12,4${suffix}`);
    }
  });
});

describe('ratings (spec §9 "1 decimal and a comma", decision 0070)', () => {
  it.each([
    [4.46, '4,5'],
    [4.45, '4,5'],
    [4.35, '4,4'],
    [4.34, '4,3'],
    [2.65, '2,7'],
    [4, '4,0'],
    [4.96, '5,0'],
    [0, '0,0'],
    [7, '5,0'],
    [-1, '0,0'],
    [Number.NaN, '0,0'],
  ])('formatRating(%p) is %s', (value, expected) => {
    expect(formatRating(value)).toBe(expected);
  });

  it('always has one decimal, within half a tenth of the rating', () => {
    const broken = Array.from({ length: 501 }, (_, hundredths) => hundredths / 100).flatMap((rating) => {
      const text = formatRating(rating);
      const within = Math.abs(Number(text.replace(',', '.')) - rating) <= 0.05 + 1e-9;
      return /^[0-5],\d$/.test(text) && within ? [] : [`${rating} → ${text}`];
    });
    expect(broken).toEqual([]);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1250, '1.250'],
    [1234567.4, '1.234.567'],
    [Number.NaN, '0'],
  ])('formatCount(%p) is %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});
