/**
 * @jest-environment node
 */
// The server render as a host's server calls it (Node, no DOM), against the backend mocked at the
// network: the page's markup and critical CSS, the seed handed to the client, the SEO head, the
// statuses of products that cannot be shown, what its caches save, and the status of a page the
// browser builds (the bundling catalog).
import type { ServerRenderRequest } from '@pdp/host-contract/contract';
import { createServerModule } from './server-render';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, jsonContent, startBackendMock } from '@pdp/test-kit/backend-mock';
import { retailDefinition } from '../../__tests__/render-remote';
import { pdpCatalogues } from '../../shared/i18n/pdp-catalogues';
import { useTranslator } from '../../shared/i18n/i18n-provider';
import { serverRenderRequest } from '@pdp/test-kit/server-render-request';
import { FAULT_KINDS, faultHandler } from '../../__tests__';
import { RETAIL_ROUTE_STATUSES } from '../registries/retail-route-statuses';

startBackendMock();

const request = (overrides: Partial<ServerRenderRequest> = {}) =>
  serverRenderRequest({ path: '/p/sepatu-lari-aero/ps--SPL-1?utm_source=x', vendor: 'RETAIL', backendBaseUrl: TEST_BACKEND, ...overrides });

function serveSummary(summary = aSummary(), counter?: { calls: number }) {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => {
      if (counter) counter.calls += 1;
      return envelope(summary);
    }),
    http.get(`${TEST_BACKEND}/content/seo`, () =>
      envelope({ description: 'Sepatu lari ringan. Gratis retur 15 hari.', keywords: ['sepatu lari', 'murah banget', 'Aero'] }),
    ),
    http.get(`${TEST_BACKEND}/seo/custom-urls`, () => envelope({ url: '/p/sepatu-lari-aero/ps--SPL-1', customUrl: '/p/sepatu-lari-aero-resmi/ps--SPL-1' })),
    jsonContent('product-configs', [{ id: 'excludedSeoKeyword', value: 'murah banget' }]),
  );
}

describe('server render of a product page', () => {
  it('renders the product with its critical CSS, and seeds the client with images, name, categories and merchant only', async () => {
    const summary = aSummary();
    serveSummary(summary);
    const { renderPage } = createServerModule(retailDefinition);
    const result = await renderPage(request());

    expect(result.status).toBe(200);
    expect(result.html).toContain(`>${summary.name}</h1>`);
    expect(result.html).toContain('Rp629.300');
    expect(result.html).not.toMatch(/<style/);
    expect(result.styles.key).toBe('pdp-test');
    expect(result.styles.ids.length).toBeGreaterThan(10);
    expect(result.styles.css).toContain(`.pdp-test-${result.styles.ids[0]}`);
    expect(Object.keys(result.state as object).sort()).toEqual(['categories', 'images', 'merchant', 'name', 'productId']);
    expect(result.state).toMatchObject({ productId: 'ps--SPL-1', name: summary.name, images: summary.images, categories: summary.categories });
  });

  it('keeps a page larger than React’s progressive chunk in order, with no script the page’s CSP would block', async () => {
    // React moves a large part of the page out of order and reveals it with an inline script, which
    // carries no nonce: the CSP blocks it, and the browser's hydration finds the part missing.
    const name = `Sepatu Lari ${'Aero '.repeat(4_000)}`;
    serveSummary(aSummary({ name }));
    const result = await createServerModule(retailDefinition).renderPage(request());

    expect(result.status).toBe(200);
    expect(result.html).toContain(`>${name}</h1>`);
    expect(result.html).not.toMatch(/<script|<template/);
  });

  it('renders in English for a shopper who chose it, with no Indonesian of the page’s own', async () => {
    serveSummary(aSummary());
    const result = await createServerModule(retailDefinition).renderPage(request({ locale: 'en' }));
    expect(result.status).toBe(200);
    expect(result.html).toContain('Overview');
    expect(result.html).not.toContain('Ringkasan');
  });

  it('describes the product for search engines: JSON-LD, description, keywords without the excluded ones, custom URL', async () => {
    serveSummary(aSummary({ statistics: { rating: 4.6, reviewCount: 12, soldCount: 40 } }));
    const { seo } = await createServerModule(retailDefinition).renderPage(request());

    expect(seo.description).toBe('Sepatu lari ringan. Gratis retur 15 hari.');
    expect(seo.keywords).toEqual(['sepatu lari', 'Aero']);
    expect(seo.canonicalPath).toBe('/p/sepatu-lari-aero-resmi/ps--SPL-1');
    expect(seo.leadImage?.src).toBe(aSummary().images[0]?.full);
    expect(seo.structuredData).toMatchObject({
      '@type': 'Product',
      name: aSummary().name,
      sku: aSummary().itemSku,
      offers: { price: 629300, priceCurrency: 'IDR', availability: 'https://schema.org/InStock', url: 'https://toko.test/p/sepatu-lari-aero-resmi/ps--SPL-1' },
      aggregateRating: { ratingValue: 4.6, reviewCount: 12 },
    });
  });

  it('leaves the rating out of the JSON-LD of a product without reviews, and says when it is sold out', async () => {
    serveSummary(aSummary({ tags: ['OOS'], statistics: { rating: 0, reviewCount: 0, soldCount: 0 } }));
    const { seo } = await createServerModule(retailDefinition).renderPage(request());
    expect(seo.structuredData).not.toHaveProperty('aggregateRating');
    expect(seo.structuredData).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it.each([
    [404, 404],
    [410, 410],
    [429, 429],
    [503, 500],
  ])('answers a summary that fails with %i as page status %i, with no markup', async (backendStatus, pageStatus) => {
    backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(null, { status: backendStatus, code: 'ERROR' })));
    const result = await createServerModule(retailDefinition).renderPage(request());
    expect(result.status).toBe(pageStatus);
    expect(result.html).toBe('');
  });

  it('answers 404 for a path that names no product, without calling the backend', async () => {
    const counter = { calls: 0 };
    serveSummary(aSummary(), counter);
    const result = await createServerModule(retailDefinition).renderPage(request({ path: '/p/sepatu-lari-aero' }));
    expect(result.status).toBe(404);
    expect(counter.calls).toBe(0);
  });

  it('caches the product config under its key and skips the call while cached; a failure gives the defaults', async () => {
    let configCalls = 0;
    serveSummary();
    backendServer.use(
      http.get(`${TEST_BACKEND}/common/content/product-configs`, () => {
        configCalls += 1;
        return configCalls === 1 ? envelope(null, { status: 500, code: 'ERROR' }) : envelope(JSON.stringify([{ id: 'excludedSeoKeyword', value: 'Aero' }]));
      }),
    );
    const { renderPage } = createServerModule(retailDefinition);

    // The failed call is not cached: defaults (nothing excluded) this time, asked again next time.
    expect((await renderPage(request())).seo.keywords).toEqual(['sepatu lari', 'murah banget', 'Aero']);
    expect((await renderPage(request())).seo.keywords).toEqual(['sepatu lari', 'murah banget']);
    await renderPage(request());
    expect(configCalls).toBe(2);
  });
});

