// The host's HTTP server, also used to serve the remotes' static builds: static files (static-files.ts:
// content-hashed ones immutable for a year, the rest revalidated by ETag; brotli or gzip made at build
// time), history-mode fallback to index.html, the run-time configuration read afresh on every request
// (revalidated by ETag too), and a proxy of /backend.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { statusOfMatch, withPageHints } from './page-hints';
import { renderServerPage } from './render-page';
import { createRemoteServerModules } from './remote-server-modules';
import { createRemoteManifests } from './remote-manifests';
import { createCircuitBreaker, createStaleStore, type CircuitBreaker } from './resilience';
import { createStaticFiles, etagOf, matchesEtag, REVALIDATE, staticResponse, type StaticFile } from './static-files';
import { errorFields, quietLogger, TRACE_HEADER, traceIdOf, type Logger } from './log';
import { checkReadiness, closeGracefully, HEALTH_PATH, READY_PATH } from './operations';
import type { RenderResilience } from './render-page';
import { localeFromCookieHeader, matchRoute, remoteOfOwner, type RouteMatch, type RuntimeConfig } from '@pdp/shared-contracts';

export interface AppServerOptions {
  staticDir: string;
  /** Answer unknown non-file paths with this file (history mode). */
  spaFallback?: string;
  /** Served at /runtime-config.json, read on every request so it can change without a restart. */
  runtimeConfigPath?: string;
  /** Write the run-time configuration and preload hints into the page served for history routes. */
  pageHints?: boolean;
  /** Proxy /backend/* to this origin. */
  backendOrigin?: string;
  /** How long a proxied backend call may take before the shopper gets 504 (default 10 s). */
  backendTimeoutMs?: number;
  /** Let other origins load these files (remotes are fetched by the host's page). */
  cors?: boolean;
  /**
   * Server-render product routes with the remotes' server builds (`serverEntryUrl` in the run-time
   * configuration); `backendBaseUrl` is where the server reaches the backend (absolute).
   */
  serverRendering?: {
    backendBaseUrl: string;
    /** How long a remote's build may take to load, and its render to answer, each (default 3 s). */
    renderBudgetMs?: number;
    /** Failures in a row that open a remote's breaker, and how long it stays open (5, 5 s). */
    breaker?: { failureThreshold?: number; openMs?: number };
    /** How long the last good render of a page may stand in for a failed one (10 min). */
    staleForMs?: number;
  };
  /**
   * The origin shoppers reach the pages at (`https://shop.example`), for the canonical link and
   * JSON-LD. Configuration, never the request's Host header, which anyone can set (behind a shared
   * cache a forged one would poison every shopper's page). Without it, the server's own address.
   */
  publicOrigin?: string;
  /** Where the server's lines go (log.ts): JSON lines in production, warnings only by default. */
  log?: Logger;
}

/** The host's server, and how to stop it gracefully (operations.ts): /readyz says 503 from then on. */
export type AppServer = http.Server & { shutdown: (graceMs?: number) => Promise<void> };

/**
 * The policy of every page the host serves. Scripts run only with this response's nonce, and the
 * scripts they load (webpack chunks, the federation runtime's remote containers) by 'strict-dynamic';
 * styles only with the nonce or from same-origin files (style attributes stay allowed); no plugins,
 * no <base>, no framing, forms only to this site.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** A proxied backend call answers within this, or 504: a hung backend never holds a shopper's request. */
export const BACKEND_TIMEOUT_MS = 10_000;

/** Headers of one connection (RFC 9110 §7.6.1), never forwarded by a proxy. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** The headers meant for the other end: hop-by-hop ones, and those the Connection header names, dropped. */
export function endToEndHeaders(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name) && !named.includes(name)));
}

/** The headers every HTML page of the host carries besides its policy. */
const PAGE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' } as const;

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

