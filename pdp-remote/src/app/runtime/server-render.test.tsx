/**
 * @jest-environment node
 */
// The server render as a host's server calls it (Node, no DOM), against the backend simulator
// (mounted in MSW): the page's markup and critical CSS, the seed handed to the client, the SEO head,
// the statuses of products that cannot be shown, what its caches save, and the status of a page the
// browser builds (the bundling catalog). The running shoes (sepatu-lari-aero-run.json) are the product,
// asked for on a slug of their own that is not the official one.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import type { ServerRenderRequest } from '@pdp/host-contract/contract';
import { createServerModule } from './server-render';
import { TEST_BACKEND, http } from '@pdp/test-kit/backend-mock';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { retailDefinition } from '../../__tests__/render-remote';
import { pdpCatalogues } from '../../shared/i18n/pdp-catalogues';
import { useTranslator } from '../../shared/i18n/i18n-provider';
import { serverRenderRequest } from '@pdp/test-kit/server-render-request';
import { FAULT_KINDS } from '../../__tests__';
import { RETAIL_ROUTE_STATUSES } from '../registries/retail-route-statuses';

/** The desk lamp (lampu-meja.json), renamed past React's progressive chunk in this file's catalogue. */
const LONG_NAME = `Lampu Meja ${'Lipat '.repeat(4_000)}`.trim();
/** The blender (blender.json), sold out, has no reviews yet in this file's catalogue. */
const UNREVIEWED_SOLD_OUT = '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004';
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      const change = (file: string, fields: object) => files.set(file, { ...(files.get(file) as object), ...fields });
      change('products/lampu-meja.json', { name: LONG_NAME });
      change('products/blender.json', { statistics: { rating: 0, reviewCount: 0, soldCount: 0 } });
    }),
});

const NAME = 'Sepatu Lari Pria Aero Run 2';
/** The shoes on a slug that is not theirs: the custom URL gives the official one. */
const SHOES_ON_OTHER_SLUG = '/p/sepatu-lari-aero/ps--SPL-60001';
const OFFICIAL = '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001';
/** The simulator's SEO content of the shoes: the name, brand and categories, and the keyword the product config excludes. */
const SEO_DESCRIPTION = `Beli ${NAME} original dari Aero Official Store. Gratis retur 15 hari.`;
const KEYWORDS = [NAME, 'Aero', 'Olahraga', 'Sepatu Lari'];
const EXCLUDED_KEYWORD = 'murah banget';

const SUMMARY = /^\/backend\/product-detail\/products\/[^/]+\/_summary$/;
const SEO_CONTENT = /^\/backend\/content\/seo$/;
const CUSTOM_URLS = /^\/backend\/seo\/custom-urls$/;
const PRODUCT_CONFIGS = /^\/backend\/common\/content\/product-configs$/;

const request = (overrides: Partial<ServerRenderRequest> = {}) =>
  serverRenderRequest({ path: `${SHOES_ON_OTHER_SLUG}?utm_source=x`, vendor: 'RETAIL', backendBaseUrl: TEST_BACKEND, ...overrides });

/** The shoes' summary as the simulator answers it (what the page's heading, gallery and seed come from). */
async function shoesSummary(): Promise<ProductSummaryDto> {
  const answer = await fetch(`${TEST_BACKEND}/product-detail/products/ps--SPL-60001/_summary`);
  return ((await answer.json()) as { data: ProductSummaryDto }).data;
}