it('seeds the client with `formatjs` when the render showed a message that needs @formatjs/intl, and only then', async () => {
  serveSummary();
  const catalogues = { ...pdpCatalogues, id: { ...pdpCatalogues.id, 'test.reviews': '{count, plural, other {# ulasan}}' } };
  function Reviews() {
    const { t } = useTranslator<'test.reviews'>();
    return <p>{t('test.reviews', { count: 2 })}</p>;
  }
  const withReviews = await createServerModule({ ...retailDefinition, catalogues, App: Reviews }).renderPage(request());
  expect(withReviews.html).toContain('<p>2 ulasan</p>');
  expect(withReviews.state).toMatchObject({ productId: 'ps--SPL-1', formatjs: true });

  // The retail page's first screen in Indonesian shows none (its ICU messages are in what the browser loads).
  const retail = await createServerModule(retailDefinition).renderPage(request());
  expect(retail.status).toBe(200);
  expect(retail.state).not.toHaveProperty('formatjs');
});

it('seeds the client with `formatjs` for an English page whose lowest-price note needs a plural', async () => {
  serveSummary(aSummary({ details: { campaignInfo: null, usps: [], warranty: null, cheapestPrice: { period: 30, unit: 'DAY' }, maxQuantity: 10 } }));
  const english = await createServerModule(retailDefinition).renderPage(request({ locale: 'en' }));
  expect(english.html).toContain('Lowest price in the last 30 days');
  expect(english.state).toMatchObject({ formatjs: true });

  const indonesian = await createServerModule(retailDefinition).renderPage(request());
  expect(indonesian.html).toContain('Harga termurah dalam 30 hari terakhir');
  expect(indonesian.state).not.toHaveProperty('formatjs');
});

