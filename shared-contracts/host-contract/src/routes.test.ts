import { matchRemoteRoute, matchRoute, resolveVendor, splitPath, ROUTES } from './routes';
import { itMapsEach } from './__tests__/it-maps-each';

const SAMPLE_PATHS = [
  ['/p/sepatu-lari/ps--SPL-60001', 'product'],
  ['/p/sepatu-lari/is--SPL-60001-00002', 'product'],
  ['/p/sepatu-lari/ps--SPL-60001/', 'product'],
  ['/grocery/p/beras/is--GRC-70001-00001', 'grocery-product'],
  ['/p/sepatu-lari/ps--SPL-60001/description', 'product-secondary'],
  ['/grocery/p/beras/ps--GRC-70001/shipping', 'grocery-product-secondary'],
  ['/p/daftar-combo/sepatu-lari/ps--SPL-60001', 'combo-list'],
  ['/p/daftar-harga/sepatu-lari/ps--SPL-60001', 'price-list'],
  ['/trade-in/s/hp/ps--HP-1', 'trade-in'],
  ['/click-and-collect/p/is--HP-1-00001/pickup-points', 'click-and-collect'],
  ['/add-on/installation/ac/ps--AC-1', 'add-on-installation'],
  ['/p/sepatu-lari', 'product-without-id'],
  ['/grocery/p/beras', 'grocery-product-without-id'],
  ['/cart', 'cart'],
  ['/grocery/cart', 'grocery-cart'],
  ['/login', 'login'],
  ['/member/seller-chat/MER-1', 'seller-chat'],
  ['/subscription/cart', 'subscription-cart'],
  ['/c/1/sepatu/53400/53000', 'category'],
  ['/retail/checkout/abc', 'retail-checkout'],
  ['/grocery/checkout/abc', 'grocery-checkout'],
  ['/retail/bundling-catalog/b-1', 'bundling-catalog'],
  ['/_search', 'search'],
  ['/grocery/cari/beras', 'grocery-search'],
  ['/promosi/belanja-harian', 'promo'],
  ['/brand/nike', 'brand'],
  ['/grocery/brand/ranch', 'grocery-brand'],
  ['/customer-care/live-chat/order', 'customer-care-live-chat'],
  ['/', 'home'],
] as const;

describe('matchRoute', () => {
  it.each(SAMPLE_PATHS)('%s is the %s route', (pathname, routeId) => {
    expect(matchRoute(pathname)?.route.id).toBe(routeId);
  });

  it('decodes the product name and validates the id', () => {
    const match = matchRoute('/p/sepatu%20lari%20%26%20jalan/is--SPL-60001-00002');
    expect(match?.params.productName).toBe('sepatu lari & jalan');
    expect(match?.productId).toEqual({ kind: 'itemSku', sku: 'SPL-60001-00002', raw: 'is--SPL-60001-00002' });
  });

  it('gives the bundling catalog to the retail remote, with its bundle id and no product', () => {
    const match = matchRoute('/retail/bundling-catalog/BND-HPX-01');
    expect([match?.route.owner, match?.params.bundleId, match?.productId]).toEqual(['pdp-remote', 'BND-HPX-01', undefined]);
    expect(matchRoute('/retail/bundling-catalog/BND-1/more')).toBeNull();
  });

  it('names the secondary page', () => {
    expect(matchRoute('/p/a/ps--A-1/review-gallery')?.secondaryPageName).toBe('review-gallery');
  });

  it.each([
    ['an unknown id prefix', '/p/sepatu/xx--SPL-60001'],
    ['an id without prefix', '/p/sepatu/SPL-60001'],
    ['a prefix with nothing after it', '/p/sepatu/ps--'],
    ['a very long id', `/p/sepatu/ps--${'A'.repeat(65)}`],
    ['an unknown secondary page', '/p/sepatu/ps--SPL-60001/admin'],
    ['an encoded slash in the name', '/p/sepatu%2F..%2Fadmin/ps--SPL-60001'],
    ['an encoded slash in the id', '/p/sepatu/ps--SPL%2F60001'],
    ['a dot-dot segment', '/p/../ps--SPL-60001'],
    ['an encoded dot-dot segment', '/p/%2E%2E/ps--SPL-60001'],
    ['a backslash', '/p/sepatu%5C/ps--SPL-60001'],
    ['malformed percent encoding', '/p/sepatu%E0%A4%A/ps--SPL-60001'],
    ['a control character', '/p/sepatu%00/ps--SPL-60001'],
    ['a double slash', '/p//ps--SPL-60001'],
    ['a path that is too long', `/p/${'a'.repeat(3000)}/ps--SPL-60001`],
    ['a relative path', 'p/sepatu/ps--SPL-60001'],
    ['an id with script in it', '/p/x/ps--<script>'],
    ['an extra segment', '/p/a/ps--A-1/description/more'],
    ['an unknown page', '/tidak-ada'],
    ['a splat route with nothing after the prefix', '/brand'],
    ['a bundling catalog without its bundle', '/retail/bundling-catalog'],
  ])('rejects %s', (_reason, pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });

  it('gives every route a unique id', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('matchRemoteRoute', () => {
  it.each(SAMPLE_PATHS)('matches %s as the whole table does when a remote owns it, else not at all', (pathname) => {
    const match = matchRoute(pathname);
    expect(matchRemoteRoute(pathname)).toEqual(match && match.route.owner !== 'host' ? match : null);
  });

  it('matches no malformed path', () => {
    expect(matchRemoteRoute('/p/sepatu/..%2F/ps--SPL-60001')).toBeNull();
    expect(matchRemoteRoute('/p/sepatu/xx--SPL-60001')).toBeNull();
  });
});

describe('splitPath', () => {
  it('splits and decodes, ignoring one trailing slash', () => {
    expect(splitPath('/grocery/p/beras%20merah/')).toEqual(['grocery', 'p', 'beras merah']);
    expect(splitPath('/')).toEqual([]);
  });
});

describe('resolveVendor', () => {
  itMapsEach(resolveVendor, {
    GROCERY: ['/grocery/p/beras/ps--GRC-1', '/grocery/cart', '/grocery/tidak-dikenal', '/grocery'],
    RETAIL: ['/p/sepatu/ps--SPL-60001', '/cart', '/groceryish', '/%E0%A4%A'],
  });
});
