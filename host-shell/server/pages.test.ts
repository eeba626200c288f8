/**
 * @jest-environment node
 */
// The page micro-cache as the server uses it (decision 0073), the remote's server build faked at its
// module boundary and the cache's clock moved by the test: what one page is (language apart, tracking
// parameters shared, each encoding its own body), what is never served again, and what it says.
import http from 'node:http';
import zlib from 'node:zlib';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { matchRoute } from '@pdp/host-contract/routes';
import type { RemoteServerModule, ServerRenderRequest, ServerRenderResult } from '@pdp/host-contract/contract';
import { createPages } from './pages';
import type { Logger } from './log';
import { LOOPBACK_CONFIG, stopsAfterAll } from './testing/loopback';
import type { StaticFile } from './static-files';
import { scratchDir } from '@pdp/test-kit/scratch-dir';

const TEMPLATE = '<!doctype html><html lang=id><head><title>Pasarku</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const SHOE = '/p/sepatu-lari/ps--SPL-1';
const config = {
  ...LOOPBACK_CONFIG,
  remotes: { ...LOOPBACK_CONFIG.remotes, retail: { ...LOOPBACK_CONFIG.remotes.retail, serverEntryUrl: 'http://127.0.0.1:1/server/remoteEntry.js' } },
};
const template: StaticFile = { body: Buffer.from(TEMPLATE), contentType: 'text/html; charset=utf-8', etag: '"t"', hashed: false, encoded: {} };

const rendered = (request: ServerRenderRequest, overrides: Partial<ServerRenderResult> = {}): ServerRenderResult => ({
  status: 200,
  html: `<h1>${request.locale === 'en' ? 'Running shoe' : 'Sepatu lari'}</h1>`,
  styles: { key: 'pdp', ids: [], css: '' },
  seo: {},
  state: { productId: 'ps--SPL-1' },
  ...overrides,
});

/** The host's pages over a remote answering `answer`, its renders counted, the cache's clock the test's. */
function server(
  answer: (request: ServerRenderRequest) => ServerRenderResult | Promise<ServerRenderResult> = (request) => rendered(request),
  load?: () => Promise<RemoteServerModule>,
  root = scratchDir('pages-'),
) {
  let now = 0;
  const renders: ServerRenderRequest[] = [];
  const module: RemoteServerModule = {
    contractVersion: '1.1.0',
    renderPage: async (request) => {
      renders.push(request);
      return answer(request);
    },
  };
  const pages = createPages({
    root,
    // The last good render never stands in for a render here: every page made is a remote render.
    serverRendering: { backendBaseUrl: 'http://127.0.0.1:1/backend', serveFreshForMs: -1, pageCache: { ttlMs: 1_000, now: () => now } },
    publicOrigin: 'https://toko.test',
    modules: { load: load ?? (async () => module) },
    log: { log: jest.fn() } satisfies Logger,
  });
  const app = Fastify();
  stopLater(() => app.close());
  const listening = app.listen({ port: 0, host: '127.0.0.1' });
  app.get('/*', (request, reply) => {
    const match = matchRoute(new URL(request.url, 'http://x').pathname);
    return pages.send(request, reply, { template, config, match, status: 200, render: true });
  });
  return {
    renders,
    tick: (ms: number) => {
      now += ms;
    },
    get: async (url: string, headers: Record<string, string> = {}) => fetchRaw(`${await listening}${url}`, { 'accept-encoding': 'identity', ...headers }),
  };
}

const stopLater = stopsAfterAll();

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  /** As sent (compressed ones stay so). */
  rawPayload: Buffer;
  body: string;
}

