import http from 'node:http';
import { closeNow, listen } from '../servers/listen';
import { startScriptlessProxy, withoutScripts } from './without-scripts';

const PAGE = [
  '<!doctype html><html><head>',
  '<link rel="preconnect" href="http://127.0.0.1:8081" crossorigin>',
  '<link rel="preload" as="fetch" href="http://127.0.0.1:8081/mf-manifest.json" crossorigin>',
  '<link rel="preload" href="/262.js" as="script" nonce="n">',
  "<link rel='modulepreload' href='/m.js'>",
  '<link rel="preload" as="image" href="/backend/media/shoe.svg">',
  '<link rel="stylesheet" href="/site.css">',
  '<script defer src="/main.js"></script>',
  '<script type="module">import "/m.js";</script>',
  '<script type="application/json" id="pdp-runtime-config">{"a":"<\\/script>"}</script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '<SCRIPT TYPE="text/javascript">window.x = 1;</SCRIPT >',
  '<style>h1{color:red}</style></head>',
  '<body><h1>Sepatu Lari</h1><template id="t"><script async src="/host-app.js"></script></template>',
  '<script nonce="n">(function(){ if (a < b) load(); })();</script></body></html>',
].join('\n');

describe('withoutScripts', () => {
  const stripped = withoutScripts(PAGE);

  it('takes out every script a browser runs: classic, deferred, module, uppercase and inert in a template', () => {
    expect(stripped).not.toMatch(/main\.js|import "|window\.x|host-app\.js|load\(\)/);
    expect(stripped.match(/<script/gi)).toHaveLength(2);
  });

  it('keeps the data blocks, which are part of the HTML, not code', () => {
    expect(stripped).toContain('<script type="application/json" id="pdp-runtime-config">{"a":"<\\/script>"}</script>');
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
  });

  it('takes out the preloads of scripts and fetches, whatever the order of their attributes, and keeps the others', () => {
    expect(stripped).not.toMatch(/mf-manifest|262\.js|modulepreload/);
    expect(stripped).toContain('<link rel="preload" as="image" href="/backend/media/shoe.svg">');
    expect(stripped).toContain('<link rel="stylesheet" href="/site.css">');
    expect(stripped).toContain('<link rel="preconnect" href="http://127.0.0.1:8081" crossorigin>');
  });

  it('keeps the page itself', () => {
    expect(stripped).toContain('<style>h1{color:red}</style>');
    expect(stripped).toContain('<body><h1>Sepatu Lari</h1><template id="t"></template>');
  });
});

describe('the scriptless proxy', () => {
  const upstream = http.createServer((request, response) => {
    if (request.url === '/page') {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'x-kept': 'yes', 'content-length': Buffer.byteLength(PAGE) });
      response.end(PAGE);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/javascript', 'x-encoding-asked': String(request.headers['accept-encoding']) });
    response.end('window.x = 1; // <script>');
  });
  let proxy: Awaited<ReturnType<typeof startScriptlessProxy>>;

  beforeAll(async () => {
    proxy = await startScriptlessProxy(await listen(upstream, 0), 0);
  });
  afterAll(async () => {
    await proxy.close();
    await closeNow(upstream);
  });

  it("passes a page's status and headers on, its HTML without scripts and its length to match", async () => {
    const response = await fetch(`${proxy.url}/page`);
    const body = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get('x-kept')).toBe('yes');
    expect(body).toBe(withoutScripts(PAGE));
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
  });

  it('passes everything else on as it is, asking for it uncompressed', async () => {
    const response = await fetch(`${proxy.url}/main.js`);
    expect(await response.text()).toBe('window.x = 1; // <script>');
    expect(response.headers.get('x-encoding-asked')).toBe('identity');
  });
});
