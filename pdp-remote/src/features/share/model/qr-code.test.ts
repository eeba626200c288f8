import { encode } from 'uqr';
import { qrPathOf } from './qr-code';

describe('qrPathOf', () => {
  it('draws exactly the dark modules of the code, in a square with its quiet zone', () => {
    const text = 'https://pasarku.test/p/sepatu/ps--SPL-1?utm_source=qr_code&utm_medium=qr&utm_campaign=pdp_share&share_link=1';
    const { size, d } = qrPathOf(text);
    const { data } = encode(text, { ecc: 'M', border: 2 });
    expect(size).toBe(data.length);
    const squares = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`);
    const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));
    expect(squares).toEqual(dark);
    // The quiet zone stays light: no module on the outer two rows or columns.
    expect(squares.some((at) => at.split(',').some((n) => Number(n) < 2 || Number(n) >= size - 2))).toBe(false);
  });

  it('gives another code for another address', () => {
    expect(qrPathOf('https://pasarku.test/p/a/ps--A-1').d).not.toBe(qrPathOf('https://pasarku.test/p/b/ps--B-1').d);
  });
});
