// What the host server writes into the page before it is sent: the spec's title and robots meta, a
// canonical link without tracking parameters, the run-time configuration inline (no extra round
// trip before the remote can load) and, for product routes, a preconnect to the remote's origin, a
// preload of its manifest and, when the server could read the manifest, of the remote's container
// and the scripts of its page, so the browser fetches them while it parses the HTML. All of it comes
// from the route table and the manifest; nothing here needs product data.
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { DEFAULT_LOCALE, type Locale } from '@pdp/host-contract/locale';
import { pageTitle, robotsContent } from '@pdp/host-contract/page-meta';
import { remoteOfOwner } from '@pdp/host-contract/remotes';
import { matchRoute, splitUrl, type RouteMatch } from '@pdp/host-contract/routes';
import { stripTrackingParameters } from '@pdp/host-contract/tracking';
import type { RemoteAssets } from '../src/features/remote-slot/remote-manifest';
import { hostMessagesId } from '../src/shared/i18n/messages.id';

export const RUNTIME_CONFIG_ELEMENT_ID = 'pdp-runtime-config';
/** The server-rendered page's facts for hydration (path, remote, status, seed, locale, nonce). */
export const SERVER_PAGE_ELEMENT_ID = 'pdp-server-page';

/** JSON that is safe inside a <script> element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text safe inside a double-quoted attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A remote's English catalogue chunks, by the chunk names its build gives them. */
const ENGLISH_CHUNKS = /^(?:pdp|grocery)-messages-en$/;

/** Marks the host's start scripts (decision 0078). */
const START_SCRIPT_ATTRIBUTE = 'data-pdp-start';

/**
 * Takes each start script out of the page once it has loaded or failed, as webpack does with the
 * scripts it appends. Webpack's chunk loading, asked for a chunk later, then finds no element: a
 * chunk whose script ran is installed and never looked for; one whose script failed, or answered
 * something that registered nothing, gets a script of webpack's own and, if that fails too, a
 * ChunkLoadError at once. Left in, the element would be found and its load or error waited for
 * until webpack's 120 s timeout, the event long past. Listened for on the document, in the capture
 * phase (these events do not bubble), from before the first start script is in the page.
 */
const START_SCRIPTS_SETTLED = `(function(){function settled(e){var s=e.target;if(s&&s.tagName==='SCRIPT'&&s.hasAttribute('${START_SCRIPT_ATTRIBUTE}')&&s.parentNode)s.parentNode.removeChild(s)}document.addEventListener('load',settled,true);document.addEventListener('error',settled,true)})()`;

export interface HintOptions {
  /** The route's remote, read from its manifest: its scripts are preloaded. */
  remoteAssets?: RemoteAssets | null;
  /** The page tells the browser the remote's container (a server-rendered page, decision 0085): its manifest is not preloaded. */
  remoteEntryInPage?: boolean;
  /** The page's language: in English, the host's and the remote's English catalogues are preloaded too. */
  locale?: Locale;
  /** The host's English catalogue chunk (its URL path). */
  hostEnglishScript?: string | null;
  /** The scripts the host's main.js loads as it starts (URL paths, `start-scripts.json`): loaded beside it. */
  hostStartScripts?: readonly string[];
  /** The request's route match, made once per request by the server (matched here when not given). */
  match?: RouteMatch | null;
}

/** The match the caller made for this request, or one made now. */
export const matchOf = (options: { match?: RouteMatch | null }, pathname: string): RouteMatch | null =>
  options.match !== undefined ? options.match : matchRoute(pathname);

