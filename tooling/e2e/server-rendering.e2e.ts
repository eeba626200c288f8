// Server rendering, end to end against the real builds: what the served HTML holds before any
// JavaScript runs, hydration that keeps the server's nodes, the remount when hydration fails, the
// status codes, the SEO head, the CSP nonce, and a remote whose server build is down.
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AFTER_PAINT_ELEMENT_ID } from '../../host-shell/server/paint-first';
import { listen } from '../servers/listen';
import { ROOT } from '../servers/stack';
import { expect, test } from './fixtures';
import { chunkFile, englishChunkFile, FORCED_FAILURES, hydrationFailures, visit, networkSettled, sessionFault } from './harness';

// It stops the simulator and writes the run-time configuration: a stack of its own, its tests in
// order on one worker. A last good render stands in only for a failed one here (none is served
// young, decision 0059), so each load renders. Every page is checked as its test ends: it hydrated
// the server's markup (no remount), and nothing was thrown or logged as an error the test did not allow.
test.use({ ownStack: { serverRendering: { serveFreshForMs: 0 } } });
test.describe.configure({ mode: 'default' });

const SHOE = '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001';
const SHOE_NAME = 'Sepatu Lari Pria Aero Run 2';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The paths of the scripts `page` loads from now on, in order. */
function scriptsLoaded(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  return scripts;
}

