/**
 * @jest-environment node
 */
// The host server's operations over real HTTP on loopback (issue 20): /healthz while alive; /readyz
// only with a readable run-time configuration and each remote's server build loaded; a graceful stop that lets a request in flight finish and takes no new one, also
// for the real entry point on SIGTERM; one process per core under the cluster module; and one JSON line per request with its trace id, which the
// /backend proxy passes on.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { closeNow, listen } from '../../tooling/servers/listen';
import { LOOPBACK_CONFIG, stopsAfterAll } from './testing/loopback';
import { createAppServer, type AppServer } from './app-server';
import { createJsonLogger } from './log';
import { checkReadiness } from './operations';
import { scratchDir } from '@pdp/test-kit/scratch-dir';

const ROOT = path.resolve(__dirname, '../..');
const stopLater = stopsAfterAll();

function get(url: string, headers: http.OutgoingHttpHeaders = {}, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** A backend that answers after `delayMs`, saying which trace id it was sent. */
async function slowBackend(delayMs: number): Promise<string> {
  const server = http.createServer((request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ traceId: request.headers['x-b3-traceid'] }));
    }, delayMs);
  });
  stopLater(() => closeNow(server));
  return listen(server, 0);
}

async function host(
  config: RuntimeConfig | string | null,
  extra: Partial<Parameters<typeof createAppServer>[0]> = {},
): Promise<{ url: string; server: AppServer }> {
  const dir = scratchDir('ops-');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Pasarku</title>');
  const configPath = path.join(dir, 'runtime-config.json');
  if (config !== null) writeFileSync(configPath, typeof config === 'string' ? config : JSON.stringify(config));
  const server = createAppServer({ staticDir: dir, spaFallback: 'index.html', runtimeConfigPath: configPath, ...extra });
  stopLater(() => (server.listening ? server.shutdown(0) : Promise.resolve()));
  return { url: await server.listen(0), server };
}

