import { QUANTITY_PARAM, quantityOfPath, returnPathWithQuantity } from './quantity-param';

describe('the quantity in the way back from login (spec §6)', () => {
  it('adds the quantity when it is above 1', () => {
    expect(QUANTITY_PARAM).toBe('qty');
    expect(returnPathWithQuantity('/p/sepatu-lari-aero/ps--SPL-1', 3)).toBe('/p/sepatu-lari-aero/ps--SPL-1?qty=3');
    expect(returnPathWithQuantity('/p/sepatu-lari-aero/ps--SPL-1', 1)).toBe('/p/sepatu-lari-aero/ps--SPL-1');
  });

  it('keeps the other query parameters, replacing an older quantity', () => {
    expect(returnPathWithQuantity('/p/sepatu-lari-aero/is--SPL-1-00002?from=search&color=hitam', 2)).toBe(
      '/p/sepatu-lari-aero/is--SPL-1-00002?from=search&color=hitam&qty=2',
    );
    expect(returnPathWithQuantity('/p/sepatu-lari-aero/ps--SPL-1?qty=5&from=search', 2)).toBe('/p/sepatu-lari-aero/ps--SPL-1?qty=2&from=search');
    expect(returnPathWithQuantity('/p/sepatu-lari-aero/ps--SPL-1?qty=5&from=search', 1)).toBe('/p/sepatu-lari-aero/ps--SPL-1?from=search');
    expect(returnPathWithQuantity('/p/sepatu-lari-aero/ps--SPL-1?qty=5', 1)).toBe('/p/sepatu-lari-aero/ps--SPL-1');
  });

  it('reads a whole quantity from 1 up to the maximum', () => {
    expect(quantityOfPath('/p/sepatu-lari-aero/ps--SPL-1?qty=3', 10)).toBe(3);
    expect(quantityOfPath('/p/sepatu-lari-aero/ps--SPL-1?from=search&qty=1', 10)).toBe(1);
    expect(quantityOfPath('/p/sepatu-lari-aero/ps--SPL-1?qty=10', 10)).toBe(10);
  });

  it.each([
    ['no query', '/p/sepatu-lari-aero/ps--SPL-1'],
    ['no quantity', '/p/sepatu-lari-aero/ps--SPL-1?from=search'],
    ['zero', '/p/sepatu-lari-aero/ps--SPL-1?qty=0'],
    ['above the maximum', '/p/sepatu-lari-aero/ps--SPL-1?qty=11'],
    ['negative', '/p/sepatu-lari-aero/ps--SPL-1?qty=-2'],
    ['a fraction', '/p/sepatu-lari-aero/ps--SPL-1?qty=1.5'],
    ['not a number', '/p/sepatu-lari-aero/ps--SPL-1?qty=dua'],
    ['empty', '/p/sepatu-lari-aero/ps--SPL-1?qty='],
    ['huge', '/p/sepatu-lari-aero/ps--SPL-1?qty=1e3'],
    ['too many digits', '/p/sepatu-lari-aero/ps--SPL-1?qty=00003'],
  ])('reads no quantity from a path with %s', (_label, path) => {
    expect(quantityOfPath(path, 10)).toBeNull();
  });

  it('round-trips a quantity', () => {
    expect(quantityOfPath(returnPathWithQuantity('/p/sepatu-lari-aero/ps--SPL-1?from=search', 4), 10)).toBe(4);
  });
});