test.describe('server-rendered HTML', () => {
  test('shows the name, main image and price with JavaScript disabled', async ({ stack: { host }, openShopper }) => {
    const { page } = await openShopper({ width: 360, javaScript: false });
    const response = await visit(page, `${host}${SHOE}`);
    expect(response?.status()).toBe(200);
    await expect(heading(page, SHOE_NAME)).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText('Rp629.300');
    const image = page.getByRole('img', { name: new RegExp(`${SHOE_NAME}, gambar 1`) });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
        message: 'the main image loads without JavaScript',
      })
      .toBe(true);
    await expect(page.getByRole('navigation', { name: 'Kategori produk' })).toBeVisible();
    // Styled by the extracted critical CSS: the price has its colour before any script.
    await expect(page.getByTestId('product-price')).not.toHaveCSS('color', 'rgb(0, 0, 0)');
  });

  test('paints the heading in its first frame on a CPU slowed 4×: the largest paint is the first (decision 0082)', async ({ stack: { host }, openShopper }) => {
    const { page } = await openShopper({ width: 360 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // What the first frame holds (a frame callback runs just before its frame is drawn), and every
    // largest-paint candidate: a script as text, run before the page's own.
    await page.addInitScript(`(function () {
      window.firstFrame = null;
      requestAnimationFrame(function () { window.firstFrame = { heading: !!document.querySelector('[data-remote] h1'), parsed: document.readyState !== 'loading' || !!document.getElementById('${AFTER_PAINT_ELEMENT_ID}') }; });
      window.largestPaints = [];
      new PerformanceObserver(function (list) { list.getEntries().forEach(function (entry) { window.largestPaints.push({ at: entry.startTime, heading: !!entry.element && entry.element.tagName === 'H1' }); }); }).observe({ type: 'largest-contentful-paint', buffered: true });
    })();`);
    await visit(page, `${host}${SHOE}`);
    await expect(heading(page, SHOE_NAME)).toBeVisible();
    // Every candidate up to the hydrated page: one painted after hydration would come in by then.
    await networkSettled(page);
    const seen = await page.evaluate(() => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const { firstFrame, largestPaints } = window as unknown as { firstFrame: unknown; largestPaints: Array<{ at: number; heading: boolean }> };
      return { firstFrame, largestPaints: largestPaints.map((entry) => ({ heading: entry.heading, atFirstPaint: entry.at === firstPaint })) };
    });
    expect(seen).toEqual({ firstFrame: { heading: true, parsed: true }, largestPaints: [{ heading: true, atFirstPaint: true }] });
  });

  test('hydrates the server markup in place, without a console error', async ({ stack: { host }, openShopper }) => {
    const { page } = await openShopper({ width: 360 });
    // Remember the server's heading node before any script can replace it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => Object.assign(window, { serverHeading: document.querySelector('h1') }));
    });
    await visit(page, `${host}${SHOE}`);
    await expect(heading(page, SHOE_NAME)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('h1')),
      "the server's heading node is the page's",
    ).toBe(true);
    // Hydrated: the page responds (a variant pick moves the URL without a reload).
    await page.getByRole('button', { name: '41' }).click();
    await expect(page).toHaveURL(/\/is--SPL-60001-00002/);
    await expect(page.getByText('Tersisa 3 produk')).toBeVisible();
  });

  test('renders a shopper who chose English in English from the server, with no Indonesian before it and its catalogues preloaded', async ({
    stack: { host },
    openShopper,
  }) => {
    const { page } = await openShopper({ width: 360, chosenLocale: 'en' });
    const indonesian = new Set<string>();
    await page.exposeFunction('reportText', (text: string) => {
      for (const word of ['Ringkasan', 'Langsung ke konten utama', 'Bagian halaman produk', 'Memuat']) if (text.includes(word)) indonesian.add(word);
    });
    // Every frame the shopper could see, from the first paint of the server's HTML on (a script as
    // text: the test runner's compiler would name a function the page does not know).
    await page.addInitScript('(function look() { if (document.body) window.reportText(document.body.innerText); requestAnimationFrame(look); })();');
    const scripts = scriptsLoaded(page);
    const response = await visit(page, `${host}${SHOE}`);
    expect(response?.headers()['content-language']).toBe('en');
    expect((await response?.text()) ?? '').toMatch(/<html lang="en">/);
    await expect(page.getByRole('navigation', { name: 'Product page sections' })).toBeVisible();
    await page.getByRole('button', { name: '41' }).click();
    await expect(page).toHaveURL(/\/is--SPL-60001-00002/);
    await expect(page.getByText('Only 3 left')).toBeVisible();
    expect([...indonesian], 'Indonesian words on screen').toEqual([]);
    expect(scripts, "the retail remote's English catalogue").toContainEqual(
      expect.stringMatching(new RegExp(`/${englishChunkFile('pdp-remote', 'pdp-messages-en')}$`)),
    );
    expect(scripts, "the host's English catalogue").toContainEqual(expect.stringMatching(/\/host-messages-en\.[0-9a-f]+\.js$/));
  });

  test('keeps the English catalogues out of an Indonesian shopper’s first load, and remembers a switch for the server', async ({
    stack: { host },
    openShopper,
  }) => {
    const { page } = await openShopper({ width: 360 });
    const scripts = scriptsLoaded(page);
    // Every English chunk of the retail remote (its files are numbered), the catalogue and its parts.
    const english = ['pdp-messages-en', 'pdp-messages-details-en', 'pdp-messages-buying-en'].map((name) => englishChunkFile('pdp-remote', name));
    await visit(page, `${host}${SHOE}`);
    await expect(heading(page, SHOE_NAME)).toBeVisible();
    await networkSettled(page);
    expect(scripts.filter((script) => script.includes('messages-en') || english.some((file) => script.endsWith(`/${file}`)))).toEqual([]);
    await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
    await expect(page.getByRole('navigation', { name: 'Product page sections' })).toBeVisible();
    const cookies = await page.context().cookies(host);
    expect(cookies.find((cookie) => cookie.name === 'pdp_locale')?.value).toBe('en');
    const html = await (await page.request.get(`${host}${SHOE}`)).text();
    expect(html).toMatch(/<html lang="en">/);
  });

  test('loads the script the host starts with beside main.js, fetched once by one element, and no manifest; no preload unused (decisions 0078, 0084, 0085)', async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    const scripts = scriptsLoaded(page);
    // Every script element the page ever holds, by its src: webpack's chunk loading appends one for a
    // chunk it finds no element for.
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { addedScripts: string[] }).addedScripts = added;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) if (node instanceof HTMLScriptElement && node.src) added.push(new URL(node.src).pathname);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // The host's own chunks (numbered, and the app's) the page asks for.
    const hostChunks: string[] = [];
    const manifestReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === host && /^\/(?:\d+|host-app)\.[0-9a-f]{8}\.js$/.test(url.pathname)) hostChunks.push(url.pathname);
      if (url.pathname.endsWith('/mf-manifest.json')) manifestReads.push(url.href);
    });
    const response = await visit(page, `${host}${SHOE}`);
    const html = (await response?.text()) ?? '';
    const startScripts = [...html.matchAll(/<script src="(\/[^"]+)" async/g)].map(([, src]) => src ?? '');
    // The host's start code and its router: React, react-dom and emotion are in main.js (decision 0084).
    expect(
      startScripts.map((script) => script.replace(/\.[0-9a-f]{8}\.js$/, '.js')),
      startScripts.join(' '),
    ).toEqual(['/host-app.js']);
    // The remote starts with its container and one chunk: its npm code is in the chunk it exposes.
    const remotePreloads = [...html.matchAll(/<link rel="preload" as="script" href="(https?:[^"]+)"/g)].map(([, href]) => new URL(href ?? '').pathname);
    expect(
      remotePreloads.map((script) => script.replace(/\.[0-9a-f]{8}\.js$/, '.js')).map((script) => (/^\/\d+\.js$/.test(script) ? '/<chunk>.js' : script)),
      remotePreloads.join(' '),
    ).toEqual(['/remoteEntry.js', '/<chunk>.js']);
    // Hydrated: the page responds.
    await page.getByRole('button', { name: '41' }).click();
    await expect(page).toHaveURL(/\/is--SPL-60001-00002/);
    // The remote was registered from the container the page named: its manifest was not read (decision 0085).
    expect(manifestReads).toEqual([]);
    // Every chunk the host starts with came in a start script, fetched once, by the one element the
    // page's loader added (webpack found it and appended none of its own).
    expect(hostChunks.length, hostChunks.join(' ')).toBeGreaterThanOrEqual(1);
    expect(
      hostChunks.filter((chunk) => !startScripts.includes(chunk)),
      startScripts.join(' '),
    ).toEqual([]);
    const added = await page.evaluate(() => (window as unknown as { addedScripts: string[] }).addedScripts);
    const once = (script: string) => scripts.filter((requested) => requested === script).length === 1 && added.filter((src) => src === script).length === 1;
    expect(
      startScripts.filter((script) => !once(script)),
      `requested: ${scripts.join(' ')}; added: ${added.join(' ')}`,
    ).toEqual([]);
    // No preload unused (what Chromium warns of 3 s after the load event): each of the remote's
    // preloads was taken by the script element that needed it, so fetched once, not again with other
    // request settings (crossorigin) nor left unasked for. The page is hydrated: both have run.
    expect(
      remotePreloads.filter((script) => !once(script)),
      `requested: ${scripts.join(' ')}; added: ${added.join(' ')}`,
    ).toEqual([]);
    expect(
      shopper.consoleWarnings.filter((line) => line.includes('preload')),
      'no warning of a preload',
    ).toEqual([]);
  });

  test('destroys and mounts again without hydration when hydration fails', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    // The remount is the test's doing: the thrown-away render is checked here, not at teardown.
    shopper.allow(/hydration-failed/);
    // The server markup disagrees with what the client renders (as a server build of another shape
    // would): its heading becomes a paragraph before any script of the page runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const served = document.querySelector('[data-remote] h1');
        if (!served) return;
        const stale = document.createElement('p');
        stale.textContent = 'Nama lama dari server';
        served.replaceWith(stale);
      });
    });
    await visit(page, `${host}${SHOE}`);
    await expect(heading(page, SHOE_NAME)).toBeVisible();
    expect(hydrationFailures(shopper), shopper.consoleWarnings.join('\n')).toHaveLength(1);
    await expect(page.getByText('Nama lama dari server')).toHaveCount(0);
    await page.getByRole('button', { name: '41' }).click();
    await expect(page).toHaveURL(/\/is--SPL-60001-00002/);
  });

  test('says the page is ready only once its dropdown, a chunk of its own, has come and hydrated', async ({ stack: { host }, openShopper }) => {
    // A pick on the server's select before its chunk has come is lost (nothing listens yet): the remote
    // waits for the chunk before it hydrates, so what it says is ready takes a pick (seen lost on a busy
    // machine: the remote had said it was mounted, the dropdown still the server's markup).
    const { page } = await openShopper({ width: 360 });
    const dropdown = await chunkFile(path.join(ROOT, 'pdp-remote/dist'), 'variant-selection/components/variant-dropdown.tsx');
    // The chunk is slow: it comes once the page has rendered twice more after asking for it, the time a
    // hydration that did not wait for it takes to say it is mounted.
    await page.route(`**/${dropdown}`, async (route) => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await route.continue();
    });
    await page.addInitScript(`
      window.pdpOrder = [];
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) { if (entry.name.endsWith('/${dropdown}')) window.pdpOrder.push('dropdown chunk'); });
      }).observe({ type: 'resource' });
      new MutationObserver(function () {
        if (document.querySelector('[data-remote-state="mounted"]') && window.pdpOrder.indexOf('mounted') < 0) window.pdpOrder.push('mounted');
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-remote-state'] });
    `);
    await visit(page, `${host}/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003`);
    expect(await page.evaluate(() => (window as unknown as { pdpOrder: string[] }).pdpOrder)).toEqual(['dropdown chunk', 'mounted']);
    await page.getByRole('combobox', { name: 'Pilih Penyimpanan' }).selectOption('256 GB');
    await expect(page).toHaveURL(/\/is--HPX-60003-00002$/);
  });
});

