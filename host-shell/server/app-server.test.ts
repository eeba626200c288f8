/**
 * @jest-environment node
 */
// The host server over real HTTP on loopback: the public origin comes from configuration (a forged
// Host header changes nothing), every page carries its policy with a nonce on its scripts and is
// compressed as the browser takes it, any path gets a page (a long or undecodable one too), the
// host's own files and configuration are cached as the static ones are, and the /backend proxy
// streams bodies as sent, drops hop-by-hop headers and gives up on a hung backend.
import http from 'node:http';
import zlib from 'node:zlib';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { closeNow, listen } from '../../tooling/servers/listen';
import { LOOPBACK_CONFIG, stopsAfterAll } from './testing/loopback';
import { createAppServer } from './app-server';
import { endToEndHeaders } from './backend-proxy';
import { scratchDir } from '@pdp/test-kit/scratch-dir';

const TEMPLATE =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Pasarku</title><meta name=robots content=index,follow><script defer src=/main.js></script><style>body{margin:0}</style></head><body><div id=root></div></body></html>';
const stopLater = stopsAfterAll();

/** A backend stand-in. */
async function start(server: http.Server): Promise<string> {
  stopLater(() => closeNow(server));
  return listen(server, 0);
}

async function host(extra: Partial<Parameters<typeof createAppServer>[0]> = {}, files: Record<string, string> = {}): Promise<string> {
  const dir = scratchDir('host-');
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  writeFileSync(path.join(dir, 'runtime-config.json'), JSON.stringify(LOOPBACK_CONFIG));
  const server = createAppServer({
    staticDir: dir,
    spaFallback: 'index.html',
    pageHints: true,
    runtimeConfigPath: path.join(dir, 'runtime-config.json'),
    ...extra,
  });
  stopLater(() => server.shutdown(0));
  return server.listen(0);
}