describe('health and readiness', () => {
  it('is alive, and ready with a readable configuration', async () => {
    const { url } = await host(LOOPBACK_CONFIG);
    expect(await get(`${url}/healthz`)).toEqual({ status: 200, body: JSON.stringify({ status: 'ok' }) });
    const ready = await get(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready', checks: { runtimeConfig: 'ok' } });
  });

  it('is not ready while the configuration is missing or broken, and alive all the same', async () => {
    for (const config of [null, '{ not json']) {
      const { url } = await host(config);
      const ready = await get(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'not-ready', checks: { runtimeConfig: 'unreadable' } });
      expect((await get(`${url}/healthz`)).status).toBe(200);
    }
  });

  it('is not ready while a remote’s server build does not load, naming it', async () => {
    const config: RuntimeConfig = {
      ...LOOPBACK_CONFIG,
      remotes: { ...LOOPBACK_CONFIG.remotes, retail: { ...LOOPBACK_CONFIG.remotes.retail, serverEntryUrl: 'http://127.0.0.1:1/server/remoteEntry.js' } },
    };
    const { url } = await host(config, { serverRendering: { backendBaseUrl: 'http://127.0.0.1:1/backend' } });
    const ready = await get(`${url}/readyz`);
    expect(ready.status).toBe(503);
    const { checks } = JSON.parse(ready.body) as { checks: Record<string, string> };
    expect(checks.runtimeConfig).toBe('ok');
    expect(checks['remote:retail']).not.toBe('ok');
    expect(checks).not.toHaveProperty('remote:grocery');
  });

  it('checks every remote the configuration names, each within its budget', async () => {
    const config: RuntimeConfig = {
      ...LOOPBACK_CONFIG,
      remotes: {
        retail: { manifestUrl: 'x', serverEntryUrl: 'http://retail/server.js' },
        grocery: { manifestUrl: 'x', serverEntryUrl: 'http://grocery/server.js' },
      },
    };
    const loaded: string[] = [];
    const readiness = await checkReadiness({
      readConfig: async () => config,
      modules: {
        load: async (remote, entryUrl) => {
          loaded.push(`${remote} ${entryUrl}`);
          if (remote === 'grocery') throw new Error('grocery speaks contract 2.0.0');
          return { contractVersion: '1.0.0', renderPage: async () => ({ html: '', status: 200 }) } as never;
        },
      },
      serverRendering: true,
      draining: false,
    });
    expect(loaded.sort()).toEqual(['grocery http://grocery/server.js', 'retail http://retail/server.js']);
    expect(readiness).toEqual({ ready: false, checks: { runtimeConfig: 'ok', 'remote:retail': 'ok', 'remote:grocery': 'grocery speaks contract 2.0.0' } });
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish and takes no new connection, closing idle ones', async () => {
    const backend = await slowBackend(400);
    const { url, server } = await host(LOOPBACK_CONFIG, { backendOrigin: backend });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${url}/readyz`, {}, agent)).status).toBe(200);
    const idle = new Promise((resolve) => Object.values(agent.freeSockets)[0]?.[0]?.once('close', resolve));
    const inFlight = get(`${url}/backend/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = server.shutdown(5_000);
    await expect(get(`${url}/healthz`)).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    expect((await inFlight).status).toBe(200);
    await stopped;
    await idle;
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it('closes what is left once the grace period is over', async () => {
    const backend = await slowBackend(5_000);
    const { url, server } = await host(LOOPBACK_CONFIG, { backendOrigin: backend });
    const inFlight = get(`${url}/backend/hung`).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await server.shutdown(300);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toMatch(/socket hang up|ECONNRESET/);
  });

  it('stops the real entry point on SIGTERM after its request in flight, exiting 0', async () => {
    const backend = await slowBackend(600);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'host-shell/server/main.ts')], {
      env: { ...process.env, PORT: String(port), BACKEND_ORIGIN: backend, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.base.json') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const url = `http://127.0.0.1:${port}`;
    // Compiled by tsx on start, which takes a while beside other test workers.
    for (let attempt = 0; attempt < 400 && !output.includes('"listening"'); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    const inFlight = get(`${url}/backend/slow`, { 'x-b3-traceid': 'aaaabbbbccccdddd' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.event)).toEqual(['listening', 'shutdown', 'request', 'stopped']);
    expect(lines[2]).toMatchObject({ level: 'info', method: 'GET', path: '/backend/slow', status: 200, traceId: 'aaaabbbbccccdddd' });
  }, 60_000);
});

describe('one process per core', () => {
  it('runs WORKERS processes on one port, starts a new one for one that dies, and stops them all on SIGTERM', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'host-shell/server/main.ts')], {
      env: { ...process.env, PORT: String(port), WORKERS: '2', TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.base.json') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const events = () =>
      output
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { event: string; pid?: number });
    const count = (event: string) => events().filter((entry) => entry.event === event).length;
    const waitFor = async (done: () => boolean) => {
      for (let attempt = 0; attempt < 600 && !done(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await waitFor(() => count('listening') === 2);
    expect(count('listening')).toBe(2);
    expect((await get(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // A worker that dies is replaced.
    const workerPids = events()
      .filter((entry) => entry.event === 'listening')
      .map((entry) => entry.pid);
    expect(new Set(workerPids).size).toBe(2);
    expect(workerPids).not.toContain(child.pid);
    process.kill(workerPids[0] as number, 'SIGKILL');
    await waitFor(() => count('listening') === 3);
    expect(count('worker-exited')).toBe(1);
    expect((await get(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(events().at(-1)?.event).toBe('stopped');
  }, 90_000);
});

describe('logs', () => {
  it('writes a JSON line per request with its trace id, and passes the id on to the backend', async () => {
    const lines: string[] = [];
    const backend = await slowBackend(0);
    const { url } = await host(LOOPBACK_CONFIG, { backendOrigin: backend, log: createJsonLogger((line) => lines.push(line)) });
    const proxied = await get(`${url}/backend/product?secret=1`, { 'x-b3-traceid': '0123456789abcdef' });
    expect(JSON.parse(proxied.body)).toEqual({ traceId: '0123456789abcdef' });
    // A malformed id is replaced by one of ours, which the backend gets too.
    const replaced = JSON.parse((await get(`${url}/backend/product`, { 'x-b3-traceid': 'not-an-id' })).body) as { traceId: string };
    expect(replaced.traceId).toMatch(/^[0-9a-f]{16}$/);
    await get(`${url}/healthz`);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    expect(entries[0]).toMatchObject({ level: 'info', event: 'request', method: 'GET', path: '/backend/product', status: 200, traceId: '0123456789abcdef' });
    expect(entries[0]).not.toHaveProperty('query');
    expect(JSON.stringify(entries)).not.toContain('secret');
    expect(entries[1]?.traceId).toBe(replaced.traceId);
    expect(entries[2]).toMatchObject({ path: '/healthz', status: 200 });
    expect(typeof entries[2]?.durationMs).toBe('number');
    expect(Number.isNaN(Date.parse(String(entries[2]?.time)))).toBe(false);
  });
});
