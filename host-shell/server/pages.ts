// The host's HTML pages (issue 20): a product route rendered on the server with the remote's server
// build (render-page.tsx), any other route the built shell with its hints (page-hints.ts): the
// run-time configuration, preloads and the head, in the shopper's language, compressed here
// (page-compression.ts), under a Content-Security-Policy with a nonce of the render. A good
// server-rendered page is kept a moment and served again, compressed bodies and all (page-cache.ts,
// decision 0073); every other page is made per request with a nonce of its own.
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { localeFromCookieHeader, type Locale } from '@pdp/host-contract/locale';
import { remoteOfOwner } from '@pdp/host-contract/remotes';
import type { RouteMatch } from '@pdp/host-contract/routes';
import { stripTrackingParameters } from '@pdp/host-contract/tracking';
import { withPageHints } from './page-hints';
import { createRenderResilience, renderServerPage, withServerPagePath, type RenderResilienceOptions } from './render-page';
import { createRemoteManifests } from './remote-manifests';
import type { RemoteServerModules } from './remote-server-modules';
import { compressAs, pageEncoding } from './page-compression';
import { createPageCache, type PageCacheOptions } from './page-cache';
import type { Logger } from './log';
import type { StaticFile } from './static-files';

/** The host build's list of what main.js loads as it starts (tooling/webpack/start-scripts-plugin.cjs). */
const START_SCRIPTS_FILE = 'start-scripts.json';

/**
 * The policy of every page the host serves. Scripts run only with this response's nonce, and the
 * scripts they load (webpack chunks, the federation runtime's remote containers) by 'strict-dynamic';
 * styles only with the nonce or from same-origin files (style attributes stay allowed); no plugins,
 * no <base>, no framing, forms only to this site.
 */
