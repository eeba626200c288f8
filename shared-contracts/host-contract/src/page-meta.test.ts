import { matchRoute } from './routes';
import { pageTitle, robotsContent } from './page-meta';
import { itMapsEach } from './__tests__/it-maps-each';

describe('pageTitle', () => {
  it('gives the retail product detail title', () => {
    expect(pageTitle({ match: matchRoute('/p/sepatu/ps--SPL-60001'), brand: 'Pasarku' })).toBe('Product Detail Page | Pasarku');
    expect(pageTitle({ match: matchRoute('/p/sepatu/ps--SPL-60001/description'), brand: 'Pasarku' })).toBe('Product Detail Page | Pasarku');
  });

  it('gives the grocery product detail title', () => {
    expect(pageTitle({ match: matchRoute('/grocery/p/beras/is--GRC-1-00001'), brand: 'Pasarku' })).toBe('Product Detail Page Grocery | Pasarku');
  });

  it('uses the route metadata title elsewhere, then the brand', () => {
    expect(pageTitle({ match: matchRoute('/cart'), brand: 'Pasarku', metadataTitle: 'Bag' })).toBe('Bag');
    expect(pageTitle({ match: matchRoute('/cart'), brand: 'Pasarku' })).toBe('Pasarku');
    expect(pageTitle({ match: matchRoute('/cart'), brand: 'Pasarku', metadataTitle: '  ' })).toBe('Pasarku');
    expect(pageTitle({ match: matchRoute('/retail/bundling-catalog/BND-1'), brand: 'Pasarku', metadataTitle: 'Katalog paket' })).toBe('Katalog paket');
  });

  it('does not give the product title to a product path with a bad id', () => {
    expect(pageTitle({ match: matchRoute('/p/sepatu/zz--1'), brand: 'Pasarku', metadataTitle: 'Halaman tidak ditemukan' })).toBe('Halaman tidak ditemukan');
  });
});

describe('robotsContent', () => {
  itMapsEach(robotsContent, {
    'noindex,nofollow': [
      '/p/sepatu/ps--SPL-60001/description',
      '/grocery/p/beras/ps--GRC-1/shipping',
      '/p/%E0%A4%A/ps--x/description',
      '/retail/bundling-catalog/BND-HPX-01',
    ],
    'index,follow': ['/p/sepatu/is--SPL-60001-00001/description', '/p/sepatu/ps--SPL-60001', '/p/sepatu/ps--SPL-60001/not-a-page', '/cart'],
  });
});
