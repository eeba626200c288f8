// Server rendering of product routes (spec §1): the host's shell with the remote's server output in
// its slot, the critical CSS of both, the SEO head (spec §2 title and robots, canonical without
// tracking parameters, description, keywords, JSON-LD) and what the browser needs to hydrate. A
// remote that is down, slow or throws still gets the shell, with the server-down empty state.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import {
  DEFAULT_LOCALE,
  criticalStyles,
  stripTrackingParameters,
  type Locale,
  type RouteMatch,
  remoteOfOwner,
  splitUrl,
  type RemoteKey,
  type RuntimeConfig,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@pdp/shared-contracts';
import { App } from '../src/app/app';
import { loadHostEnglish } from '../src/shared/i18n/host-i18n';
import { loadErrorPages } from '../src/features/error-pages/lazy-error-page';
import { HostRoutes } from '../src/app/router';
import type { ServerPage } from '../src/shared/host-context';
import { escapeAttribute, matchOf, scriptSafeJson, withPageHints, SERVER_PAGE_ELEMENT_ID } from './page-hints';
import type { RemoteServerModules } from './remote-server-modules';
import type { RemoteAssets } from '../src/features/remote-slot/remote-manifest';
import type { CircuitBreaker, StaleStore } from './resilience';

/** The default budget of a remote's server render (loading its build, then rendering), each. */
export const REMOTE_RENDER_TIMEOUT_MS = 3_000;
/**
 * Share of the render budget each backend read may take: a render reads in two rounds (summary and
 * config, then SEO), so both end inside the budget.
 */
const BACKEND_SHARE_OF_BUDGET = 0.4;

export interface RenderedPage {
  status: number;
  html: string;
  /** Served from the last good render of the page, the backend having failed. */
  stale?: boolean;
}

/** What outlives one request: a breaker per remote, and the last good render of each page. */
export interface RenderResilience {
  breakerFor(remote: RemoteKey): CircuitBreaker;
  lastGood: StaleStore;
}

export interface RenderPageInput {
  /** The built index.html. */
  template: string;
  config: RuntimeConfig;
  requestUrl: string;
  /** The request's route match, made once by the server (matched here when not given). */
  match?: RouteMatch | null;
  origin: string;
  /** Absolute base URL of the backend for the remote's server-side calls. */
  backendBaseUrl: string;
  nonce: string;
  modules: RemoteServerModules;
  /** The route's remote, read from its manifest, for the page's preloads. */
  remoteAssets?: RemoteAssets | null;
  /** The shopper's language (their cookie): the page is rendered in it. */
  locale?: Locale;
  /** The host's English catalogue chunk, preloaded for a page in English. */
  hostEnglishScript?: string | null;
  log?: (event: string, details: Record<string, unknown>) => void;
  /** How long a remote's build may take to load, and its render to answer (default 3 s each). */
  renderBudgetMs?: number;
  resilience?: RenderResilience;
}

const noop = () => undefined;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function styleElement({ key, ids, css }: ServerRenderResult['styles'], nonce: string): string {
  if (!css) return '';
  // `data-emotion="key id…"` is how emotion's browser cache recognises rules it need not insert again.
  return `<style data-emotion="${escapeAttribute([key, ...ids].join(' '))}" nonce="${escapeAttribute(nonce)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

function seoHead(result: ServerRenderResult | null): string {
  if (!result || result.status !== 200) return '';
  const { seo } = result;
  const parts: string[] = [];
  if (seo.description) parts.push(`<meta name="description" content="${escapeAttribute(seo.description)}">`);
  if (seo.keywords?.length) parts.push(`<meta name="keywords" content="${escapeAttribute(seo.keywords.join(', '))}">`);
  if (seo.leadImage) {
    const { src, srcSet, sizes } = seo.leadImage;
    parts.push(
      `<link rel="preload" as="image" href="${escapeAttribute(src)}"${srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}"` : ''}${sizes ? ` imagesizes="${escapeAttribute(sizes)}"` : ''} fetchpriority="high">`,
    );
  }
  if (seo.structuredData) parts.push(`<script type="application/ld+json">${scriptSafeJson(seo.structuredData)}</script>`);
  return parts.join('');
}

