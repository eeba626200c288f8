import { count, isRecord, isShortText, list, record, records, text, wholeCount } from './loose-json';

describe('reading loose JSON', () => {
  it('takes objects only as records: not null, arrays or primitives', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    for (const value of [null, [], 'x', 1, undefined]) expect(isRecord(value)).toBe(false);
    expect(record([1, 2])).toEqual({});
    expect(record({ a: 1 })).toEqual({ a: 1 });
  });

  it('gives strings as they are and the fallback for anything else', () => {
    expect(text('Sepatu')).toBe('Sepatu');
    expect(text(12)).toBe('');
    expect(text(null, '-')).toBe('-');
  });

  it('bounds short text: empty and over-long strings are not short text', () => {
    expect(isShortText('MER-1', 5)).toBe(true);
    expect(isShortText('MER-12', 5)).toBe(false);
    expect(isShortText('', 5)).toBe(false);
    expect(isShortText(5, 5)).toBe(false);
  });

  it('reads counts: negative, infinite and non-numbers are 0; a whole count refuses fractions', () => {
    expect(count(4.5)).toBe(4.5);
    for (const value of [-1, Infinity, Number.NaN, '3']) expect(count(value)).toBe(0);
    expect(wholeCount(3)).toBe(3);
    for (const value of [3.5, -1, Infinity, '3']) expect(wholeCount(value)).toBeNull();
  });

  it('reads lists, and keeps only the objects of a list of records', () => {
    expect(list('x')).toEqual([]);
    expect(records([{ a: 1 }, null, [], 'x', { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
