/**
 * @jest-environment node
 */
// The host server's page for product routes and non-pages, with the remote's server build faked at
// its module boundary: the shell around the remote's markup, statuses, the head, and a remote down.
import type { RemoteServerModule, RuntimeConfig, ServerRenderResult } from '@pdp/shared-contracts';
import { renderServerPage, type RenderPageInput } from './render-page';
import type { RemoteServerModules } from './remote-server-modules';
import { createCircuitBreaker, createStaleStore } from './resilience';

const TEMPLATE =
  '<!doctype html><html lang=id><head><title>Pasarku</title><meta name=robots content=index,follow><style>body{margin:0}</style></head><body><div id=root></div></body></html>';
const config: RuntimeConfig = {
  brand: 'Pasarku',
  backendBaseUrl: '/backend',
  remotes: {
    retail: { manifestUrl: 'http://remote.test/mf-manifest.json', serverEntryUrl: 'http://remote.test/server/remoteEntry.js' },
    grocery: { manifestUrl: 'http://grocery.test/mf-manifest.json' },
  },
};

const rendered = (overrides: Partial<ServerRenderResult> = {}): ServerRenderResult => ({
  status: 200,
  html: '<article><h1 class="pdp-x">Sepatu </script> Lari</h1></article>',
  styles: { key: 'pdp', ids: ['x'], css: '.pdp-x{color:red;}' },
  seo: {
    description: 'Sepatu lari "ringan"',
    keywords: ['sepatu', 'lari'],
    structuredData: { '@type': 'Product', name: 'Sepatu </script> Lari' },
    leadImage: { src: '/img/a.svg' },
  },
  state: { productId: 'ps--SPL-1' },
  ...overrides,
});

function modulesAnswering(answer: () => Promise<ServerRenderResult>): RemoteServerModules & { requests: unknown[] } {
  const requests: unknown[] = [];
  const module: RemoteServerModule = {
    contractVersion: '1.1.0',
    renderPage: (request) => {
      requests.push(request);
      return answer();
    },
  };
  return { requests, load: async () => module };
}

const input = (requestUrl: string, modules: RemoteServerModules, log = jest.fn()): RenderPageInput => ({
  template: TEMPLATE,
  config,
  requestUrl,
  origin: 'https://toko.test',
  backendBaseUrl: 'http://backend.test/backend',
  nonce: 'n0nce',
  modules,
  log,
});

