/**
 * @jest-environment node
 */
// The host server's own defences, over real HTTP on loopback: the public origin comes from
// configuration (a forged Host header changes nothing), every page carries its policy with a nonce
// on its scripts, and the /backend proxy drops hop-by-hop headers and gives up on a hung backend.
import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@pdp/shared-contracts';
import { createAppServer, endToEndHeaders, listen } from './app-server';

const TEMPLATE =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Pasarku</title><meta name=robots content=index,follow><script defer src=/main.js></script><style>body{margin:0}</style></head><body><div id=root></div></body></html>';
const config: RuntimeConfig = {
  brand: 'Pasarku',
  backendBaseUrl: '/backend',
  remotes: { retail: { manifestUrl: 'http://127.0.0.1:1/mf-manifest.json' }, grocery: { manifestUrl: 'http://127.0.0.1:1/mf-manifest.json' } },
};

const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(server: http.Server): Promise<string> {
  servers.push(server);
  return listen(server, 0);
}

async function host(extra: Partial<Parameters<typeof createAppServer>[0]> = {}): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'host-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'runtime-config.json'), JSON.stringify(config));
  return start(
    createAppServer({ staticDir: dir, spaFallback: 'index.html', pageHints: true, runtimeConfigPath: path.join(dir, 'runtime-config.json'), ...extra }),
  );
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

describe('the /backend proxy', () => {
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