describe('server render when the SEO calls fail (spec §8: SEO content is reset to empty)', () => {
  it.each(FAULT_KINDS)(
    'GET /content/seo and /seo/custom-urls × %s: the page renders, its SEO empty: the name as description, no keywords, its own path',
    async (fault) => {
      serveSummary(aSummary());
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/content/seo`, fault), faultHandler('GET', `${TEST_BACKEND}/seo/custom-urls`, fault));
      const result = await createServerModule(retailDefinition).renderPage(request());
      expect(result.status).toBe(200);
      expect(result.html).toContain(`>${aSummary().name}</h1>`);
      expect(result.seo.description).toBe(aSummary().name);
      expect(result.seo.keywords).toEqual([]);
      expect(result.seo).not.toHaveProperty('canonicalPath');
      expect(result.seo.structuredData).not.toHaveProperty('description');
      expect(result.seo.structuredData).toMatchObject({ offers: { url: 'https://toko.test/p/sepatu-lari-aero/ps--SPL-1' } });
    },
  );
});

it('keeps no failed SEO read: the next page reads again and shows its SEO', async () => {
  serveSummary(aSummary());
  let seoCalls = 0;
  let customUrlCalls = 0;
  backendServer.use(
    http.get(`${TEST_BACKEND}/content/seo`, () => {
      seoCalls += 1;
      return seoCalls === 1 ? envelope(null, { status: 500, code: 'ERROR' }) : envelope({ description: 'Sepatu lari ringan.', keywords: ['sepatu lari'] });
    }),
    http.get(`${TEST_BACKEND}/seo/custom-urls`, () => {
      customUrlCalls += 1;
      return customUrlCalls === 1
        ? envelope(null, { status: 503, code: 'ERROR' })
        : envelope({ url: '/p/sepatu-lari-aero/ps--SPL-1', customUrl: '/p/sepatu-lari-aero-resmi/ps--SPL-1' });
    }),
  );
  const { renderPage } = createServerModule(retailDefinition);

  const failed = await renderPage(request());
  expect(failed.seo.description).toBe(aSummary().name);
  expect(failed.seo).not.toHaveProperty('canonicalPath');
  const next = await renderPage(request());
  expect(next.seo.description).toBe('Sepatu lari ringan.');
  expect(next.seo.canonicalPath).toBe('/p/sepatu-lari-aero-resmi/ps--SPL-1');
  // A read that answered is kept.
  await renderPage(request());
  expect([seoCalls, customUrlCalls]).toEqual([2, 2]);
});

describe('server render with a hung backend', () => {
  it('gives up on its reads within the time the host allows, answering 500 instead of holding the page', async () => {
    backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => new Promise<Response>(() => undefined)));
    const { renderPage } = createServerModule(retailDefinition);
    const started = Date.now();
    const result = await renderPage(request({ path: '/p/hang/ps--HNG-1', backendTimeoutMs: 300 }));
    expect(result.status).toBe(500);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('the status of a page the browser builds (the bundling catalog, decision 0071)', () => {
  const BUNDLE = '/retail/bundling-catalog/BND-1?utm_source=x';
  const { pageStatus } = createServerModule(retailDefinition, { routeStatuses: RETAIL_ROUTE_STATUSES });
  /** The bundle's read answering `answer`, its requested ids kept. */
  function serveBundle(answer: () => Response | Promise<Response>) {
    const ids: unknown[] = [];
    backendServer.use(
      http.get(`${TEST_BACKEND}/product/bundles/:bundleId`, ({ params }) => {
        ids.push(params.bundleId);
        return answer();
      }),
    );
    return ids;
  }

  it('is 404 for a bundle the backend does not know, so the host answers with its 404 page', async () => {
    const ids = serveBundle(() => envelope(null, { status: 404, code: 'NOT_FOUND' }));
    expect(await pageStatus?.(request({ path: BUNDLE }))).toBe(404);
    expect(ids).toEqual(['BND-1']);
  });

  it('is 200 for a bundle that exists, and for a path that names no bundle, without a read', async () => {
    serveBundle(() =>
      envelope({
        bundleId: 'BND-1',
        name: 'Paket',
        items: [{ itemSku: 'SPL-1-00001', name: 'Sepatu', price: { offered: 1, combo: 1 }, primary: true, available: true }],
      }),
    );
    expect(await pageStatus?.(request({ path: BUNDLE }))).toBe(200);
    const ids = serveBundle(() => envelope(null, { status: 404, code: 'NOT_FOUND' }));
    expect(await pageStatus?.(request())).toBe(200);
    expect(ids).toEqual([]);
  });

  it.each(FAULT_KINDS)('GET /product/bundles/{bundleId} × %s: 200, the browser says the failure with a retry', async (fault) => {
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product/bundles/:bundleId`, fault));
    expect(await pageStatus?.(request({ path: BUNDLE }))).toBe(200);
  });

  it('is 200 for every page when the remote has no route statuses (the grocery remote)', async () => {
    serveBundle(() => envelope(null, { status: 404, code: 'NOT_FOUND' }));
    expect(await createServerModule(retailDefinition).pageStatus?.(request({ path: BUNDLE }))).toBe(200);
  });
});