describe("the host server's page", () => {
  it("puts the remote's markup in the host's shell, with both critical styles nonced and the SEO head", async () => {
    const modules = modulesAnswering(async () => rendered());
    const page = await renderServerPage(input('/p/sepatu-lari/ps--SPL-1?utm_source=x&color=red', modules));

    expect(page?.status).toBe(200);
    const html = page?.html ?? '';
    expect(html).toMatch(/<div id="root">.*>Pasarku<\/a>.*<div data-remote="retail"[^>]*><article><h1 class="pdp-x">/s);
    expect(html).toContain('<style data-emotion="pdp x" nonce="n0nce">.pdp-x{color:red;}</style>');
    expect(html).toMatch(/<style data-emotion="host [^"]+" nonce="n0nce">/);
    expect(html).toContain('<style nonce="n0nce">body{margin:0}</style>');
    expect(html).toContain('<meta name="description" content="Sepatu lari &quot;ringan&quot;">');
    expect(html).toContain('<link rel="preload" as="image" href="/img/a.svg" fetchpriority="high">');
    expect(html).toContain('<link rel="canonical" href="https://toko.test/p/sepatu-lari/ps--SPL-1?color=red">');
    // JSON in a script never closes it early.
    expect(html).toContain('"name":"Sepatu \\u003c/script\\u003e Lari"');
    const serverPage = JSON.parse(/<script id="pdp-server-page" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    expect(serverPage).toEqual({
      path: '/p/sepatu-lari/ps--SPL-1?utm_source=x&color=red',
      remote: 'retail',
      status: 200,
      state: { productId: 'ps--SPL-1' },
      locale: 'id',
      nonce: 'n0nce',
    });
    expect(modules.requests).toEqual([
      expect.objectContaining({
        path: '/p/sepatu-lari/ps--SPL-1?utm_source=x&color=red',
        vendor: 'RETAIL',
        backendBaseUrl: 'http://backend.test/backend',
        origin: 'https://toko.test',
        nonce: 'n0nce',
      }),
    ]);
  });

  it('renders the page in the shopper’s language: the shell, the remote’s render and the hydration facts', async () => {
    const modules = modulesAnswering(async () => rendered());
    const page = await renderServerPage({ ...input('/p/sepatu-lari/ps--SPL-1', modules), locale: 'en', hostEnglishScript: '/host-messages-en.0123456789.js' });
    const html = page?.html ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Skip to main content');
    expect(html).not.toContain('Langsung ke konten utama');
    expect(html).toContain('<link rel="preload" as="script" href="/host-messages-en.0123456789.js" nonce="n0nce">');
    expect(modules.requests).toEqual([expect.objectContaining({ locale: 'en' })]);
    const serverPage = JSON.parse(/<script id="pdp-server-page" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    expect(serverPage.locale).toBe('en');
  });

  it("preloads the remote's scripts only for a page the remote will mount", async () => {
    const remoteAssets = { entryUrl: 'http://remote.test/remoteEntry.js', exposeScripts: ['http://remote.test/expose.js'], namedChunks: {} };
    const preloads = (html = '') => html.match(/<link rel="preload" as="script" href="[^"]+" nonce="n0nce">/g) ?? [];
    const mounted = await renderServerPage({
      ...input(
        '/p/sepatu-lari/ps--SPL-1',
        modulesAnswering(async () => rendered()),
      ),
      remoteAssets,
    });
    expect(preloads(mounted?.html)).toEqual([
      '<link rel="preload" as="script" href="http://remote.test/remoteEntry.js" nonce="n0nce">',
      '<link rel="preload" as="script" href="http://remote.test/expose.js" nonce="n0nce">',
    ]);
    const gone = await renderServerPage({
      ...input(
        '/p/sepatu-lari/ps--SPL-1',
        modulesAnswering(async () => rendered({ status: 410, html: '' })),
      ),
      remoteAssets,
    });
    expect(preloads(gone?.html)).toEqual([]);
    const down = await renderServerPage({
      ...input(
        '/p/sepatu-lari/ps--SPL-1',
        modulesAnswering(() => Promise.reject(new Error('ECONNREFUSED'))),
      ),
      remoteAssets,
    });
    expect(down?.status).toBe(503);
    expect(preloads(down?.html)).toEqual([]);
  });

  it('uses the custom URL as the canonical when the remote gives one', async () => {
    const page = await renderServerPage(
      input(
        '/p/nama-lain/ps--SPL-1',
        modulesAnswering(async () => rendered({ seo: { canonicalPath: '/p/sepatu-lari/ps--SPL-1' } })),
      ),
    );
    expect(page?.html).toContain('<link rel="canonical" href="https://toko.test/p/sepatu-lari/ps--SPL-1">');
  });

  it.each([
    [410, 'Produk ini sudah tidak dijual'],
    [429, 'Lagi ramai banget, nih!'],
    [404, 'Halaman tidak ditemukan'],
  ] as const)('answers %i with the empty state in the shell when the remote says so', async (status, title) => {
    const page = await renderServerPage(
      input(
        '/p/sepatu-lari/ps--SPL-1',
        modulesAnswering(async () => rendered({ status, html: '' })),
      ),
    );
    expect(page?.status).toBe(status);
    expect(page?.html).toContain(title);
    expect(page?.html).not.toContain('application/ld+json');
  });

  it('answers 503 with the shell and the server-down state when the remote throws, and logs it', async () => {
    const log = jest.fn();
    const page = await renderServerPage(
      input(
        '/p/sepatu-lari/ps--SPL-1',
        modulesAnswering(() => Promise.reject(new Error('render exploded'))),
        log,
      ),
    );
    expect(page?.status).toBe(503);
    expect(page?.html).toContain('Server sedang bermasalah');
    expect(page?.html).toContain('>Pasarku</a>');
    expect(log).toHaveBeenCalledWith('remote-server-render-error', { remote: 'retail', reason: 'render exploded' });
  });

  it('answers 503 the same when the server build cannot be loaded', async () => {
    const modules: RemoteServerModules = { load: () => Promise.reject(new Error('ECONNREFUSED')) };
    const page = await renderServerPage(input('/p/sepatu-lari/ps--SPL-1', modules));
    expect(page?.status).toBe(503);
    expect(page?.html).toContain('Server sedang bermasalah');
  });

  it("renders the host's 404 in its shell for paths that are no page", async () => {
    const modules = modulesAnswering(async () => rendered());
    for (const path of ['/p/sepatu-lari', '/tidak/ada/apa-apa']) {
      const page = await renderServerPage(input(path, modules));
      expect(page?.status).toBe(404);
      expect(page?.html).toContain('Halaman tidak ditemukan');
    }
    expect(modules.requests).toEqual([]);
  });

  it("leaves the host's own pages and remotes without a server build to the browser", async () => {
    const modules = modulesAnswering(async () => rendered());
    expect(await renderServerPage(input('/cart', modules))).toBeNull();
    expect(await renderServerPage(input('/grocery/p/beras/ps--BRS-1', modules))).toBeNull();
  });
});

describe('when the backend fails (issue 22)', () => {
  const serverPageOf = (html: string) =>
    JSON.parse(/<script id="pdp-server-page" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { stale?: boolean; status: number };

  it('gives the remote’s backend reads a timeout inside the render budget', async () => {
    const modules = modulesAnswering(async () => rendered());
    await renderServerPage({ ...input('/p/sepatu-lari/ps--SPL-1', modules), renderBudgetMs: 2000 });
    expect(modules.requests).toEqual([expect.objectContaining({ backendTimeoutMs: 800 })]);
  });

  it('serves a recently rendered product from its last good render, marked stale; another gets the server-down state', async () => {
    let backendUp = true;
    const modules = modulesAnswering(async () => (backendUp ? rendered() : rendered({ status: 500, html: '', state: null })));
    const resilience = { breakerFor: () => breaker, lastGood: createStaleStore() };
    const breaker = createCircuitBreaker({ failureThreshold: 2, openMs: 60_000 });
    const withResilience = (url: string) => ({ ...input(url, modules), resilience });

    expect((await renderServerPage(withResilience('/p/sepatu-lari/ps--SPL-1')))?.stale).toBeUndefined();
    backendUp = false;
    const stale = await renderServerPage(withResilience('/p/sepatu-lari/ps--SPL-1'));
    expect(stale?.status).toBe(200);
    expect(stale?.stale).toBe(true);
    expect(stale?.html).toContain('<h1 class="pdp-x">');
    expect(serverPageOf(stale?.html ?? '')).toMatchObject({ status: 200, stale: true });

    // The same page reached through a shared link with tracking parameters.
    expect((await renderServerPage(withResilience('/p/sepatu-lari/ps--SPL-1?utm_source=wa&pid=7')))?.stale).toBe(true);

    const never = await renderServerPage(withResilience('/p/kopi/ps--KPI-1'));
    expect(never?.status).toBe(503);
    expect(never?.stale).toBeUndefined();
  });

  it('stops calling once the breaker opens, answering at once from the last good render or with the server-down state', async () => {
    const modules = modulesAnswering(() => Promise.reject(new Error('backend hangs')));
    const breaker = createCircuitBreaker({ failureThreshold: 2, openMs: 60_000 });
    const lastGood = createStaleStore();
    lastGood.remember('retail id /p/sepatu-lari/ps--SPL-1', rendered());
    const resilience = { breakerFor: () => breaker, lastGood };
    await renderServerPage({ ...input('/p/a/ps--A-1', modules), resilience });
    await renderServerPage({ ...input('/p/b/ps--B-1', modules), resilience });
    expect(breaker.state).toBe('open');
    expect(modules.requests).toHaveLength(2);

    expect((await renderServerPage({ ...input('/p/sepatu-lari/ps--SPL-1', modules), resilience }))?.stale).toBe(true);
    expect((await renderServerPage({ ...input('/p/c/ps--C-1', modules), resilience }))?.status).toBe(503);
    expect(modules.requests).toHaveLength(2);
  });
});
