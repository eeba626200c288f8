/**
 * @jest-environment node
 */
// The host server's page for product routes and non-pages, with the remote's server build faked at
// its module boundary: the shell around the remote's markup, statuses, the head, and a remote down.
import type { PageStatus, RemoteServerModule, ServerRenderRequest, ServerRenderResult } from '@pdp/host-contract/contract';
import type { RemoteServerModules } from './remote-server-modules';
import { createRenderResilience, renderServerPage } from './render-page';
import { pageInput, testRuntimeConfig } from './testing/page-input';

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

const input = (requestUrl: string, modules: RemoteServerModules, log = jest.fn()) => pageInput(testRuntimeConfig(), requestUrl, modules, log);

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
    // What the server rendered paints before any script is fetched (paint-first.ts): the host's script waits.
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('src=/main.js');
    expect(html).toMatch(/<template id="pdp-after-paint"><script nonce="n0nce" defer src=\/main.js><\/script>/);
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
      ...input('/p/sepatu-lari/ps--SPL-1', { load: () => Promise.reject(new Error('ECONNREFUSED')) }),
      remoteAssets,
    });
    expect(down?.status).toBe(503);
    expect(preloads(down?.html)).toEqual([]);
  });

  it("tells the browser the remote's container on a page the remote will mount, instead of a manifest preload (decision 0085)", async () => {
    const remoteAssets = { entryUrl: 'http://remote.test/remoteEntry.js', exposeScripts: ['http://remote.test/expose.js'], namedChunks: {} };
    const serverPageOf = (html = '') => JSON.parse(/<script id="pdp-server-page" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    const manifestPreload = '<link rel="preload" as="fetch"';
    const mounted = await renderServerPage({
      ...input(
        '/p/sepatu-lari/ps--SPL-1',
        modulesAnswering(async () => rendered()),
      ),
      remoteAssets,
    });
    expect(serverPageOf(mounted?.html)).toMatchObject({ remote: 'retail', status: 200, remoteEntry: 'http://remote.test/remoteEntry.js' });
    expect(mounted?.html).not.toContain(manifestPreload);
    const gone = await renderServerPage({
      ...input(
        '/p/sepatu-lari/ps--SPL-1',
        modulesAnswering(async () => rendered({ status: 410, html: '' })),
      ),
      remoteAssets,
    });
    expect(serverPageOf(gone?.html)).not.toHaveProperty('remoteEntry');
    // Without the manifest read on the server, the browser reads it, preloaded.
    const unread = await renderServerPage(
      input(
        '/p/sepatu-lari/ps--SPL-1',
        modulesAnswering(async () => rendered()),
      ),
    );
    expect(serverPageOf(unread?.html)).not.toHaveProperty('remoteEntry');
    expect(unread?.html).toContain(manifestPreload);
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

  it('leaves the page to the browser when the remote throws (its build loaded), and logs it', async () => {
    const log = jest.fn();
    const page = await renderServerPage(
      input(
        '/p/sepatu-lari/ps--SPL-1',
        modulesAnswering(() => Promise.reject(new Error('render exploded'))),
        log,
      ),
    );
    expect(page).toBeNull();
    expect(log).toHaveBeenCalledWith('remote-server-render-error', { remote: 'retail', reason: 'render exploded' });
  });

  it('leaves the page to the browser when the remote answers 500 (a backend read failed), and logs it', async () => {
    const log = jest.fn();
    const page = await renderServerPage(
      input(
        '/p/sepatu-lari/ps--SPL-1',
        modulesAnswering(async () => rendered({ status: 500, html: '', state: null })),
        log,
      ),
    );
    expect(page).toBeNull();
    expect(log).toHaveBeenCalledWith('remote-server-render-error', { remote: 'retail', reason: expect.stringContaining('answered 500') });
  });

  it('answers 503 with the shell and the server-down state when the server build cannot be loaded', async () => {
    const log = jest.fn();
    const modules: RemoteServerModules = { load: () => Promise.reject(new Error('ECONNREFUSED')) };
    const page = await renderServerPage(input('/p/sepatu-lari/ps--SPL-1', modules, log));
    expect(page?.status).toBe(503);
    expect(page?.html).toContain('Server sedang bermasalah');
    expect(page?.html).toContain('>Pasarku</a>');
    expect(log).toHaveBeenCalledWith('remote-server-build-error', { remote: 'retail', reason: 'ECONNREFUSED' });
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

  describe('the bundling catalog, a remote page the browser builds (decision 0071)', () => {
    const BUNDLE = '/retail/bundling-catalog/BND-HPX-01';
    /** A remote whose server build answers the page's status with `status`, its renders and status requests counted. */
    function modulesWithStatus(status: () => Promise<PageStatus>) {
      const modules = modulesAnswering(async () => rendered());
      const statusRequests: ServerRenderRequest[] = [];
      const load = modules.load;
      modules.load = async (...args) => ({
        ...(await load(...args)),
        pageStatus: (request) => {
          statusRequests.push(request);
          return status();
        },
      });
      return Object.assign(modules, { statusRequests });
    }

    it("answers an unknown bundle 404 with the host's 404 page in its shell, as the remote's server build says, without a render", async () => {
      const modules = modulesWithStatus(async () => 404);
      const page = await renderServerPage(input(`${BUNDLE}?utm_source=x`, modules));
      expect(page?.status).toBe(404);
      const html = page?.html ?? '';
      expect(html).toContain('Halaman tidak ditemukan');
      expect(html).toContain('>Pasarku</a>');
      const serverPage = JSON.parse(/<script id="pdp-server-page" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
      expect(serverPage).toMatchObject({ path: `${BUNDLE}?utm_source=x`, remote: 'retail', status: 404, state: null });
      expect(modules.requests).toEqual([]);
      expect(modules.statusRequests).toEqual([
        expect.objectContaining({ path: `${BUNDLE}?utm_source=x`, vendor: 'RETAIL', backendBaseUrl: 'http://backend.test/backend', backendTimeoutMs: 1200 }),
      ]);
    });

    it('leaves a bundle that exists to the browser, and so a remote without the status, one that fails and one without a server build', async () => {
      const log = jest.fn();
      expect(
        await renderServerPage(
          input(
            BUNDLE,
            modulesWithStatus(async () => 200),
          ),
        ),
      ).toBeNull();
      const older = modulesAnswering(async () => rendered());
      expect(await renderServerPage(input(BUNDLE, older))).toBeNull();
      expect(older.requests).toEqual([]);
      expect(
        await renderServerPage(
          input(
            BUNDLE,
            modulesWithStatus(() => Promise.reject(new Error('status exploded'))),
            log,
          ),
        ),
      ).toBeNull();
      expect(log).toHaveBeenCalledWith('remote-page-status-error', { remote: 'retail', reason: 'status exploded' });
      // A status the host shows no page for (500: the backend failed) is the browser's to say.
      expect(
        await renderServerPage(
          input(
            BUNDLE,
            modulesWithStatus(async () => 500),
          ),
        ),
      ).toBeNull();
      const config = testRuntimeConfig();
      const { serverEntryUrl: _none, ...retail } = config.remotes.retail;
      const withoutBuild = modulesWithStatus(async () => 404);
      expect(await renderServerPage(pageInput({ ...config, remotes: { ...config.remotes, retail } }, BUNDLE, withoutBuild))).toBeNull();
      expect(withoutBuild.statusRequests).toEqual([]);
    });
  });
});

describe('when the backend fails (issues 22 and 38)', () => {
  const serverPageOf = (html: string) =>
    JSON.parse(/<script id="pdp-server-page" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { stale?: boolean; status: number };
  const HANGING = '/p/hang/ps--HNG-1';
  const HEALTHY = (index: number) => `/p/sehat-${index}/ps--SHT-${index}`;

  /** A remote whose renders of `failing` paths fail (500: its backend failed), the others answer; a clock the test moves. */
  function world({ failing = (_path: string): boolean => false, breaker = {} } = {}) {
    let now = 0;
    const modules = modulesAnswering(async () => rendered());
    const paths: string[] = [];
    modules.load = async () => ({
      contractVersion: '1.1.0',
      renderPage: async (request) => {
        paths.push(request.path);
        return failing(request.path) ? rendered({ status: 500, html: '', state: null }) : rendered({ html: `<h1>${request.path}</h1>` });
      },
    });
    const resilience = createRenderResilience({
      now: () => now,
      breaker: { minCalls: 10, minFailingPages: 3, ...breaker },
      failedPages: { baseMs: 1_000, maxMs: 30_000 },
      serveFreshForMs: 30_000,
      refreshAfterMs: 1_000,
    });
    return {
      paths,
      resilience,
      tick: (ms: number) => {
        now += ms;
      },
      page: (url: string) => renderServerPage({ ...input(url, modules), resilience }),
    };
  }

  it('gives the remote’s backend reads a timeout inside the render budget', async () => {
    const modules = modulesAnswering(async () => rendered());
    await renderServerPage({ ...input('/p/sepatu-lari/ps--SPL-1', modules), renderBudgetMs: 2000 });
    expect(modules.requests).toEqual([expect.objectContaining({ backendTimeoutMs: 800 })]);
  });

  it('never fails another product for one product’s failures, however many', async () => {
    const { page, resilience, tick } = world({ failing: (path) => path === HANGING });
    for (let burst = 0; burst < 50; burst += 1) {
      await Promise.all(Array.from({ length: 6 }, () => page(HANGING)));
      tick(1_100);
    }
    expect(resilience.breakerFor('retail').state).toBe('closed');
    for (let index = 0; index < 20; index += 1) {
      const healthy = await page(HEALTHY(index));
      expect(healthy?.status).toBe(200);
      expect(healthy?.html).toContain(`<h1>${HEALTHY(index)}</h1>`);
    }
  });

  it('answers a product that failed lately at once, with the shell, and tries it again behind after its back-off', async () => {
    let broken = true;
    const { page, paths, tick } = world({ failing: (path) => broken && path === HANGING });
    // The first failure: the shell, for the browser to build the page with its own states.
    expect(await page(HANGING)).toBeNull();
    expect(paths).toEqual([HANGING]);
    // Backing off: no render at all.
    expect(await page(HANGING)).toBeNull();
    expect(paths).toHaveLength(1);
    // Back-off over: still answered at once, one render tries again behind.
    tick(1_000);
    broken = false;
    expect(await page(HANGING)).toBeNull();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(paths).toHaveLength(2);
    // It answered: the next request gets its render.
    expect((await page(HANGING))?.html).toContain(`<h1>${HANGING}</h1>`);
  });

  it('doubles the back-off of a page that keeps failing', async () => {
    const { page, paths, tick } = world({ failing: (path) => path === HANGING });
    await page(HANGING);
    tick(1_000);
    await page(HANGING);
    await new Promise((resolve) => setImmediate(resolve));
    expect(paths).toHaveLength(2);
    tick(1_999);
    await page(HANGING);
    expect(paths).toHaveLength(2);
    tick(1);
    await page(HANGING);
    await new Promise((resolve) => setImmediate(resolve));
    expect(paths).toHaveLength(3);
  });

  it('shares one render among concurrent requests for the same page, and one failure', async () => {
    let answer!: (result: ServerRenderResult) => void;
    const modules = modulesAnswering(
      () =>
        new Promise<ServerRenderResult>((resolve) => {
          answer = resolve;
        }),
    );
    const resilience = createRenderResilience();
    const burst = Array.from({ length: 100 }, () => renderServerPage({ ...input('/p/hang/ps--HNG-1?utm_source=x', modules), resilience }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(modules.requests).toHaveLength(1);
    answer(rendered({ status: 500, html: '', state: null }));
    expect(await Promise.all(burst)).toEqual(Array(100).fill(null));
    // Another language is another page.
    void renderServerPage({ ...input('/p/hang/ps--HNG-1', modules), resilience, locale: 'en' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(modules.requests).toHaveLength(2);
  });

  it('serves a young last good render at once, one render refreshing it behind', async () => {
    let version = 1;
    let answer: ((result: ServerRenderResult) => void) | null = null;
    const modules = modulesAnswering(
      () =>
        new Promise<ServerRenderResult>((resolve) => {
          answer = resolve;
        }),
    );
    let now = 0;
    const resilience = createRenderResilience({ now: () => now, serveFreshForMs: 30_000, refreshAfterMs: 1_000 });
    const page = () => renderServerPage({ ...input('/p/sepatu-lari/ps--SPL-1', modules), resilience });
    const first = page();
    await new Promise((resolve) => setImmediate(resolve));
    answer!(rendered({ html: `<h1>v${version}</h1>` }));
    expect((await first)?.html).toContain('<h1>v1</h1>');

    // Younger than a second: served, no render.
    now = 500;
    expect((await page())?.html).toContain('<h1>v1</h1>');
    expect(modules.requests).toHaveLength(1);
    // Older: still served at once (the render behind hangs), by every request, with one render behind.
    now = 5_000;
    const served = await Promise.all([page(), page(), page()]);
    expect(served.map((answered) => answered?.stale)).toEqual([undefined, undefined, undefined]);
    expect(served.every((answered) => answered?.html.includes('<h1>v1</h1>'))).toBe(true);
    expect(modules.requests).toHaveLength(2);
    version = 2;
    answer!(rendered({ html: `<h1>v${version}</h1>` }));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await page())?.html).toContain('<h1>v2</h1>');
  });

  it('serves an older last good render, marked stale, when the render fails; a page never rendered gets the shell', async () => {
    let backendUp = true;
    const modules = modulesAnswering(async () => (backendUp ? rendered() : rendered({ status: 500, html: '', state: null })));
    let now = 0;
    const resilience = createRenderResilience({ now: () => now });
    const withResilience = (url: string) => ({ ...input(url, modules), resilience });

    expect((await renderServerPage(withResilience('/p/sepatu-lari/ps--SPL-1')))?.stale).toBeUndefined();
    backendUp = false;
    now = 60_000;
    const stale = await renderServerPage(withResilience('/p/sepatu-lari/ps--SPL-1'));
    expect(stale?.status).toBe(200);
    expect(stale?.stale).toBe(true);
    expect(stale?.html).toContain('<h1 class="pdp-x">');
    expect(serverPageOf(stale?.html ?? '')).toMatchObject({ status: 200, stale: true });

    // The same page reached through a shared link with tracking parameters.
    expect((await renderServerPage(withResilience('/p/sepatu-lari/ps--SPL-1?utm_source=wa&pid=7')))?.stale).toBe(true);

    expect(await renderServerPage(withResilience('/p/kopi/ps--KPI-1'))).toBeNull();
  });

  it('stops calling once the whole backend fails, answering at once from the last good render or with the shell', async () => {
    const { page, paths, resilience, tick } = world({ failing: (path) => path !== '/p/sepatu-lari/ps--SPL-1' });
    await page('/p/sepatu-lari/ps--SPL-1');
    tick(60_000);
    for (let index = 0; index < 10; index += 1) await page(HEALTHY(index));
    expect(resilience.breakerFor('retail').state).toBe('open');
    const calls = paths.length;

    expect((await page('/p/sepatu-lari/ps--SPL-1'))?.stale).toBe(true);
    expect(await page('/p/c/ps--C-1')).toBeNull();
    expect(paths).toHaveLength(calls);
  });

  it('keeps the server-down state for a remote whose build does not load, even with its breaker open', async () => {
    const modules: RemoteServerModules = { load: () => Promise.reject(new Error('ECONNREFUSED')) };
    const resilience = createRenderResilience({ breaker: { minCalls: 2, minFailingPages: 2 } });
    for (const path of ['/p/a/ps--A-1', '/p/b/ps--B-1', '/p/c/ps--C-1']) {
      expect((await renderServerPage({ ...input(path, modules), resilience }))?.status).toBe(503);
    }
    expect(resilience.breakerFor('retail').state).toBe('open');
    expect((await renderServerPage({ ...input('/p/d/ps--D-1', modules), resilience }))?.status).toBe(503);
  });
});
