// The host's HTTP server, also used to serve the remotes' static builds: static files (content-
// hashed ones cached for a year, the rest revalidated), gzip, history-mode fallback to index.html,
// the run-time configuration read afresh on every request, and a proxy of /backend.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { statusForPath, withPageHints } from './page-hints';
import { renderServerPage } from './render-page';
import { createRemoteServerModules } from './remote-server-modules';
import { createRemoteManifests } from './remote-manifests';
import { localeFromCookieHeader, matchRoute, remoteOfOwner, type RuntimeConfig } from '@pdp/shared-contracts';

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
  /** Let other origins load these files (remotes are fetched by the host's page). */
  cors?: boolean;
  /**
   * Server-render product routes with the remotes' server builds (`serverEntryUrl` in the run-time
   * configuration); `backendBaseUrl` is where the server reaches the backend (absolute).
   */
  serverRendering?: { backendBaseUrl: string };
}

/** Styles only from this page (with its nonce) or same-origin files; style attributes stay allowed. */
function contentSecurityPolicy(nonce: string): string {
  return `style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'; object-src 'none'; base-uri 'self'`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

interface CachedFile {
  body: Buffer;
  gzipped: Buffer | null;
  contentType: string;
}

function originOf(request: IncomingMessage): string {
  const protocol = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${protocol}://${request.headers.host ?? '127.0.0.1'}`;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

export function createAppServer(options: AppServerOptions): http.Server {
  const root = path.resolve(options.staticDir);
  const files = new Map<string, CachedFile>();
  const remoteServerModules = createRemoteServerModules();
  const remoteManifests = createRemoteManifests();

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
  function remoteAssetsFor(config: RuntimeConfig, request: IncomingMessage) {
    const owner = matchRoute(new URL(request.url ?? '/', 'http://localhost').pathname)?.route.owner;
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
  async function serverRendered(template: CachedFile, config: RuntimeConfig, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (!options.serverRendering) return false;
    const nonce = randomBytes(16).toString('base64');
    const locale = localeFromCookieHeader(request.headers.cookie);
    const page = await renderServerPage({
      template: template.body.toString('utf8'),
      config,
      requestUrl: request.url ?? '/',
      origin: originOf(request),
      backendBaseUrl: options.serverRendering.backendBaseUrl,
      nonce,
      modules: remoteServerModules,
      remoteAssets: await remoteAssetsFor(config, request),
      locale,
      hostEnglishScript: await findHostEnglishScript(),
      log: (event, details) => console.error(`[host-server] ${event}`, details),
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
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': contentSecurityPolicy(nonce),
      'Content-Length': String(sent.length),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : sent);
    return true;
  }

  async function readFile(filePath: string): Promise<CachedFile | null> {
    const cached = files.get(filePath);
    if (cached) return cached;
    try {
      const stat = await fs.stat(filePath);
      if (!stat.isFile()) return null;
      const body = await fs.readFile(filePath);
      const contentType = CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream';
      const file = { body, contentType, gzipped: COMPRESSIBLE.test(contentType) && body.length > 512 ? zlib.gzipSync(body, { level: 9 }) : null };
      // Hashed files never change; others may be redeployed in place, so they are re-read.
      if (HASHED_FILE.test(filePath)) files.set(filePath, file);
      return file;
    } catch {
      return null;
    }
  }

  function sendFile(request: IncomingMessage, response: ServerResponse, file: CachedFile, filePath: string, status = 200) {
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    if (options.cors) headers['Access-Control-Allow-Origin'] = '*';
    const gzip = file.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) headers['Content-Encoding'] = 'gzip';
    const body = gzip && file.gzipped ? file.gzipped : file.body;
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** The page with its hints. */
  async function hinted(file: CachedFile, config: RuntimeConfig, request: IncomingMessage): Promise<CachedFile> {
    const remoteAssets = await remoteAssetsFor(config, request);
    const locale = localeFromCookieHeader(request.headers.cookie);
    const body = Buffer.from(
      withPageHints(file.body.toString('utf8'), config, request.url ?? '/', originOf(request), { remoteAssets, locale, hostEnglishScript: await findHostEnglishScript() }),
    );
    return { body, contentType: file.contentType, gzipped: zlib.gzipSync(body, { level: 6 }) };
  }

  function proxyBackend(request: IncomingMessage, response: ServerResponse, origin: string) {
    const target = new URL(request.url ?? '/', origin);
    const upstream = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) sendJson(response, 502, { code: 502, status: 'BAD_GATEWAY', data: null });
      else response.destroy();
    });
    request.pipe(upstream);
  }

  return http.createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (options.backendOrigin && (url.pathname === '/backend' || url.pathname.startsWith('/backend/'))) {
        proxyBackend(request, response, options.backendOrigin);
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
        const body = await fs.readFile(options.runtimeConfigPath);
        response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(body);
        return;
      }
      let decoded: string;
      try {
        decoded = decodeURIComponent(url.pathname);
      } catch {
        decoded = '/';
      }
      const filePath = path.resolve(root, `.${decoded}`);
      const inside = filePath === root || filePath.startsWith(`${root}${path.sep}`);
      const file = inside && !decoded.includes('\0') ? await readFile(filePath) : null;
      if (file) {
        sendFile(request, response, file, filePath);
        return;
      }
      const looksLikeAsset = path.extname(decoded) !== '';
      if (options.spaFallback && !looksLikeAsset) {
        const fallbackPath = path.join(root, options.spaFallback);
        const fallback = await readFile(fallbackPath);
        if (fallback) {
          // A broken configuration file: the page is sent as built; it fetches the file and says what is wrong.
          const config = options.pageHints || options.serverRendering ? await readRuntimeConfig() : null;
          if (config && (await serverRendered(fallback, config, request, response))) return;
          const page = config && options.pageHints ? await hinted(fallback, config, request) : fallback;
          sendFile(request, response, page, fallbackPath, options.pageHints ? statusForPath(url.pathname) : 200);
          return;
        }
      }
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...(options.cors ? { 'Access-Control-Allow-Origin': '*' } : {}) });
      response.end('Not found');
    } catch (error) {
      console.error('[app-server]', error);
      if (!response.headersSent) sendJson(response, 500, { code: 500, status: 'INTERNAL_SERVER_ERROR', data: null });
      else response.destroy();
    }
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
