// Server rendering of product routes (spec §1): the host's shell with the remote's server output in
// its slot, the critical CSS of both, the SEO head (spec §2 title and robots, canonical without
// tracking parameters, description, keywords, JSON-LD) and what the browser needs to hydrate. A
// remote that is down, slow or throws still gets the shell, with the server-down empty state.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import { criticalStyles, type PageStatus, type RuntimeConfig, type ServerRenderRequest, type ServerRenderResult } from '@pdp/host-contract/contract';
import { DEFAULT_LOCALE, type Locale } from '@pdp/host-contract/locale';
import { remoteOfOwner, type RemoteKey } from '@pdp/host-contract/remotes';
import { type RouteMatch, splitUrl } from '@pdp/host-contract/routes';
import { stripTrackingParameters } from '@pdp/host-contract/tracking';
import { App } from '../src/app/app';
import { loadHostEnglish, loadHostFormatjs } from '../src/shared/i18n/host-i18n';
import { loadErrorPages } from '../src/features/error-pages/lazy-error-page';
import { HostRoutes } from '../src/app/router';
import type { ServerPage } from '../src/shared/host-context';
import { escapeAttribute, matchOf, scriptSafeJson, withPageHints, SERVER_PAGE_ELEMENT_ID } from './page-hints';
import type { RemoteServerModules } from './remote-server-modules';
import { loadScriptsAfterFirstPaint } from './paint-first';
import type { RemoteAssets } from '../src/features/remote-slot/remote-manifest';
import {
  createCircuitBreaker,
  createCoalescer,
  createFailedPages,
  createStaleStore,
  type BreakerOptions,
  type BreakerState,
  type CircuitBreaker,
  type FailedPages,
  type FailedPagesOptions,
  type StaleStore,
} from './resilience';

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

/** How one render of a remote's page ended: rendered (any status the remote chose but 500), failed, or its build unloadable. */
type RenderOutcome = { kind: 'rendered'; result: ServerRenderResult } | { kind: 'failed' } | { kind: 'unloadable' };

/**
 * What outlives one request (resilience.ts): a breaker per remote, the pages that failed lately, the
 * renders in flight, and the last good render of each page with how long it is served at once.
 */