export function createAppServer(options: AppServerOptions): AppServer {
  const log = options.log ?? quietLogger;
  let draining = false;
  const staticFiles = createStaticFiles(options.staticDir);
  const root = staticFiles.root;
  const remoteServerModules = createRemoteServerModules();
  const remoteManifests = createRemoteManifests();
  const breakers = new Map<string, CircuitBreaker>();
  const resilience: RenderResilience = {
    breakerFor: (remote) => {
      let breaker = breakers.get(remote);
      if (!breaker) {
        // A state change is one log line: the breaker opening is the backend failing, not the host.
        breaker = createCircuitBreaker({ ...options.serverRendering?.breaker, onChange: (state) => log.log('warn', 'breaker', { remote, state }) });
        breakers.set(remote, breaker);
      }
      return breaker;
    },
    lastGood: createStaleStore({ maxAgeMs: options.serverRendering?.staleForMs }),
  };
  /** The public origin: configured, else the server's own address (never the Host header). */
  const originOf = (request: IncomingMessage): string => {
    if (options.publicOrigin) return options.publicOrigin.replace(/\/$/, '');
    const { localAddress = '127.0.0.1', localPort } = request.socket;
    const address = localAddress.includes(':') && !localAddress.startsWith('::ffff:') ? `[${localAddress}]` : localAddress.replace(/^::ffff:/, '');
    return `http://${address}:${localPort}`;
  };

  /** The host's English catalogue chunk (its name carries a content hash), found once in the build. */
  let hostEnglishScript: Promise<string | null> | null = null;
  const findHostEnglishScript = () =>
    (hostEnglishScript ??= fs.readdir(root).then(
      (names) => {
        const name = names.find((candidate) => /^host-messages-en\.[0-9a-f]+\.js$/.test(candidate));
        return name ? `/${name}` : null;
      },
      () => null,
    ));

  /** The product route's remote, read from its manifest (null: another page, or unreadable now). */
  function remoteAssetsFor(config: RuntimeConfig, request: IncomingMessage, match: RouteMatch | null) {
    const owner = match?.route.owner;
    const remote = owner ? remoteOfOwner(owner) : null;
    return remote ? remoteManifests.assets(config, remote, originOf(request)) : Promise.resolve(null);
  }

  /** The run-time configuration, read afresh (it may change without a restart); null when unreadable. */
  async function readRuntimeConfig(): Promise<RuntimeConfig | null> {
    if (!options.runtimeConfigPath) return null;
    try {
      return JSON.parse(await fs.readFile(options.runtimeConfigPath, 'utf8')) as RuntimeConfig;
    } catch {
      return null;
    }
  }

  /** Sends the server-rendered page of a product route; false when the route is not server-rendered. */
  async function serverRendered(
    template: StaticFile,
    config: RuntimeConfig,
    request: IncomingMessage,
    response: ServerResponse,
    match: RouteMatch | null,
  ): Promise<boolean> {
    if (!options.serverRendering) return false;
    const nonce = randomBytes(16).toString('base64');
    const locale = localeFromCookieHeader(request.headers.cookie);
    const page = await renderServerPage({
      template: template.body.toString('utf8'),
      config,
      requestUrl: request.url ?? '/',
      match,
      origin: originOf(request),
      backendBaseUrl: options.serverRendering.backendBaseUrl,
      nonce,
      modules: remoteServerModules,
      remoteAssets: await remoteAssetsFor(config, request, match),
      locale,
      hostEnglishScript: await findHostEnglishScript(),
      log: (event, details) => log.log('error', event, { ...details }),
      renderBudgetMs: options.serverRendering.renderBudgetMs,
      resilience,
    });
    if (!page) return false;
    const body = Buffer.from(page.html);
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    // A page made per request: a quick compression level (most of the gain at a fraction of the cost).
    const sent = gzip ? zlib.gzipSync(body, { level: 4 }) : body;
    response.writeHead(page.status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      // The page is in the language of the shopper's cookie.
      Vary: 'Accept-Encoding, Cookie',
      'Content-Language': locale,
      // From the last good render: the browser loads fresh data as the remote mounts.
      ...(page.stale ? { 'X-Pdp-Stale': '1' } : {}),
      ...PAGE_HEADERS,
      'Content-Security-Policy': contentSecurityPolicy(nonce),
      'Content-Length': String(sent.length),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : sent);
    return true;
  }

  function sendFile(request: IncomingMessage, response: ServerResponse, file: StaticFile) {
    const { status, headers, body } = staticResponse(file, request, { cors: options.cors });
    response.writeHead(status, headers);
    response.end(body ?? undefined);
  }

  /** The page with its hints, under a policy with a nonce of its own. */
  async function sendHinted(
    file: StaticFile,
    config: RuntimeConfig,
    request: IncomingMessage,
    response: ServerResponse,
    match: RouteMatch | null,
    status: number,
  ) {
    const nonce = randomBytes(16).toString('base64');
    const remoteAssets = await remoteAssetsFor(config, request, match);
    const locale = localeFromCookieHeader(request.headers.cookie);
    const body = Buffer.from(
      withPageHints(file.body.toString('utf8'), config, request.url ?? '/', originOf(request), {
        remoteAssets,
        locale,
        nonce,
        hostEnglishScript: await findHostEnglishScript(),
        match,
      }),
    );
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const sent = gzip ? zlib.gzipSync(body, { level: 4 }) : body;
    response.writeHead(status, {
      'Content-Type': file.contentType,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, Cookie',
      ...PAGE_HEADERS,
      'Content-Security-Policy': contentSecurityPolicy(nonce),
      'Content-Length': String(sent.length),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : sent);
  }

  function proxyBackend(request: IncomingMessage, response: ServerResponse, origin: string, traceId: string) {
    const target = new URL(request.url ?? '/', origin);
    const upstream = http.request(
      target,
      {
        method: request.method,
        // The request's trace id goes on to the backend, so both sides log the call under one id.
        headers: { ...endToEndHeaders(request.headers), host: target.host, [TRACE_HEADER]: traceId },
        timeout: options.backendTimeoutMs ?? BACKEND_TIMEOUT_MS,
      },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, endToEndHeaders(upstreamResponse.headers));
        upstreamResponse.pipe(response);
      },
    );
    upstream.on('timeout', () => {
      upstream.destroy();
      if (!response.headersSent) sendJson(response, 504, { code: 504, status: 'GATEWAY_TIMEOUT', data: null });
      else response.destroy();
    });
    upstream.on('error', () => {
      if (!response.headersSent) sendJson(response, 502, { code: 502, status: 'BAD_GATEWAY', data: null });
      else response.destroy();
    });
    request.pipe(upstream);
  }

  const server = http.createServer(async (request, response) => {
    const started = performance.now();
    const traceId = traceIdOf(request.headers);
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.on('finish', () =>
      log.log('info', 'request', {
        method: request.method,
        path: url.pathname,
        status: response.statusCode,
        durationMs: Math.round(performance.now() - started),
        traceId,
      }),
    );
    try {
      if (options.backendOrigin && (url.pathname === '/backend' || url.pathname.startsWith('/backend/'))) {
        proxyBackend(request, response, options.backendOrigin, traceId);
        return;
      }
      if (url.pathname === HEALTH_PATH) {
        sendJson(response, 200, { status: 'ok' });
        return;
      }
      if (url.pathname === READY_PATH) {
        const readiness = await checkReadiness({
          readConfig: options.runtimeConfigPath ? readRuntimeConfig : undefined,
          modules: remoteServerModules,
          serverRendering: Boolean(options.serverRendering),
          draining,
        });
        sendJson(response, readiness.ready ? 200 : 503, { status: readiness.ready ? 'ready' : 'not-ready', checks: readiness.checks });
        return;
      }
      if (request.method === 'OPTIONS' && options.cors) {
        response.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
        response.end();
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        sendJson(response, 405, { code: 405, status: 'METHOD_NOT_ALLOWED', data: null });
        return;
      }
      if (options.runtimeConfigPath && url.pathname === '/runtime-config.json') {
        // Read afresh (a release switches it in place), revalidated: unchanged, it is a 304.
        const body = await fs.readFile(options.runtimeConfigPath);
        const etag = etagOf(body);
        const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': REVALIDATE, ETag: etag };
        const unchanged = matchesEtag(request.headers['if-none-match'], etag);
        response.writeHead(unchanged ? 304 : 200, headers);
        response.end(unchanged || request.method === 'HEAD' ? undefined : body);
        return;
      }
      const found = await staticFiles.find(url.pathname);
      if (found) {
        const { file } = found;
        // The page itself asked for by name: served as every page is, under its policy.
        const config = options.pageHints && file.contentType.startsWith('text/html') ? await readRuntimeConfig() : null;
        if (config) await sendHinted(file, config, request, response, matchRoute(url.pathname), 200);
        else sendFile(request, response, file);
        return;
      }
      const looksLikeAsset = path.extname(url.pathname) !== '';
      if (options.spaFallback && !looksLikeAsset) {
        const fallback = await staticFiles.read(path.join(root, options.spaFallback));
        if (fallback) {
          // A broken configuration file: the page is sent as built; it fetches the file and says what is wrong.
          const config = options.pageHints || options.serverRendering ? await readRuntimeConfig() : null;
          // The route is matched once for the request; every step below takes this match.
          const match = matchRoute(url.pathname);
          if (config && (await serverRendered(fallback, config, request, response, match))) return;
          if (config && options.pageHints) await sendHinted(fallback, config, request, response, match, statusOfMatch(match));
          else sendFile(request, response, fallback);
          return;
        }
      }
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...(options.cors ? { 'Access-Control-Allow-Origin': '*' } : {}) });
      response.end('Not found');
    } catch (error) {
      log.log('error', 'unhandled', { path: url.pathname, traceId, ...errorFields(error) });
      if (!response.headersSent) sendJson(response, 500, { code: 500, status: 'INTERNAL_SERVER_ERROR', data: null });
      else response.destroy();
    }
  });
  return Object.assign(server, {
    shutdown(graceMs?: number) {
      draining = true;
      return closeGracefully(server, graceMs);
    },
  });
}

/** Starts a server on loopback and resolves once it listens. */
export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(`http://${host}:${typeof address === 'object' && address ? address.port : port}`);
    });
  });
}