/** The remote's server render, or null when its server build is down, slow or throws. */
async function remoteRender(
  input: RenderPageInput,
  remote: RemoteKey,
  entryUrl: string,
  request: Omit<ServerRenderRequest, 'backendBaseUrl' | 'origin' | 'nonce'>,
) {
  const budget = input.renderBudgetMs ?? REMOTE_RENDER_TIMEOUT_MS;
  try {
    const module = await withTimeout(input.modules.load(remote, new URL(entryUrl, input.origin).href), budget);
    const backendTimeoutMs = Math.max(100, Math.floor(budget * BACKEND_SHARE_OF_BUDGET));
    return await withTimeout(
      module.renderPage({ ...request, backendBaseUrl: input.backendBaseUrl, origin: input.origin, nonce: input.nonce, backendTimeoutMs }),
      budget,
    );
  } catch (error) {
    input.log?.('remote-server-render-error', { remote, reason: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * The remote's render, through its breaker: an open breaker answers at once without calling. When
 * the render fails (no answer, or the backend failed: 500), the page's last good render is served
 * if it is recent, marked stale; a page never rendered gets the server-down state.
 */
async function resilientRender(
  input: RenderPageInput,
  remote: RemoteKey,
  entryUrl: string,
  request: Omit<ServerRenderRequest, 'backendBaseUrl' | 'origin' | 'nonce'>,
): Promise<(ServerRenderResult & { stale?: boolean }) | null> {
  const resilience = input.resilience;
  const breaker = resilience?.breakerFor(remote);
  // Tracking parameters never change the page: a shared link with them finds the same last render.
  const key = `${remote} ${request.locale} ${stripTrackingParameters(request.path)}`;
  let result: ServerRenderResult | null = null;
  if (!breaker || breaker.allows()) {
    result = await remoteRender(input, remote, entryUrl, request);
    const answered = result !== null && result.status !== 500;
    breaker?.record(answered);
    if (result?.status === 200) resilience?.lastGood.remember(key, result);
  }
  if (result && result.status !== 500) return result;
  const lastGood = resilience?.lastGood.recall(key);
  return lastGood ? { ...lastGood, stale: true } : result;
}

/**
 * The page for a product route (the remote's render in the host's shell) or for a path that is no
 * page (the host's 404 in its shell); null for the host's other pages and for remotes without a
 * server build, which are sent as the client-rendered shell.
 */
export async function renderServerPage(input: RenderPageInput): Promise<RenderedPage | null> {
  const { template, config, requestUrl, origin, nonce, locale = DEFAULT_LOCALE } = input;
  const { pathname, search } = splitUrl(requestUrl);
  const path = `${pathname}${search}`;
  const match = matchOf(input, pathname);
  const isPage = match !== null && !match.route.notFound;
  const remote = match ? remoteOfOwner(match.route.owner) : null;
  if (isPage && !remote) return null;

  let serverPage: ServerPage = { path, remote: null, status: 404, state: null };
  let result: (ServerRenderResult & { stale?: boolean }) | null = null;
  if (isPage && remote) {
    const entryUrl = config.remotes[remote]?.serverEntryUrl;
    if (!entryUrl) return null;
    result = await resilientRender(input, remote, entryUrl, { path, vendor: match.route.vendor, locale, brand: config.brand });
    serverPage = result
      ? { path, remote, status: result.status, state: result.state, html: result.html, ...(result.stale ? { stale: true } : {}) }
      : { path, remote, status: 500, state: null };
  }

  // The host's shell speaks the page's language from the first byte (its catalogue is then loaded),
  // and any page may be an error page, whose chunk renderToString cannot wait for.
  await Promise.all([locale === 'en' ? loadHostEnglish() : null, loadErrorPages()]);
  const cache = createCache({ key: 'host', nonce });
  cache.compat = true;
  const appHtml = renderToString(
    <App config={config} initialLocale={locale} onLocaleChange={noop} serverPage={serverPage} cache={cache} nonce={nonce}>
      <StaticRouter location={path}>
        <HostRoutes />
      </StaticRouter>
    </App>,
  );
  const { html: _markup, ...browserPage } = serverPage;
  const head = [
    styleElement(criticalStyles('host', cache.inserted), nonce),
    result ? styleElement(result.styles, nonce) : '',
    seoHead(result),
    `<script id="${SERVER_PAGE_ELEMENT_ID}" type="application/json">${scriptSafeJson({ ...browserPage, locale, nonce })}</script>`,
  ].join('');

  const canonicalPath = result?.status === 200 ? result.seo.canonicalPath : undefined;
  // The remote's scripts are preloaded only for a page it will mount: not for an error page, and not
  // when it could not render (it is likely down, and Chromium would answer the shopper's retry with
  // the failed preload).
  const remoteAssets = result?.status === 200 ? input.remoteAssets : null;
  const page = withPageHints(template, config, requestUrl, origin, {
    canonicalPath,
    nonce,
    remoteAssets,
    locale,
    hostEnglishScript: input.hostEnglishScript,
    match,
  })
    .replace('</head>', `${head}</head>`)
    .replace(/<div id=["']?root["']?><\/div>/, `<div id="root">${appHtml}</div>`);
  // A remote that could not render, or a backend that failed: the server-down state, 503.
  const status = serverPage.status === 500 ? 503 : serverPage.status;
  return { status, html: page, ...(serverPage.stale ? { stale: true } : {}) };
}