test.describe('status codes and the shell', () => {
  const cases: Array<[string, number, string]> = [
    [SHOE, 200, SHOE_NAME],
    ['/p/sepatu-lari-pria-aero-run-2', 404, 'Halaman tidak ditemukan'],
    ['/p/tidak-ada/ps--ZZZ-99999', 404, 'Halaman tidak ditemukan'],
    ['/p/rak-dinding/ps--RAK-60007', 410, 'Produk ini sudah tidak dijual'],
    ['/p/headphone/ps--HDP-60010', 429, 'Lagi ramai banget, nih!'],
    ['/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001', 200, 'Beras Pandan Wangi Premium'],
  ];
  for (const [path, status, text] of cases) {
    test(`answers ${status} for ${path} with the host's shell`, async ({ stack: { host } }) => {
      const response = await fetch(`${host}${path}`);
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(html, `${text} is in the served HTML`).toContain(text);
      expect(html, 'the shell (header) is served too').toContain('>Pasarku</a>');
    });
  }

  test('answers 503 with the shell and the server-down state when the remote is down, and recovers', async ({ stack, openShopper }) => {
    const { host } = stack;
    const configPath = stack.runtimeConfigPath;
    const original = await readFile(configPath, 'utf8');
    const config = JSON.parse(original);
    // A deployment whose server build cannot be reached (nothing listens there).
    config.remotes.retail.serverEntryUrl = 'http://127.0.0.1:9199/server/remoteEntry.js';
    await writeFile(configPath, JSON.stringify(config));
    try {
      const response = await fetch(`${host}/p/kaos-polos-katun-combed-30s/ps--KAO-60002`);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain('Server sedang bermasalah');
      expect(html).toContain('>Pasarku</a>');
      // In the browser the shell works: the retry loads the remote's browser build. The browser logs
      // the page's own 503 as a failed load.
      const shopper = await openShopper();
      const { page } = shopper;
      shopper.allow(...FORCED_FAILURES);
      // The server's error page is there before the host's scripts: `visit` waits for the host to start.
      await visit(page, `${host}/p/kaos-polos-katun-combed-30s/ps--KAO-60002`);
      await page.getByRole('button', { name: 'Coba lagi' }).click();
      await expect(heading(page, 'Kaos Polos Katun Combed 30s')).toBeVisible();
    } finally {
      await writeFile(configPath, original);
    }
    const { page } = await openShopper();
    await visit(page, `${host}/p/kaos-polos-katun-combed-30s/ps--KAO-60002`);
    await expect(heading(page, 'Kaos Polos Katun Combed 30s')).toBeVisible();
  });
});