describe('server render with a hung backend', () => {
  it('gives up on its reads within the time the host allows, answering 500 instead of holding the page', async () => {
    // A summary that never answers, which the simulator cannot give: its `timeout` drops the call after
    // 20 ms here, sooner than any render gives up, and a latency would leave its timer running.
    backend.server.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => new Promise<Response>(() => undefined)));
    const { renderPage } = createServerModule(retailDefinition);
    const started = Date.now();
    const result = await renderPage(request({ backendTimeoutMs: 300 }));
    expect(result.status).toBe(500);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('server render of a product page', () => {
  it('renders the product with its critical CSS, and seeds the client with images, name, categories and merchant only', async () => {
    const summary = await shoesSummary();
    const { renderPage } = createServerModule(retailDefinition);
    const result = await renderPage(request());

    expect(result.status).toBe(200);
    expect(result.html).toContain(`>${NAME}</h1>`);
    expect(result.html).toContain('Rp629.300');
    expect(result.html).not.toMatch(/<style/);
    expect(result.styles.key).toBe('pdp-test');
    expect(result.styles.ids.length).toBeGreaterThan(10);
    expect(result.styles.css).toContain(`.pdp-test-${result.styles.ids[0]}`);
    expect(Object.keys(result.state as object).sort()).toEqual(['categories', 'images', 'merchant', 'name', 'productId']);
    expect(result.state).toMatchObject({ productId: 'ps--SPL-60001', name: NAME, images: summary.images, categories: summary.categories });
  });

  it('keeps a page larger than React’s progressive chunk in order, with no script the page’s CSP would block', async () => {
    // React moves a large part of the page out of order and reveals it with an inline script, which
    // carries no nonce: the CSP blocks it, and the browser's hydration finds the part missing.
    const result = await createServerModule(retailDefinition).renderPage(request({ path: '/p/lampu-meja-led-lipat/ps--LMP-60013' }));

    expect(result.status).toBe(200);
    expect(result.html).toContain(`>${LONG_NAME}</h1>`);
    expect(result.html).not.toMatch(/<script|<template/);
  });

  it('renders in English for a shopper who chose it, with no Indonesian of the page’s own', async () => {
    const result = await createServerModule(retailDefinition).renderPage(request({ locale: 'en' }));
    expect(result.status).toBe(200);
    expect(result.html).toContain('Overview');
    expect(result.html).not.toContain('Ringkasan');
  });

  it('describes the product for search engines: JSON-LD, description, keywords without the excluded ones, custom URL', async () => {
    const summary = await shoesSummary();
    const { seo } = await createServerModule(retailDefinition).renderPage(request());

    expect(seo.description).toBe(SEO_DESCRIPTION);
    // The SEO content lists the product config's excluded keyword last: it is left out.
    expect(seo.keywords).toEqual(KEYWORDS);
    expect(seo.canonicalPath).toBe(OFFICIAL);
    expect(seo.leadImage?.src).toBe(summary.images[0]?.full);
    expect(seo.structuredData).toMatchObject({
      '@type': 'Product',
      name: NAME,
      sku: 'SPL-60001-00001',
      offers: { price: 629300, priceCurrency: 'IDR', availability: 'https://schema.org/InStock', url: `https://toko.test${OFFICIAL}` },
      // The simulator rates a product by its reviews: twelve, averaging 4.
      aggregateRating: { ratingValue: 4, reviewCount: 12 },
    });
  });

  it('leaves the rating out of the JSON-LD of a product without reviews, and says when it is sold out', async () => {
    const { seo } = await createServerModule(retailDefinition).renderPage(request({ path: UNREVIEWED_SOLD_OUT }));
    expect(seo.structuredData).toMatchObject({ name: 'Blender Dapur Serbaguna 1,5 L' });
    expect(seo.structuredData).not.toHaveProperty('aggregateRating');
    expect(seo.structuredData).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it.each([
    [404, 404],
    [410, 410],
    [429, 429],
    [503, 500],
  ])('answers a summary that fails with %i as page status %i, with no markup', async (backendStatus, pageStatus) => {
    await backend.session.fault('/backend/product-detail/products/*/_summary', `status=${backendStatus}`, { method: 'GET' });
    const result = await createServerModule(retailDefinition).renderPage(request());
    expect(result.status).toBe(pageStatus);
    expect(result.html).toBe('');
  });

  it('answers 404 for a path that names no product, without calling the backend', async () => {
    const result = await createServerModule(retailDefinition).renderPage(request({ path: '/p/sepatu-lari-aero' }));
    expect(result.status).toBe(404);
    expect(backend.sent('GET', SUMMARY)).toEqual([]);
  });

  it('caches the product config under its key and skips the call while cached; a failure gives the defaults', async () => {
    await backend.session.fault('/backend/common/content/product-configs', 'status=500', { method: 'GET', times: 1 });
    const { renderPage } = createServerModule(retailDefinition);

    // The failed call is not cached: defaults (nothing excluded) this time, asked again next time.
    expect((await renderPage(request())).seo.keywords).toEqual([...KEYWORDS, EXCLUDED_KEYWORD]);
    expect((await renderPage(request())).seo.keywords).toEqual(KEYWORDS);
    await renderPage(request());
    expect(backend.sent('GET', PRODUCT_CONFIGS)).toHaveLength(2);
  });
});

it('seeds the client with `formatjs` when the render showed a message that needs @formatjs/intl, and only then', async () => {
  const catalogues = { ...pdpCatalogues, id: { ...pdpCatalogues.id, 'test.reviews': '{count, plural, other {# ulasan}}' } };
  function Reviews() {
    const { t } = useTranslator<'test.reviews'>();
    return <p>{t('test.reviews', { count: 2 })}</p>;
  }
  const withReviews = await createServerModule({ ...retailDefinition, catalogues, App: Reviews }).renderPage(request());
  expect(withReviews.html).toContain('<p>2 ulasan</p>');
  expect(withReviews.state).toMatchObject({ productId: 'ps--SPL-60001', formatjs: true });

  // The retail page's first screen in Indonesian shows none (its ICU messages are in what the browser loads).
  const retail = await createServerModule(retailDefinition).renderPage(request());
  expect(retail.status).toBe(200);
  expect(retail.state).not.toHaveProperty('formatjs');
});

it('seeds the client with `formatjs` for an English page whose lowest-price note needs a plural', async () => {
  // The shoes' price is the lowest in the last 30 days.
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
      await backend.session.fault('/backend/content/seo', fault, { method: 'GET' });
      await backend.session.fault('/backend/seo/custom-urls', fault, { method: 'GET' });
      const result = await createServerModule(retailDefinition).renderPage(request());
      expect(result.status).toBe(200);
      expect(result.html).toContain(`>${NAME}</h1>`);
      expect(result.seo.description).toBe(NAME);
      expect(result.seo.keywords).toEqual([]);
      expect(result.seo).not.toHaveProperty('canonicalPath');
      expect(result.seo.structuredData).not.toHaveProperty('description');
      expect(result.seo.structuredData).toMatchObject({ offers: { url: `https://toko.test${SHOES_ON_OTHER_SLUG}` } });
    },
  );
});

it('keeps no failed SEO read: the next page reads again and shows its SEO', async () => {
  await backend.session.fault('/backend/content/seo', 'status=500', { method: 'GET', times: 1 });
  await backend.session.fault('/backend/seo/custom-urls', 'status=503', { method: 'GET', times: 1 });
  const { renderPage } = createServerModule(retailDefinition);

  const failed = await renderPage(request());
  expect(failed.seo.description).toBe(NAME);
  expect(failed.seo).not.toHaveProperty('canonicalPath');
  const next = await renderPage(request());
  expect(next.seo.description).toBe(SEO_DESCRIPTION);
  expect(next.seo.canonicalPath).toBe(OFFICIAL);
  // A read that answered is kept.
  await renderPage(request());
  expect([backend.sent('GET', SEO_CONTENT).length, backend.sent('GET', CUSTOM_URLS).length]).toEqual([2, 2]);
});

describe('the status of a page the browser builds (the bundling catalog, decision 0071)', () => {
  /** The phone's bundle (smartphone-x5.json). */
  const BUNDLE = '/retail/bundling-catalog/BND-HPX-01?utm_source=x';
  const UNKNOWN_BUNDLE = '/retail/bundling-catalog/BND-TIDAK-ADA?utm_source=x';
  const BUNDLES = /^\/backend\/product\/bundles\/[^/]+$/;
  const { pageStatus } = createServerModule(retailDefinition, { routeStatuses: RETAIL_ROUTE_STATUSES });
  const bundlesRead = () => backend.sent('GET', BUNDLES).map((call) => call.pathname.split('/').pop());

  it('is 404 for a bundle the backend does not know, so the host answers with its 404 page', async () => {
    expect(await pageStatus?.(request({ path: UNKNOWN_BUNDLE }))).toBe(404);
    expect(bundlesRead()).toEqual(['BND-TIDAK-ADA']);
  });

  it('is 200 for a bundle that exists, and for a path that names no bundle, without a read', async () => {
    expect(await pageStatus?.(request({ path: BUNDLE }))).toBe(200);
    expect(bundlesRead()).toEqual(['BND-HPX-01']);
    expect(await pageStatus?.(request())).toBe(200);
    expect(bundlesRead()).toEqual(['BND-HPX-01']);
  });

  it.each(FAULT_KINDS)('GET /product/bundles/{bundleId} × %s: 200, the browser says the failure with a retry', async (fault) => {
    await backend.session.fault('/backend/product/bundles/*', fault, { method: 'GET' });
    expect(await pageStatus?.(request({ path: BUNDLE }))).toBe(200);
    expect(bundlesRead()).toEqual(['BND-HPX-01']);
  });

  it('is 200 for every page when the remote has no route statuses (the grocery remote)', async () => {
    expect(await createServerModule(retailDefinition).pageStatus?.(request({ path: UNKNOWN_BUNDLE }))).toBe(200);
  });
});
