import { parseProductId, itemProductId } from './product-id';
import { isContractCompatible } from './contract';
import { loginPath, productPath, safeReturnPath } from './links';

describe('parseProductId', () => {
  it('reads both prefixes', () => {
    expect(parseProductId('ps--ABC-1')).toEqual({ kind: 'productSku', sku: 'ABC-1', raw: 'ps--ABC-1' });
    expect(parseProductId(itemProductId('ABC-1-00001'))?.kind).toBe('itemSku');
  });

  it.each(['ABC-1', 'PS--ABC', 'ps--', 'ps---x', 'ps--a b', `is--${'9'.repeat(65)}`])('rejects %s', (raw) => {
    expect(parseProductId(raw)).toBeNull();
  });
});

describe('links', () => {
  it('builds retail and grocery product paths, encoding the name', () => {
    expect(productPath({ vendor: 'RETAIL', productName: 'kaos a/b', id: 'is--K-1' })).toBe('/p/kaos%20a%2Fb/is--K-1');
    expect(productPath({ vendor: 'GROCERY', productName: 'beras', id: 'ps--G-1', secondaryPageName: 'shipping' })).toBe('/grocery/p/beras/ps--G-1/shipping');
  });

  it('only returns to same-site paths after login', () => {
    expect(loginPath('/p/a/ps--A-1?qty=2')).toBe('/login?returnTo=%2Fp%2Fa%2Fps--A-1%3Fqty%3D2');
    expect(safeReturnPath('//evil.test/x')).toBe('/');
    expect(safeReturnPath('https://evil.test')).toBe('/');
    expect(safeReturnPath('/\\evil.test')).toBe('/');
    expect(safeReturnPath('/\t/evil.test')).toBe('/');
    expect(safeReturnPath('/\n/evil.test')).toBe('/');
    expect(safeReturnPath('/ /evil.test')).toBe('/');
    expect(safeReturnPath('/p/a/ps--A-1?q=1')).toBe('/p/a/ps--A-1?q=1');
    expect(safeReturnPath(null)).toBe('/');
  });
});

describe('contract version', () => {
  it('accepts the same major and refuses another', () => {
    expect(isContractCompatible('1.4.0', '1.0.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.0.0')).toBe(false);
  });
});