test.describe('SEO head', () => {
  test('writes title, robots, a tracking-free canonical, description, keywords and JSON-LD', async ({ stack: { host }, openShopper }) => {
    const response = await fetch(`${host}/p/nama-lain/ps--SPL-60001?utm_source=news&pid=7&share_link=1`);
    const html = await response.text();
    const { page } = await openShopper({ javaScript: false });
    await page.setContent(html);
    await expect(page).toHaveTitle('Product Detail Page | Pasarku');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    // The custom URL of the product stands for any slug; tracking parameters never reach it.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${host}${SHOE}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Gratis retur 15 hari/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Aero/);
    await expect(page.locator('meta[name="keywords"]'), 'the product config excludes this keyword').not.toHaveAttribute('content', /murah banget/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: SHOE_NAME,
      sku: 'SPL-60001-00001',
      brand: { name: 'Aero' },
      offers: { price: 629300, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
    });
    expect(jsonLd.image, 'the product images').toEqual(expect.arrayContaining([expect.anything()]));
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
  });

  test('marks secondary pages of a ps-- product noindex', async ({ stack: { host } }) => {
    const html = await (await fetch(`${host}${SHOE}/description`)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex,nofollow"/);
  });

  test('nonces every style element under a Content-Security-Policy', async ({ stack: { host }, shopper: { page } }) => {
    const response = await fetch(`${host}${SHOE}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    const html = await response.text();
    const styles = html.match(/<style[^>]*>/g) ?? [];
    expect(styles.length, 'the page style, the host and the remote critical CSS').toBeGreaterThanOrEqual(3);
    expect(
      styles.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
      'style elements without the nonce',
    ).toEqual([]);
    // With the policy enforced, the page renders and hydrates without a violation (a console error,
    // checked as the test ends).
    await visit(page, `${host}${SHOE}`);
    await page.getByRole('button', { name: '41' }).click();
    await expect(page).toHaveURL(/\/is--SPL-60001-00002/);
  });

  test('loads every page kind under its policy, in both languages, with no violation reported', async ({ stack: { host }, openShopper }) => {
    const GROCERY = '/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001';
    // Every page kind in Indonesian; in English, what loads other scripts (each remote's English
    // catalogue, the host's): a product page of each remote and a host page.
    const indonesian = [SHOE, `${SHOE}/description`, `${SHOE}/shipping`, GROCERY, '/', '/login', '/cart', '/tidak/ada', '/member/seller-chat/RNC-1'];
    const loads = [
      ...indonesian.map((pagePath) => ({ locale: 'id', pagePath })),
      ...[SHOE, GROCERY, '/tidak/ada'].map((pagePath) => ({ locale: 'en', pagePath })),
    ];
    for (const { locale, pagePath } of loads) {
      const response = await fetch(`${host}${pagePath}`, { headers: { cookie: `pdp_locale=${locale}` } });
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, pagePath).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(policy, pagePath).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('referrer-policy'), pagePath).toBe('strict-origin-when-cross-origin');

      const shopper = await openShopper({ width: 360 });
      const { page } = shopper;
      // What a page asks for and is refused (a visitor's bag, the page an unknown path is) is logged
      // as a failed load; what the policy blocks is logged otherwise, and fails the test.
      shopper.allow(...FORCED_FAILURES);
      await page.context().addCookies([{ name: 'pdp_locale', value: locale, url: host }]);
      await page.addInitScript(
        "window.pdpViolations = []; document.addEventListener('securitypolicyviolation', function (event) { window.pdpViolations.push(event.violatedDirective + ' ' + event.blockedURI); });",
      );
      await visit(page, `${host}${pagePath}`);
      await networkSettled(page);
      // The sections below the fold (description, seller) load as they come near.
      await page.mouse.wheel(0, 4000);
      await networkSettled(page);
      // A secondary page's view is a chunk of its own: wait for its heading rather than count at once.
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { pdpViolations: string[] }).pdpViolations), `${locale} ${pagePath}`).toEqual([]);
      expect(shopper.pageErrors, pagePath).toEqual([]);
      await page.context().close();
    }
  });
});

test.describe('server rendering while the backend hangs (issues 22 and 38)', () => {
  const LAMP = { path: '/p/lampu-meja-led-lipat/ps--LMP-60013', name: 'Lampu Meja LED Lipat' };
  const KOPI = { path: '/p/kopi-bubuk-arabika-gayo-250-g/ps--KPI-60012', name: 'Kopi Bubuk Arabika Gayo 250 g' };
  const BLENDER = { path: '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004', name: 'Blender Dapur Serbaguna 1,5 L' };
  /** Pages never rendered before the hang: ten products, in two variants of their address each. */
  const NEVER_RENDERED = [
    BLENDER.path,
    '/p/helm-sepeda-lipat-urban/ps--HLM-60011',
    '/p/kaos-polos-katun-combed-30s/ps--KAO-60002',
    '/p/konsol-game-portabel-nova/ps--KNS-60005',
    KOPI.path,
    '/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009',
    '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008',
    '/p/rak-buku-kayu-jati-5-susun/ps--RAK-60007',
    '/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003',
    '/p/tumbler-stainless-500-ml/ps--TMB-60006',
  ].flatMap((path) => [`${path}?qty=1`, `${path}?qty=2`]);

  test('serves a page rendered before from its last good render, the others as the shell, at once once the breaker opens', async ({ stack, openShopper }) => {
    const { host } = stack;
    const fresh = await fetch(`${host}${SHOE}`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-pdp-stale')).toBeNull();

    // The simulator's port now accepts connections and never answers.
    await stack.stop('simulator');
    const hung = http.createServer(() => undefined);
    await listen(hung, stack.ports.simulator);
    try {
      // Within the remote's one-second summary cache a render needs no backend and goes out fresh
      // (a last good render again); the first past it asks the hung backend, gives up inside its
      // budget and is answered from the last good render.
      let stale: { status: number; html: string } = { status: 0, html: '' };
      await expect
        .poll(
          async () => {
            const answer = await fetch(`${host}${SHOE}`);
            stale = { status: answer.status, html: await answer.text() };
            return answer.headers.get('x-pdp-stale');
          },
          { message: 'the page is served from its last good render once the summary must come from the backend', intervals: [100] },
        )
        .toBe('1');
      expect(stale.status).toBe(200);
      expect(stale.html).toMatch(new RegExp(`<h1[^>]*>${SHOE_NAME}</h1>`));
      // Each render gives up inside its budget, and the shell goes out for the browser to build the page.
      const never = await Promise.all(NEVER_RENDERED.map(async (path) => fetch(`${host}${path}`)));
      for (const answer of never) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-pdp-stale')).toBeNull();
        const html = await answer.text();
        expect(html, 'the client-rendered shell, no server render').not.toMatch(/<h1/);
        expect(html, 'the shell with its hints').toContain('id="pdp-runtime-config"');
      }
      // Twenty renders failed on ten pages: the breaker answers a page never asked for at once.
      const started = performance.now();
      const lamp = await fetch(`${host}${LAMP.path}`);
      const elapsed = performance.now() - started;
      expect(lamp.status).toBe(200);
      expect(await lamp.text()).not.toMatch(/<h1/);
      expect(elapsed, 'the shell with the breaker open, in ms').toBeLessThan(1000);
      const again = await fetch(`${host}${SHOE}`);
      expect(again.status).toBe(200);
      expect(again.headers.get('x-pdp-stale')).toBe('1');

      // A shopper without JavaScript still reads the product (its images, from the hung backend, fail).
      const shopper = await openShopper({ javaScript: false });
      const { page } = shopper;
      shopper.allow(...FORCED_FAILURES);
      await visit(page, `${host}${SHOE}`);
      await expect(heading(page, SHOE_NAME)).toBeVisible();
      await page.context().close();
    } finally {
      await new Promise((resolve) => {
        hung.close(resolve);
        hung.closeAllConnections();
      });
      await stack.restart('simulator');
    }

    // The backend back, a page that failed lately is still answered at once with the shell (one render
    // tries it again behind): the browser builds it…
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    const shell = await visit(page, `${host}${BLENDER.path}?qty=1`);
    expect((await shell?.text()) ?? '', 'the shell, not a server render').not.toMatch(/<h1/);
    await expect(heading(page, BLENDER.name)).toBeVisible();
    // …and shows the page's own failure state when its own call fails, with the host around it.
    shopper.allow(...FORCED_FAILURES);
    await sessionFault(page, '/backend/product-detail/products/*/_summary', 'status=503');
    await visit(page, `${host}${KOPI.path}?qty=1`);
    await expect(heading(page, 'Server sedang bermasalah')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