/** A GET over loopback. */
function fetchRaw(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, rawPayload, body: rawPayload.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
const serverPathOf = (html: string) =>
  (JSON.parse(/<script id="pdp-server-page" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { path: string }).path;

describe('the page micro-cache', () => {
  it('serves a page again within a second, the same body and nonce, without rendering it again; then renders it anew', async () => {
    const host = server();
    const first = await host.get(SHOE);
    const second = await host.get(SHOE);
    expect([first.statusCode, first.headers['x-pdp-cache'], second.headers['x-pdp-cache']]).toEqual([200, 'miss', 'hit']);
    expect(second.body).toBe(first.body);
    expect(nonceOf(second.headers['content-security-policy'])).toBe(nonceOf(first.headers['content-security-policy']));
    expect(host.renders).toHaveLength(1);

    host.tick(1_000);
    const third = await host.get(SHOE);
    expect(third.headers['x-pdp-cache']).toBe('miss');
    expect(host.renders).toHaveLength(2);
    expect(nonceOf(third.headers['content-security-policy'])).not.toBe(nonceOf(first.headers['content-security-policy']));
    expect(third.body).toContain(`nonce="${nonceOf(third.headers['content-security-policy'])}"`);
  });

  it('renders one page for misses that arrive together', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const host = server(async (request) => {
      await held;
      return rendered(request);
    });
    const answers = Promise.all([host.get(SHOE), host.get(SHOE), host.get(SHOE)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const bodies = (await answers).map((answer) => answer.body);
    expect(new Set(bodies).size).toBe(1);
    expect(host.renders).toHaveLength(1);
  });

  it('never gives one language the page of another', async () => {
    const host = server();
    const indonesian = await host.get(SHOE);
    const english = await host.get(SHOE, { cookie: 'pdp_locale=en' });
    expect(english.headers['x-pdp-cache']).toBe('miss');
    expect(english.body).toContain('Running shoe');
    expect(indonesian.body).toContain('Sepatu lari');
    expect(english.headers.vary).toBe('Accept-Encoding, Cookie');
    expect((await host.get(SHOE, { cookie: 'pdp_locale=en' })).body).toBe(english.body);
    expect(host.renders.map((request) => request.locale)).toEqual(['id', 'en']);
  });

  it('shares a page between addresses that differ in tracking parameters only, each told its own address', async () => {
    const host = server();
    await host.get(`${SHOE}?warna=merah`);
    const tracked = await host.get(`${SHOE}?utm_source=news&warna=merah&pid=7`);
    expect(tracked.headers['x-pdp-cache']).toBe('hit');
    expect(host.renders).toHaveLength(1);
    expect(serverPathOf(tracked.body)).toBe(`${SHOE}?utm_source=news&warna=merah&pid=7`);
    expect(tracked.body).toContain(`<link rel="canonical" href="https://toko.test${SHOE}?warna=merah">`);
    // Another parameter is another page.
    expect((await host.get(`${SHOE}?warna=biru`)).headers['x-pdp-cache']).toBe('miss');
  });

  it('gives each encoding its own body of the same page', async () => {
    const host = server();
    const plain = await host.get(SHOE);
    const brotli = await host.get(SHOE, { 'accept-encoding': 'br' });
    const gzip = await host.get(SHOE, { 'accept-encoding': 'gzip' });
    expect([brotli.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect([brotli.headers['x-pdp-cache'], gzip.headers['x-pdp-cache']]).toEqual(['hit', 'hit']);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(host.renders).toHaveLength(1);
  });

  it.each([
    [404, 404],
    [410, 410],
    [429, 429],
  ])('never serves again a page the remote answered %i', async (status, answered) => {
    const host = server((request) => rendered(request, { status: status as 404, html: '' }));
    await host.get(SHOE);
    const again = await host.get(SHOE);
    expect([again.statusCode, again.headers['x-pdp-cache']]).toEqual([answered, 'miss']);
    expect(host.renders).toHaveLength(2);
  });

  it('never serves again the last good render standing in for a failed one', async () => {
    let failing = false;
    const host = server((request) => (failing ? rendered(request, { status: 500, html: '', state: null }) : rendered(request)));
    await host.get(SHOE);
    failing = true;
    host.tick(1_000);
    const stale = await host.get(SHOE);
    expect([stale.statusCode, stale.headers['x-pdp-stale'], stale.headers['x-pdp-cache']]).toEqual([200, '1', 'miss']);
    failing = false;
    const again = await host.get(SHOE);
    expect(again.headers['x-pdp-cache']).toBe('miss');
  });

  it('never serves again the server-down state (503, Retry-After)', async () => {
    const host = server(undefined, () => Promise.reject(new Error('no server build')));
    const down = await host.get(SHOE);
    expect([down.statusCode, down.headers['retry-after'], down.headers['x-pdp-cache']]).toEqual([503, '30', 'miss']);
    expect((await host.get(SHOE)).headers['x-pdp-cache']).toBe('miss');
  });
});

describe('the scripts the host starts with (decision 0078)', () => {
  it('are loaded from the build’s list, with the page’s nonce, after its first paint; anything else in the list is not', async () => {
    const root = scratchDir('pages-');
    writeFileSync(
      path.join(root, 'start-scripts.json'),
      JSON.stringify(['/262.ab12cd34.js', '/host-app.0123abcd.js', 'javascript:alert(1)', '//evil.test/x.js', 42]),
    );
    const page = await server(undefined, undefined, root).get(SHOE);
    const nonce = nonceOf(page.headers['content-security-policy']);
    const afterPaint = /<template id="pdp-after-paint">(.*?)<\/template>/.exec(page.body)?.[1] ?? '';
    expect(afterPaint).toContain(`<script src="/262.ab12cd34.js" async fetchpriority="high" data-pdp-start nonce="${nonce}"></script>`);
    expect(afterPaint).toContain(`<script src="/host-app.0123abcd.js" async fetchpriority="high" data-pdp-start nonce="${nonce}"></script>`);
    // The listener that takes them out once settled stays in the head, under the nonce, before them:
    // the loader copies attributes, so a script of it moved into the template would be lost.
    expect(afterPaint).not.toContain('function settled');
    const listener = page.body.indexOf(`<script nonce="${nonce}">(function(){function settled`);
    expect(listener).toBeGreaterThan(-1);
    expect(listener).toBeLessThan(page.body.indexOf('</head>'));
    expect(page.body).not.toContain('javascript:');
    expect(page.body).not.toContain('evil.test');
  });

  it('are none when the build has no readable list, and the page is served as ever', async () => {
    const root = scratchDir('pages-');
    writeFileSync(path.join(root, 'start-scripts.json'), '{ not json');
    for (const host of [server(), server(undefined, undefined, root)]) {
      const page = await host.get(SHOE);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Sepatu lari</h1>');
      expect(page.body).not.toContain('data-pdp-start');
      expect(page.body).not.toContain('/host-app.0123abcd.js');
    }
  });
});
