// The host's HTTP server on Fastify (issue 20, decision 0057), wiring small modules together:
// - operations.ts: /healthz, /readyz, and the graceful stop below;
// - backend-proxy.ts: /backend passed on to the backend;
// - runtime-config.ts: /runtime-config.json, read afresh on every request;
// - static-files.ts: the build's files (hashed ones immutable for a year, the rest by ETag; brotli or
//   gzip made at build time);
// - pages.ts: every other route, the built shell server-rendered or with its hints.
// Each request is logged as one JSON line under its trace id (log.ts), which is Fastify's request id.
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { matchRoute } from '@pdp/host-contract/routes';
import { statusOfMatch } from './page-hints';
import { createRemoteServerModules } from './remote-server-modules';
import { createStaticFiles, staticResponse, type StaticFile } from './static-files';
import { errorFields, quietLogger, traceIdOf, type Logger } from './log';
import { checkReadiness, HEALTH_PATH, READY_PATH, SHUTDOWN_GRACE_MS } from './operations';
import { isBackendPath, registerBackendProxy } from './backend-proxy';
import { registerRuntimeConfig, runtimeConfigReader } from './runtime-config';
import { createPages, type ServerRenderingOptions } from './pages';

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
  /**
   * Server-render product routes with the remotes' server builds (`serverEntryUrl` in the run-time
   * configuration), with the page hints.
   */
  serverRendering?: ServerRenderingOptions;
  /** The origin shoppers reach the pages at (pages.ts); without it, the server's own address. */
  publicOrigin?: string;
  /** Where the server's lines go (log.ts): JSON lines in production, warnings only by default. */
  log?: Logger;
}

/** The host's server: listen, and stop gracefully (operations.ts); /readyz says 503 once stopping. */
export interface AppServer {
  /** Listens (on loopback unless told otherwise) and resolves with the server's URL. */
  listen(port: number, host?: string): Promise<string>;
  /**
   * Stops: no new connections, idle keep-alive ones closed now, a request arriving on a busy one
   * answered 503, what is in flight finished; whatever is left after `graceMs`, closed.
   */
  shutdown(graceMs?: number): Promise<void>;
  readonly listening: boolean;
  readonly fastify: FastifyInstance;
}

/** The request's path, without its query. */
const pathOf = (request: FastifyRequest) => new URL(request.url, 'http://localhost').pathname;

const json = (reply: FastifyReply, status: number, body: unknown) => reply.code(status).header('Cache-Control', 'no-store').send(body);