export interface RenderResilience {
  breakerFor(remote: RemoteKey): CircuitBreaker;
  lastGood: StaleStore;
  failedPages: FailedPages;
  renders: ReturnType<typeof createCoalescer<RenderOutcome>>;
  /** A last good render this young is served without waiting for a render (stale while revalidate). */
  serveFreshForMs: number;
  /** A last good render served so is refreshed behind once it is this old (one render at a time). */
  refreshAfterMs: number;
  /** Remotes whose server build did not load at their last try: the server-down state is theirs. */
  unloadable: Set<RemoteKey>;
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
  /** The scripts the host's main.js loads as it starts, loaded beside it (decision 0078). */
  hostStartScripts?: readonly string[];
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

export interface RenderResilienceOptions {
  /** When a remote's breaker opens (a failure rate across pages) and how long it stays open. */
  breaker?: Omit<BreakerOptions, 'onChange' | 'now'>;
  /** The back-off of a page whose render failed (1 s doubling to 30 s). */
  failedPages?: Omit<FailedPagesOptions, 'now'>;
  /** How long the last good render of a page may stand in for a failed one (10 min). */
  staleForMs?: number;
  /** How long it is served at once, without waiting for a render (30 s). */
  serveFreshForMs?: number;
  /** How old it may be before a render refreshes it behind (1 s). */
  refreshAfterMs?: number;
  now?: () => number;
  onBreakerChange?: (remote: RemoteKey, state: BreakerState) => void;
}

export function createRenderResilience(options: RenderResilienceOptions = {}): RenderResilience {
  const { now } = options;
  const breakers = new Map<RemoteKey, CircuitBreaker>();
  return {
    breakerFor(remote) {
      let breaker = breakers.get(remote);
      if (!breaker) {
        breaker = createCircuitBreaker({ ...options.breaker, now, onChange: (state) => options.onBreakerChange?.(remote, state) });
        breakers.set(remote, breaker);
      }
      return breaker;
    },
    lastGood: createStaleStore({ maxAgeMs: options.staleForMs, now }),
    failedPages: createFailedPages({ ...options.failedPages, now }),
    renders: createCoalescer<RenderOutcome>(),
    serveFreshForMs: options.serveFreshForMs ?? 30_000,
    refreshAfterMs: options.refreshAfterMs ?? 1_000,
    unloadable: new Set(),
  };
}

/** The remote's server render: unloadable when its build does not load in time, failed when it throws, is slow or its backend failed (500). */
async function remoteRender(
  input: RenderPageInput,
  remote: RemoteKey,
  entryUrl: string,
  request: Omit<ServerRenderRequest, 'backendBaseUrl' | 'origin' | 'nonce'>,
): Promise<RenderOutcome> {
  const budget = input.renderBudgetMs ?? REMOTE_RENDER_TIMEOUT_MS;
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  let module: Awaited<ReturnType<RemoteServerModules['load']>>;
  try {
    module = await withTimeout(input.modules.load(remote, new URL(entryUrl, input.origin).href), budget);
  } catch (error) {
    input.log?.('remote-server-build-error', { remote, reason: reason(error) });
    return { kind: 'unloadable' };
  }
  try {
    const backendTimeoutMs = Math.max(100, Math.floor(budget * BACKEND_SHARE_OF_BUDGET));
    const result = await withTimeout(
      module.renderPage({ ...request, backendBaseUrl: input.backendBaseUrl, origin: input.origin, nonce: input.nonce, backendTimeoutMs }),
      budget,
    );
    if (result.status !== 500) return { kind: 'rendered', result };
    // The remote rendered nothing: a backend read failed or outlasted its share of the budget. The
    // page goes to the browser as the shell; an operator sees why here.
    input.log?.('remote-server-render-error', { remote, reason: 'the remote answered 500: a backend read failed or was too slow' });
    return { kind: 'failed' };
  } catch (error) {
    input.log?.('remote-server-render-error', { remote, reason: reason(error) });
    return { kind: 'failed' };
  }
}

/**
 * The status of a page the browser builds (`clientRendered`), from its remote's server build
 * (`pageStatus`, contract 1.26): 404, 410 or 429 gets the host's error page from the server; 200, a
 * remote without a server build or without `pageStatus`, and a status that is slow or fails leave the
 * page to the browser (the shell, 200), which reports the status once it knows it.
 */
async function clientRenderedStatus(
  input: RenderPageInput,
  remote: RemoteKey,
  request: Omit<ServerRenderRequest, 'backendBaseUrl' | 'origin' | 'nonce'>,
): Promise<PageStatus> {
  const entryUrl = input.config.remotes[remote]?.serverEntryUrl;
  if (!entryUrl) return 200;
  const budget = input.renderBudgetMs ?? REMOTE_RENDER_TIMEOUT_MS;
  try {
    const module = await withTimeout(input.modules.load(remote, new URL(entryUrl, input.origin).href), budget);
    if (!module.pageStatus) return 200;
    const backendTimeoutMs = Math.max(100, Math.floor(budget * BACKEND_SHARE_OF_BUDGET));
    const status = await withTimeout(
      module.pageStatus({ ...request, backendBaseUrl: input.backendBaseUrl, origin: input.origin, nonce: input.nonce, backendTimeoutMs }),
      budget,
    );
    return status === 404 || status === 410 || status === 429 ? status : 200;
  } catch (error) {
    input.log?.('remote-page-status-error', { remote, reason: error instanceof Error ? error.message : String(error) });
    return 200;
  }
}

/** What the server answers for a product: a render (maybe the last good one, stale), the remote down, or the shell for the browser to build. */
type PageAnswer = { result: ServerRenderResult; stale?: boolean } | { down: true } | { browser: true };

/** The answer when no render of the page's own is to be had now. */
function withoutRender(lastGood: { result: ServerRenderResult } | null, remoteDown: boolean): PageAnswer {
  if (lastGood) return { result: lastGood.result, stale: true };
  return remoteDown ? { down: true } : { browser: true };
}

/**
 * The remote's render of one page, kept apart from every other page's (decision 0059):
 * - a last good render younger than `serveFreshForMs` is served at once, one render refreshing it behind;
 * - a page that failed lately is not waited for: its last good render, else the shell the browser
 *   builds, while one render tries it again behind once its back-off is over;
 * - renders of one page in flight are shared, whoever asked;
 * - the remote's breaker, open only on failures across many pages, answers every page at once;
 * - a failed render gives the last good one (stale) if it is not too old, else the shell for the
 *   browser; only a remote whose server build does not load gets the server-down state.
 */
async function resilientRender(
  input: RenderPageInput,
  remote: RemoteKey,
  entryUrl: string,
  request: Omit<ServerRenderRequest, 'backendBaseUrl' | 'origin' | 'nonce'>,
): Promise<PageAnswer> {
  const resilience = input.resilience;
  if (!resilience) {
    const outcome = await remoteRender(input, remote, entryUrl, request);
    return outcome.kind === 'rendered' ? { result: outcome.result } : withoutRender(null, outcome.kind === 'unloadable');
  }
  const { lastGood: store, failedPages, renders, unloadable } = resilience;
  const breaker = resilience.breakerFor(remote);
  // One page: the same product, variant and language, from the same deployment of the remote (a
  // release is another key), whatever tracking parameters a shared link adds. Server renders are
  // anonymous, so the signed-in state is not part of it.
  const key = `${remote} ${entryUrl} ${request.locale} ${stripTrackingParameters(request.path)}`;
  const render = () =>
    renders.run(key, async () => {
      const outcome = await remoteRender(input, remote, entryUrl, request);
      breaker.record(key, outcome.kind === 'rendered');
      if (outcome.kind === 'unloadable') unloadable.add(remote);
      else unloadable.delete(remote);
      if (outcome.kind === 'rendered') {
        failedPages.succeeded(key);
        if (outcome.result.status === 200) store.remember(key, outcome.result);
      } else failedPages.failed(key);
      return outcome;
    });
  /** A render behind the answer: never awaited, never thrown. */
  const refreshBehind = () => {
    if (!renders.has(key) && !failedPages.backingOff(key) && breaker.allows()) void render().catch(() => undefined);
  };

  const lastGood = store.recall(key);
  if (lastGood && lastGood.ageMs <= resilience.serveFreshForMs) {
    if (lastGood.ageMs >= resilience.refreshAfterMs) refreshBehind();
    return { result: lastGood.result };
  }
  if (failedPages.has(key)) {
    refreshBehind();
    return withoutRender(lastGood, unloadable.has(remote));
  }
  if (!renders.has(key) && !breaker.allows()) return withoutRender(lastGood, unloadable.has(remote));
  const outcome = await render();
  if (outcome.kind === 'rendered') return { result: outcome.result };
  return withoutRender(lastGood, outcome.kind === 'unloadable');
}

/** The start of the page's hydration facts, whose first field is the path the page was rendered for. */
const serverPageStart = (path: string) => `<script id="${SERVER_PAGE_ELEMENT_ID}" type="application/json">{"path":${scriptSafeJson(path)}`;

/**
 * A page rendered for `renderedUrl` (tracking parameters stripped), told it answers `requestUrl`: the
 * browser hydrates the server's page only when its path is the address it shows (bootstrap.tsx), and
 * nothing else on the page depends on tracking parameters (the canonical link strips them).
 */
export function withServerPagePath(html: string, renderedUrl: string, requestUrl: string): string {
  const rendered = splitUrl(renderedUrl);
  const requested = splitUrl(requestUrl);
  const from = `${rendered.pathname}${rendered.search}`;
  const to = `${requested.pathname}${requested.search}`;
  return from === to ? html : html.replace(serverPageStart(from), () => serverPageStart(to));
}

/**
 * The page for a product route (the remote's render in the host's shell) or for a path that is no
 * page (the host's 404 in its shell), or the error page of a route built in the browser only
 * (`clientRendered`) whose remote says it does not exist; null for the host's other pages, for
 * remotes without a server build, for any other page of a `clientRendered` route, and for a product
 * the server could not render while its remote is up: those are sent as the client-rendered shell,
 * and the browser builds the page.
 */
export async function renderServerPage(input: RenderPageInput): Promise<RenderedPage | null> {
  const { template, config, requestUrl, origin, nonce, locale = DEFAULT_LOCALE } = input;
  const { pathname, search } = splitUrl(requestUrl);
  const path = `${pathname}${search}`;
  const match = matchOf(input, pathname);
  const isPage = match !== null && !match.route.notFound;
  const remote = match ? remoteOfOwner(match.route.owner) : null;
  // The host's own pages go as the shell.
  if (isPage && !remote) return null;

  let serverPage: ServerPage = { path, remote: null, status: 404, state: null };
  let result: (ServerRenderResult & { stale?: boolean }) | null = null;
  if (isPage && remote && match.route.clientRendered) {
    // A remote's page with nothing to render on the server (the bundling catalog): the shell, unless
    // its remote says the page does not exist; then the host's error page, with its status.
    const status = await clientRenderedStatus(input, remote, { path, vendor: match.route.vendor, locale, brand: config.brand });
    if (status === 200) return null;
    serverPage = { path, remote, status, state: null };
  } else if (isPage && remote) {
    const entryUrl = config.remotes[remote]?.serverEntryUrl;
    if (!entryUrl) return null;
    const answer = await resilientRender(input, remote, entryUrl, { path, vendor: match.route.vendor, locale, brand: config.brand });
    // No render to be had, the remote up: the shell, and the browser builds the page with its own states.
    if ('browser' in answer) return null;
    result = 'result' in answer ? { ...answer.result, ...(answer.stale ? { stale: true } : {}) } : null;
    serverPage = result
      ? { path, remote, status: result.status, state: result.state, html: result.html, ...(result.stale ? { stale: true } : {}) }
      : { path, remote, status: 500, state: null };
  }

  // The host's shell speaks the page's language from the first byte (its catalogue is then loaded),
  // and any page may be an error page, whose chunk renderToString cannot wait for.
  // So can any message: the browser loads @formatjs/intl before hydrating only if this render needed it.
  await Promise.all([locale === 'en' ? loadHostEnglish() : null, loadErrorPages(), loadHostFormatjs()]);
  const cache = createCache({ key: 'host', nonce });
  cache.compat = true;
  let usedFormatjs = false;
  const appHtml = renderToString(
    <App
      config={config}
      initialLocale={locale}
      onLocaleChange={noop}
      serverPage={serverPage}
      cache={cache}
      nonce={nonce}
      onFormatjsUse={() => {
        usedFormatjs = true;
      }}
    >
      <StaticRouter location={path}>
        <HostRoutes />
      </StaticRouter>
    </App>,
  );
  const { html: _markup, path: _path, ...browserPage } = serverPage;
  // The remote's scripts are preloaded only for a page it will mount: not for an error page, and not
  // when it could not render (it is likely down, and Chromium would answer the shopper's retry with
  // the failed preload).
  const remoteAssets = (result?.status === 200 ? input.remoteAssets : null) ?? null;
  // Its container's address, as the manifest this server read gives it: the browser registers it without
  // fetching the manifest again (decision 0085).
  const remoteEntry = remoteAssets ? { remoteEntry: remoteAssets.entryUrl } : {};
  const head = [
    styleElement(criticalStyles('host', cache.inserted), nonce),
    result ? styleElement(result.styles, nonce) : '',
    seoHead(result),
    // The path first: withServerPagePath finds it there.
    `<script id="${SERVER_PAGE_ELEMENT_ID}" type="application/json">${scriptSafeJson({ path, ...browserPage, locale, nonce, ...remoteEntry, ...(usedFormatjs ? { formatjs: true } : {}) })}</script>`,
  ].join('');

  const canonicalPath = result?.status === 200 ? result.seo.canonicalPath : undefined;
  const assembled = withPageHints(template, config, requestUrl, origin, {
    canonicalPath,
    nonce,
    remoteAssets,
    remoteEntryInPage: remoteAssets !== null,
    locale,
    hostEnglishScript: input.hostEnglishScript,
    hostStartScripts: input.hostStartScripts,
    match,
  })
    .replace('</head>', `${head}</head>`)
    .replace(/<div id=["']?root["']?><\/div>/, `<div id="root">${appHtml}</div>`);
  // What the server rendered is painted before any script is fetched (paint-first.ts).
  const page = loadScriptsAfterFirstPaint(assembled, nonce);
  // A remote whose server build could not be loaded: the server-down state, 503.
  const status = serverPage.status === 500 ? 503 : serverPage.status;
  return { status, html: page, ...(serverPage.stale ? { stale: true } : {}) };
}