function contentSecurityPolicy(nonce: string): string {
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

/** When a crawler given the server-down state (503) is asked to come back. */
const RETRY_AFTER_SECONDS = 30;

/** The headers every HTML page of the host carries besides its policy. */
const PAGE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' } as const;

export interface ServerRenderingOptions extends Omit<RenderResilienceOptions, 'now' | 'onBreakerChange'> {
  /** Where the server reaches the backend (absolute). */
  backendBaseUrl: string;
  /** How long a remote's build may take to load, and its render to answer, each (default 3 s). */
  renderBudgetMs?: number;
  /** The page micro-cache (1 s, 256 pages by default; `ttlMs: 0` turns it off). */
  pageCache?: PageCacheOptions;
}

export interface PagesOptions {
  /** The host's build folder, where its English catalogue chunk is found. */
  root: string;
  /** Null: the pages are sent as built (no hints, no server rendering). */
  serverRendering?: ServerRenderingOptions;
  /**
   * The origin shoppers reach the pages at, for the canonical link and JSON-LD. Configuration, never
   * the request's Host header, which anyone can set (behind a shared cache a forged one would poison
   * every shopper's page). Without it, the server's own address.
   */
  publicOrigin?: string;
  modules: RemoteServerModules;
  log: Logger;
}

/** The page of one request: the route it matched, the status it answers with. */
export interface PageRequest {
  template: StaticFile;
  config: RuntimeConfig;
  match: RouteMatch | null;
  status: number;
  /** Try the server render (a route, not the shell asked for by its file name). */
  render: boolean;
}

export function createPages(options: PagesOptions) {
  const { log, modules } = options;
  const remoteManifests = createRemoteManifests();
  const resilience = createRenderResilience({
    ...options.serverRendering,
    // A state change is one log line: the breaker opening is the backend failing, not the host.
    onBreakerChange: (remote, state) => log.log('warn', 'breaker', { remote, state }),
  });

  /** The public origin: configured, else the server's own address (never the Host header). */
  const originOf = (request: FastifyRequest): string => {
    if (options.publicOrigin) return options.publicOrigin.replace(/\/$/, '');
    const { localAddress = '127.0.0.1', localPort } = request.raw.socket;
    const address = localAddress.includes(':') && !localAddress.startsWith('::ffff:') ? `[${localAddress}]` : localAddress.replace(/^::ffff:/, '');
    return `http://${address}:${localPort}`;
  };

  /** The host's English catalogue chunk (its name carries a content hash), found once in the build. */
  let hostEnglishScript: Promise<string | null> | null = null;
  const findHostEnglishScript = () =>
    (hostEnglishScript ??= fs.readdir(options.root).then(
      (names) => {
        const name = names.find((candidate) => /^host-messages-en\.[0-9a-f]+\.js$/.test(candidate));
        return name ? `/${name}` : null;
      },
      () => null,
    ));

  /**
   * What the host's main.js loads as it starts (its build's `start-scripts.json`, decision 0078), read
   * once per page template, so a new build's template comes with its own list: loaded beside main.js
   * on every page. An unreadable list means none, never a failed page.
   */
  const startScriptsByTemplate = new WeakMap<StaticFile, Promise<readonly string[]>>();
  const findHostStartScripts = (template: StaticFile) => {
    let files = startScriptsByTemplate.get(template);
    if (!files) {
      files = fs
        .readFile(path.join(options.root, START_SCRIPTS_FILE), 'utf8')
        .then((text) => {
          const list: unknown = JSON.parse(text);
          return Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string' && /^\/[\w.-]+\.js$/.test(file)) : [];
        })
        .catch(() => []);
      startScriptsByTemplate.set(template, files);
    }
    return files;
  };

  /** The product route's remote, read from its manifest (null: another page, or unreadable now). */
  function remoteAssetsFor(config: RuntimeConfig, request: FastifyRequest, match: RouteMatch | null) {
    const owner = match?.route.owner;
    const remote = owner ? remoteOfOwner(owner) : null;
    return remote ? remoteManifests.assets(config, remote, originOf(request)) : Promise.resolve(null);
  }

  /** The page's HTML and status: rendered on the server when its route is, else the shell with hints. */
  async function make(request: FastifyRequest, page: PageRequest, nonce: string, locale: Locale, requestUrl: string) {
    const template = page.template.body.toString('utf8');
    const [remoteAssets, englishScript, startScripts] = await Promise.all([
      remoteAssetsFor(page.config, request, page.match),
      findHostEnglishScript(),
      findHostStartScripts(page.template),
    ]);
    if (options.serverRendering && page.render) {
      const rendered = await renderServerPage({
        template,
        config: page.config,
        requestUrl,
        match: page.match,
        origin: originOf(request),
        backendBaseUrl: options.serverRendering.backendBaseUrl,
        nonce,
        modules,
        remoteAssets,
        locale,
        hostEnglishScript: englishScript,
        hostStartScripts: startScripts,
        log: (event, details) => log.log('error', event, { ...details }),
        renderBudgetMs: options.serverRendering.renderBudgetMs,
        resilience,
      });
      if (rendered) return { html: rendered.html, status: rendered.status, stale: rendered.stale === true, serverRendered: true };
    }
    const html = withPageHints(template, page.config, requestUrl, originOf(request), {
      remoteAssets,
      locale,
      nonce,
      hostEnglishScript: englishScript,
      hostStartScripts: startScripts,
      match: page.match,
    });
    return { html, status: page.status, stale: false, serverRendered: false };
  }

  /** A page made once: its HTML, status and nonce, and its bodies as sent, by encoding and address. */
  type Made = Awaited<ReturnType<typeof make>> & { nonce: string; bodies: Map<string, Promise<Buffer>> };
  const pageCache = createPageCache<Made>(options.serverRendering?.pageCache);
  /** Addresses of one page (its tracking parameters differ) whose bodies are kept, by encoding. */
  const MAX_BODIES_PER_PAGE = 16;

  /** The identity of an object the server keeps while it is unchanged (the run-time configuration, the built page). */
  const versions = new WeakMap<object, number>();
  let lastVersion = 0;
  const versionOf = (value: object) => {
    let version = versions.get(value);
    if (version === undefined) versions.set(value, (version = lastVersion += 1));
    return version;
  };

  const makeOnce = async (request: FastifyRequest, page: PageRequest, locale: Locale, requestUrl: string): Promise<Made> => {
    const nonce = randomBytes(16).toString('base64');
    return { ...(await make(request, page, nonce, locale, requestUrl)), nonce, bodies: new Map() };
  };

  return {
    /** Sends the page, under a policy with the nonce of its render. */
    async send(request: FastifyRequest, reply: FastifyReply, page: PageRequest): Promise<FastifyReply> {
      const locale = localeFromCookieHeader(request.headers.cookie);
      const encoding = pageEncoding(request.headers['accept-encoding']);
      let made: Made;
      let cache: 'hit' | 'miss' | null = null;
      if (options.serverRendering && page.render) {
        // One page (decision 0073): the release in force (the run-time configuration and the built
        // page), the origin it links to, the language, the address without tracking parameters. The
        // vendor is the path's. Server renders are anonymous: nothing else of the shopper's is in it.
        const url = stripTrackingParameters(request.url);
        const key = `${versionOf(page.config)} ${versionOf(page.template)} ${originOf(request)} ${locale} ${url}`;
        const found = await pageCache.get(key, async () => {
          const value = await makeOnce(request, page, locale, url);
          // Kept: a page the server rendered, good and fresh. Never an error page, the server-down
          // state, the shell of a failed render or the last good render of a failing one.
          return { value, keep: value.serverRendered && value.status === 200 && !value.stale };
        });
        made = found.value;
        cache = found.hit ? 'hit' : 'miss';
      } else made = await makeOnce(request, page, locale, request.url);

      // The page was rendered for the address without tracking parameters; this one's own path goes in.
      const bodyKey = `${encoding ?? 'identity'} ${request.url}`;
      let pending = made.bodies.get(bodyKey);
      if (!pending) {
        pending = compressAs(Buffer.from(withServerPagePath(made.html, stripTrackingParameters(request.url), request.url)), encoding);
        if (made.bodies.size < MAX_BODIES_PER_PAGE) made.bodies.set(bodyKey, pending);
      }
      const body = await pending;
      return reply
        .code(made.status)
        .headers({
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          // The page is in the language of the shopper's cookie.
          Vary: 'Accept-Encoding, Cookie',
          'Content-Language': locale,
          // From the last good render: the browser loads fresh data as the remote mounts.
          ...(made.stale ? { 'X-Pdp-Stale': '1' } : {}),
          // The server-down state: the remote could not be loaded; crawlers come back later.
          ...(made.status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : {}),
          // Served again from the page micro-cache, or rendered for this request (product routes only).
          ...(cache ? { 'X-Pdp-Cache': cache } : {}),
          ...PAGE_HEADERS,
          'Content-Security-Policy': contentSecurityPolicy(made.nonce),
          'Content-Length': String(body.length),
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        })
        .send(body);
    },
  };
}