export function createAppServer(options: AppServerOptions): AppServer {
  const log = options.log ?? quietLogger;
  let draining = false;
  const app: FastifyInstance = Fastify({
    // Our JSON lines (log.ts), one shape for every process of the host; Fastify's own logger stays off.
    logger: false,
    // The trace id is the request id: the caller's when well-formed, else a new one.
    requestIdHeader: false,
    genReqId: (raw) => traceIdOf(raw.headers),
    // HEAD is routed with GET by us, so its Content-Length is the GET's (Node drops the body).
    exposeHeadRoutes: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Product paths carry long names; the router must not turn them away.
    routerOptions: { maxParamLength: 4096 },
    // A path the router cannot decode (`/p/%E0%A4%A`) is still a path: the backend's, or a page that
    // says it is not found, never Fastify's JSON error in place of the page.
    frameworkErrors: (error, request, reply): void => {
      if (error.code !== 'FST_ERR_BAD_URL') void json(reply, 400, { code: 400, status: 'BAD_REQUEST', data: null });
      else if (proxy && isBackendPath(pathOf(request))) proxy(request, reply);
      else if (request.method === 'GET' || request.method === 'HEAD') servePath(request, reply).catch((failure: unknown) => unhandled(failure, request, reply));
      else void methodNotAllowed(request, reply);
    },
  });
  const staticFiles = createStaticFiles(options.staticDir);
  const modules = createRemoteServerModules();
  const readConfig = options.runtimeConfigPath ? runtimeConfigReader(options.runtimeConfigPath) : null;
  const pages =
    options.pageHints || options.serverRendering
      ? createPages({ root: staticFiles.root, serverRendering: options.serverRendering, publicOrigin: options.publicOrigin, modules, log })
      : null;

  // The server reads no request body: the proxy streams it on as it came, and nothing else takes one.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.addHook('onResponse', (request, reply, done) => {
    log.log('info', 'request', {
      method: request.method,
      path: pathOf(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      traceId: request.id,
    });
    done();
  });
  function unhandled(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    log.log('error', 'unhandled', { path: pathOf(request), traceId: request.id, ...errorFields(error) });
    return json(reply, 500, { code: 500, status: 'INTERNAL_SERVER_ERROR', data: null });
  }
  app.setErrorHandler((error, request, reply) => unhandled(error, request, reply));

  app.get(HEALTH_PATH, (_request, reply) => json(reply, 200, { status: 'ok' }));
  app.get(READY_PATH, async (_request, reply) => {
    const readiness = await checkReadiness({ readConfig: readConfig ?? undefined, modules, serverRendering: Boolean(options.serverRendering), draining });
    return json(reply, readiness.ready ? 200 : 503, { status: readiness.ready ? 'ready' : 'not-ready', checks: readiness.checks });
  });
  const proxy = options.backendOrigin ? registerBackendProxy(app, { origin: options.backendOrigin, timeoutMs: options.backendTimeoutMs }) : null;
  if (options.runtimeConfigPath) registerRuntimeConfig(app, options.runtimeConfigPath);

  const sendFile = (request: FastifyRequest, reply: FastifyReply, file: StaticFile) => {
    // As for a GET: for HEAD Node sends the headers only, with the GET's length.
    const { status, headers, body } = staticResponse(file, { method: 'GET', headers: request.headers });
    return reply
      .code(status)
      .headers(headers)
      .send(body ?? undefined);
  };

  /** A file of the build, else the page of the route (history mode), else 404. */
  async function servePath(request: FastifyRequest, reply: FastifyReply) {
    const pathname = pathOf(request);
    const found = await staticFiles.find(pathname);
    if (found) {
      // The page itself asked for by name: served as every page is, under its policy.
      const config = pages && readConfig && found.file.contentType.startsWith('text/html') ? await readConfig() : null;
      if (pages && config) return pages.send(request, reply, { template: found.file, config, match: matchRoute(pathname), status: 200, render: false });
      return sendFile(request, reply, found.file);
    }
    const fallback = options.spaFallback && path.extname(pathname) === '' ? await staticFiles.read(path.join(staticFiles.root, options.spaFallback)) : null;
    if (!fallback) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // A broken configuration file: the page is sent as built; it fetches the file and says what is wrong.
    const config = pages && readConfig ? await readConfig() : null;
    if (!pages || !config) return sendFile(request, reply, fallback);
    // The route is matched once for the request; every step takes this match.
    const match = matchRoute(pathname);
    return pages.send(request, reply, { template: fallback, config, match, status: statusOfMatch(match), render: true });
  }
  function methodNotAllowed(_request: FastifyRequest, reply: FastifyReply) {
    return json(reply.header('Allow', 'GET, HEAD'), 405, { code: 405, status: 'METHOD_NOT_ALLOWED', data: null });
  }
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: servePath });
  app.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], url: '/*', handler: methodNotAllowed });

  return {
    async listen(port, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      return `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
    },
    async shutdown(graceMs = SHUTDOWN_GRACE_MS) {
      draining = true;
      const force = setTimeout(() => app.server.closeAllConnections(), graceMs);
      force.unref();
      await app.close();
      clearTimeout(force);
    },
    get listening() {
      return app.server.listening;
    },
    fastify: app,
  };
}