/** A GET with headers fetch would refuse to set (Host, Connection). */
function get(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

/** Any request, its body as bytes (compressed ones stay as sent). */
function send(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('the public origin', () => {
  it('comes from configuration: a forged Host header does not reach the canonical link', async () => {
    const url = await host({ publicOrigin: 'https://shop.example' });
    const { body } = await get(`${url}/login`, { host: 'evil.example' });
    expect(body).toContain('<link rel="canonical" href="https://shop.example/login">');
    expect(body).not.toContain('evil.example');
  });

  it('is the server’s own address when none is configured, never the Host header', async () => {
    const url = await host();
    const { body } = await get(`${url}/cart`, { host: 'evil.example' });
    expect(body).toContain(`<link rel="canonical" href="${url}/cart">`);
    expect(body).not.toContain('evil.example');
  });
});

describe('the policy of every page', () => {
  it.each(['/', '/login', '/cart', '/tidak/ada', '/index.html'])('%s: scripts and styles by a fresh nonce, no framing, a referrer policy', async (pagePath) => {
    const url = await host();
    const first = await get(`${url}${pagePath}`);
    const second = await get(`${url}${pagePath}`);
    const policy = String(first.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.body).toContain(`<script nonce="${nonce}" defer src=/main.js>`);
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
  });
});

describe('pages', () => {
  it('are compressed per request: brotli when the browser takes it, else gzip, else as they are', async () => {
    const url = await host();
    const brotli = await send(`${url}/cart`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    const page = zlib.brotliDecompressSync(brotli.body).toString();
    expect(page).toContain('<div id=root>');
    const gzip = await send(`${url}/cart`, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('<div id=root>');
    const plain = await send(`${url}/cart`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<div id=root>');
  });

  it.each([
    ['a long product path', `/p/${'sepatu-lari-'.repeat(300)}/ps--SPL-60001`],
    ['an undecodable one', '/p/%E0%A4%A/ps--SPL-60001'],
    ['an undecodable top-level one', '/%E0%A4%A'],
  ])('answer %s with the not-found page, not an error of the router', async (_name, pagePath) => {
    const url = await host();
    const answer = await send(`${url}${pagePath}`);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.toString()).toContain('<div id=root>');
    expect(String(answer.headers['content-security-policy'])).toContain("'strict-dynamic'");
  });

  it('take no other method than GET and HEAD, whatever the body', async () => {
    const url = await host();
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await send(`${url}/cart`, { method, headers: { 'content-type': 'application/json' }, body: '{not json' });
      expect(answer.status).toBe(405);
      expect(JSON.parse(answer.body.toString())).toEqual({ code: 405, status: 'METHOD_NOT_ALLOWED', data: null });
    }
    const head = await send(`${url}/cart`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(Number(head.headers['content-length'])).toBe((await send(`${url}/cart`)).body.length);
  });
});

describe('the host’s own files', () => {
  const MAIN = `console.log(${JSON.stringify('host '.repeat(300))});`;

  it('sends hashed chunks immutable, and main.js and the configuration to revalidate, 304 while unchanged', async () => {
    const url = await host({}, { 'main.js': MAIN, '262.b4821276.js': MAIN });
    expect((await send(`${url}/262.b4821276.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['/main.js', '/runtime-config.json']) {
      const first = await send(`${url}${file}`);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await send(`${url}${file}`, { headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.status).toBe(304);
      expect(again.body).toHaveLength(0);
    }
    expect(JSON.parse((await send(`${url}/runtime-config.json`)).body.toString())).toEqual(LOOPBACK_CONFIG);
  });
});

describe('the /backend proxy', () => {
  it('streams a body on as it was sent, whatever its type says, and any method; an undecodable path too', async () => {
    const backend = await start(
      http.createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          response.writeHead(201, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ method: request.method, url: request.url, body }));
        });
      }),
    );
    const url = await host({ backendOrigin: backend });
    const sent = await send(`${url}/backend/cart/items?x=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(sent.status).toBe(201);
    expect(JSON.parse(sent.body.toString())).toEqual({ method: 'POST', url: '/backend/cart/items?x=1', body: '{not json' });
    const odd = await send(`${url}/backend/%E0%A4%A`, { method: 'DELETE' });
    expect(JSON.parse(odd.body.toString())).toEqual({ method: 'DELETE', url: '/backend/%E0%A4%A', body: '' });
  });

  it('drops hop-by-hop headers both ways, and those the Connection header names', async () => {
    let seen: http.IncomingHttpHeaders = {};
    const backend = await start(
      http.createServer((request, response) => {
        seen = request.headers;
        response.writeHead(200, { 'content-type': 'application/json', 'x-kept': '1', 'keep-alive': 'timeout=5', 'proxy-authenticate': 'Basic' });
        response.end('{"data":null}');
      }),
    );
    const url = await host({ backendOrigin: backend });
    const answer = await get(`${url}/backend/product-detail/products/ps--SPL-1/_summary`, {
      connection: 'keep-alive, x-secret-hop',
      'x-secret-hop': 'hop',
      te: 'trailers',
      'proxy-authorization': 'Basic c2VjcmV0',
      'x-trace-id': 'trace-1',
    });
    expect(answer.status).toBe(200);
    expect(seen['x-trace-id']).toBe('trace-1');
    expect(seen['x-secret-hop']).toBeUndefined();
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen.te).toBeUndefined();
    expect(answer.headers['x-kept']).toBe('1');
    expect(answer.headers['proxy-authenticate']).toBeUndefined();
  });

  it('answers 504 when the backend hangs past its timeout', async () => {
    const backend = await start(http.createServer(() => undefined));
    const url = await host({ backendOrigin: backend, backendTimeoutMs: 200 });
    const started = Date.now();
    const answer = await get(`${url}/backend/product-detail/products/ps--SPL-1/_summary`);
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body)).toEqual({ code: 504, status: 'GATEWAY_TIMEOUT', data: null });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('keeps end-to-end headers as they are', () => {
    expect(endToEndHeaders({ connection: 'close', accept: 'application/json', 'transfer-encoding': 'chunked' })).toEqual({ accept: 'application/json' });
  });
});