export function pageHints(config: RuntimeConfig, requestUrl: string, options: HintOptions & { nonce?: string } = {}): string {
  const { remoteAssets = null, remoteEntryInPage = false, locale = DEFAULT_LOCALE, hostEnglishScript = null, hostStartScripts = [], nonce } = options;
  // Under the policy's 'strict-dynamic', a script, inline or not, runs and a script preload is fetched
  // only with the page's nonce.
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const hints = [`<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(config)}</script>`];
  // Fetched beside main.js instead of after it has run, and run as they arrive (decision 0078). A
  // chunk's script registers its modules (a chunk that arrives before main.js waits in webpack's
  // queue), and main.js's chunk loading finds each by its src: it appends no second element to fetch
  // it. High, as a preload would be: an async script is fetched after the images.
  if (hostStartScripts.length > 0) hints.push(`<script${nonceAttribute}>${START_SCRIPTS_SETTLED}</script>`);
  for (const script of hostStartScripts) {
    hints.push(`<script src="${escapeAttribute(script)}" async fetchpriority="high" ${START_SCRIPT_ATTRIBUTE}${nonceAttribute}></script>`);
  }
  const owner = matchOf(options, splitUrl(requestUrl).pathname)?.route.owner;
  const remoteKey = owner ? remoteOfOwner(owner) : null;
  const remote = remoteKey ? config.remotes[remoteKey] : null;
  if (remote) {
    let manifest: URL | null = null;
    try {
      manifest = new URL(remote.manifestUrl, 'http://relative.invalid');
    } catch {
      manifest = null;
    }
    if (manifest && manifest.origin !== 'http://relative.invalid') {
      hints.push(`<link rel="preconnect" href="${escapeAttribute(manifest.origin)}" crossorigin>`);
    }
    if (manifest && !remoteEntryInPage) hints.push(`<link rel="preload" as="fetch" href="${escapeAttribute(remote.manifestUrl)}" crossorigin>`);
    // The runtime loads these with plain <script> elements: preloads without crossorigin match them.
    const english =
      remoteAssets && locale === 'en'
        ? Object.entries(remoteAssets.namedChunks)
            .filter(([name]) => ENGLISH_CHUNKS.test(name))
            .map(([, url]) => url)
        : [];
    for (const script of remoteAssets ? [remoteAssets.entryUrl, ...remoteAssets.exposeScripts, ...english] : []) {
      hints.push(`<link rel="preload" as="script" href="${escapeAttribute(script)}"${nonceAttribute}>`);
    }
  }
  if (locale === 'en' && hostEnglishScript) hints.push(`<link rel="preload" as="script" href="${escapeAttribute(hostEnglishScript)}"${nonceAttribute}>`);
  return hints.join('');
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 404 for paths that are no page (id-less product routes, malformed ids, unknown routes). */
export function statusForPath(pathname: string): 200 | 404 {
  return statusOfMatch(matchRoute(pathname));
}

/** The same status from a match already made. */
export function statusOfMatch(match: RouteMatch | null): 200 | 404 {
  return !match || match.route.notFound ? 404 : 200;
}

export interface PageHead {
  title: string;
  robots: string;
  /** Absolute, tracking parameters stripped. */
  canonical: string;
}

export interface PageHeadOptions extends HintOptions {
  /** The page's custom URL (SEO), canonical instead of the requested path. */
  canonicalPath?: string;
  /** CSP nonce for the page's own scripts, style element and script preloads. */
  nonce?: string;
}

export function pageHead(config: RuntimeConfig, requestUrl: string, origin: string, options: PageHeadOptions = {}): PageHead {
  const { pathname, search } = splitUrl(requestUrl);
  const match = matchOf(options, pathname);
  const metadataTitle = statusOfMatch(match) === 404 ? hostMessagesId['host.title.notFound'] : undefined;
  return {
    title: pageTitle({ match, brand: config.brand, metadataTitle }),
    robots: robotsContent(pathname),
    // The custom URL stands for the path; the request's own parameters stay, tracking ones never.
    canonical: `${origin}${stripTrackingParameters(`${options.canonicalPath ?? pathname}${search}`)}`,
  };
}

/** Writes the head (title, robots, canonical) and the hints into the page. */
export function withPageHints(html: string, config: RuntimeConfig, requestUrl: string, origin = '', options: PageHeadOptions = {}): string {
  const head = pageHead(config, requestUrl, origin, options);
  // The built page's own scripts and style carry the request's nonce (its policy allows nothing else).
  const styled = options.nonce ? html.replace(/<(script|style)(?=[\s>])(?![^>]*\snonce=)/g, `<$1 nonce="${escapeAttribute(options.nonce)}"`) : html;
  // The built page is minified (`<meta name=robots content=index,follow>`): match with or without quotes.
  const locale = options.locale ?? DEFAULT_LOCALE;
  return styled
    .replace(/<html lang=["']?[a-z-]*["']?/i, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(head.title)}</title>`)
    .replace(/<meta\s+name=["']?robots["']?\s+content=["']?[^"'>\s]*["']?\s*\/?>/, '')
    .replace(
      '</head>',
      `<meta name="robots" content="${escapeAttribute(head.robots)}" /><link rel="canonical" href="${escapeAttribute(head.canonical)}">${pageHints(config, requestUrl, options)}</head>`,
    );
}
