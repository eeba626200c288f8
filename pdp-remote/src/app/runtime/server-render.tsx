// A PDP remote's server render (spec §1): loads the product, renders the page the client will
// hydrate, and returns its markup, its critical CSS, the SEO head and the seed for the client. A
// product that cannot be shown returns its page status and no markup; the host shows its empty state.
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import {
  CONTRACT_VERSION,
  criticalStyles,
  type PageStatus,
  type RemoteServerModule,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@pdp/host-contract/contract';
import { matchRemoteRoute, splitUrl } from '@pdp/host-contract/routes';
import type { RoutePageId, RoutePageStatus } from '../../shared/feature/page-slots';
import { createExpiringCache } from '../../shared/cache/expiring-cache';
import { requireBackendClientAtom } from '../../shared/http/backend-atoms';
import { cachedProductConfigs } from '../../shared/product-config/api/cached-product-configs';
import { productConfigSeedAtom } from '../../shared/product-config/state/product-config-atoms';
import { DEFAULT_PRODUCT_CONFIG } from '../../shared/product-config/model/product-config';
import { EMPTY_SEO_CONTENT, getCustomUrl, getSeoContent } from '../../features/seo/api/get-seo';
import { getProductSummary } from '../../shared/product/get-product-summary';
import { productStructuredData, seoKeywords, type Availability } from '../../features/seo/model/structured-data';
import { stockState } from '../../features/product-summary/model/stock-state';
import { imageSources } from '../../features/product-gallery/model/image-sources';
import { createMountStore } from './mount-store';
import { preloadPage, productIdOfPath, serverSeed } from '../page/page-preload';
import { awaitingHydrationAtom } from '../../shared/ssr/use-hydrated';
import { RemoteRoot, type RemoteDefinition } from './remote-root';
import { loadCatalogue, loadFormatjs } from '../../shared/i18n/i18n-provider';

const SHOWN_STATUSES: readonly PageStatus[] = [404, 410, 429];
/** Server renders of one product within this time share its summary (the client loads its own). */
const SUMMARY_TTL_MS = 1_000;
/** SEO content and custom URLs change rarely. */
const SEO_TTL_MS = 5 * 60 * 1000;
/**
 * A server-side read gives up after this when the host does not say (contract 1.4): well inside a
 * host's render budget of seconds, where the browser's 15 s would hold the shopper's page hostage.
 */
const SERVER_READ_TIMEOUT_MS = 1_500;

function availabilityOf(summary: ProductSummaryDto): Availability {
  const stock = stockState(summary);
  if (stock?.kind === 'out-of-stock') return 'OutOfStock';
  if (stock?.kind === 'coming-soon') return 'PreOrder';
  if (stock?.kind === 'limited') return 'LimitedAvailability';
  return 'InStock';
}

async function renderToHtml(element: React.ReactElement): Promise<string> {
  // Waits for every lazy part, so the markup is complete (no client-rendered fallback to recover from).
  // And in order: past its progressive chunk (12,800 bytes by default) React moves a part out of order
  // and reveals it with an inline script of its own, without the page's nonce, which the CSP blocks;
  // the browser's hydration then finds the part missing and renders the page again. The markup is
  // sent whole, so nothing is gained by revealing it in pieces.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const noop = () => undefined;

const emptyResult = (status: PageStatus, key: string): ServerRenderResult => ({ status, html: '', styles: { key, ids: [], css: '' }, seo: {}, state: null });

export interface ServerParts {
  /** The status of each of the remote's pages on a route without a product, which the browser builds (`pageStatus`). */
  routeStatuses?: Partial<Record<RoutePageId, RoutePageStatus>>;
}

export function createServerModule(definition: RemoteDefinition, { routeStatuses = {} }: ServerParts = {}): RemoteServerModule {
  // Lives as long as the server process that loaded this build.
  const serverCache = createExpiringCache();

  /** A page the browser builds (the bundling catalog): 200, or 404 when what its route names does not exist. */
  async function pageStatus(request: ServerRenderRequest): Promise<PageStatus> {
    const match = matchRemoteRoute(splitUrl(request.path).pathname);
    const status = match ? routeStatuses[match.route.id as RoutePageId] : undefined;
    if (!match || !status) return 200;
    const store = createMountStore(request.backendBaseUrl, request.backendTimeoutMs ?? SERVER_READ_TIMEOUT_MS);
    return status(store.get(requireBackendClientAtom), match.params);
  }

  async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
    const productId = productIdOfPath(request.path);
    if (!productId) return emptyResult(404, definition.cacheKey);

    const store = createMountStore(request.backendBaseUrl, request.backendTimeoutMs ?? SERVER_READ_TIMEOUT_MS);
    const client = store.get(requireBackendClientAtom);
    const id = productId.raw;
    const { pathname } = splitUrl(request.path);
    const [state] = await Promise.all([
      preloadPage(store, id, {
        // Micro-cached: pages rendered within a second of each other share one summary call.
        summary: () => serverCache.getOrCompute(`summary ${request.backendBaseUrl} ${id}`, SUMMARY_TTL_MS, () => getProductSummary(client, id)),
        config: () => cachedProductConfigs(serverCache, client),
      }),
      // The page is rendered in the shopper's language (the host read their cookie).
      loadCatalogue(definition.catalogues, request.locale),
      // Any message of the page can be formatted: the browser loads it only if this render needed it.
      loadFormatjs(),
    ]);
    const summary = state.summary;
    if (state.status !== 'loaded' || !summary) {
      const status = state.error?.status;
      return emptyResult(SHOWN_STATUSES.find((candidate) => candidate === status) ?? 500, definition.cacheKey);
    }

    // A failed read renders empty SEO (spec §8) and is not kept: the next page asks again.
    const [seoContent, customUrl] = await Promise.all([
      serverCache
        .getOrCompute(`seo ${request.backendBaseUrl} ${summary.productSku}`, SEO_TTL_MS, () => getSeoContent(client, summary.productSku))
        .catch(() => EMPTY_SEO_CONTENT),
      serverCache.getOrCompute(`custom-url ${request.backendBaseUrl} ${pathname}`, SEO_TTL_MS, () => getCustomUrl(client, pathname)).catch(() => null),
    ]);
    const cache = createCache({ key: definition.cacheKey, nonce: request.nonce });
    // Rules are collected in `cache.inserted` instead of being written next to each element.
    cache.compat = true;
    let usedFormatjs = false;
    // The server renders for nobody; the browser's hydration of it will too.
    store.set(awaitingHydrationAtom, true);
    const html = await renderToHtml(
      <RemoteRoot
        definition={definition}
        store={store}
        cache={cache}
        onFormatjsUse={() => {
          usedFormatjs = true;
        }}
        name="server"
        path={request.path}
        vendor={request.vendor}
        locale={request.locale}
        user={null}
        backendBaseUrl={request.backendBaseUrl}
        brand={request.brand}
        nonce={request.nonce}
        navigate={noop}
        requestLogin={noop}
        reportPageStatus={noop}
        reportError={noop}
      />,
    );
    const config = store.get(productConfigSeedAtom) ?? DEFAULT_PRODUCT_CONFIG;
    const pagePath = customUrl ?? pathname;
    const lead = summary.images[0];
    return {
      status: 200,
      html,
      styles: criticalStyles(definition.cacheKey, cache.inserted),
      seo: {
        description: seoContent.description || summary.name,
        keywords: seoKeywords(seoContent.keywords, config.excludedSeoKeyword),
        ...(customUrl ? { canonicalPath: customUrl } : {}),
        structuredData: productStructuredData(summary, {
          description: seoContent.description,
          pageUrl: `${request.origin}${pagePath}`,
          availability: availabilityOf(summary),
        }),
        ...(lead ? { leadImage: imageSources(lead) } : {}),
      },
      state: serverSeed(productId.raw, summary, usedFormatjs),
    };
  }

  return { contractVersion: CONTRACT_VERSION, renderPage, pageStatus };
}
