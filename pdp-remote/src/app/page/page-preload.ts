// What a server render and the hydration after it load before React renders: the summary of the
// product the path names, and the product config. The server state handed to the client (spec §3)
// holds only images, name, categories and merchant; the client loads everything else itself.
import type { CategoryDto, ImageDto, MerchantDto, ProductSummaryDto } from '@pdp/backend-api/backend';
import type { ProductId } from '@pdp/host-contract/product-id';
import { matchRemoteRoute, splitUrl } from '@pdp/host-contract/routes';
import {
  loadProductSummaryAtom,
  loadedSummaryState,
  preloadedSummaryIdAtom,
  summaryStateAtom,
  type SummaryState,
} from '../../features/product-summary/state/product-summary-atoms';
import { ApiError, CLIENT_ERROR_CODES } from '../../shared/http/api-error';
import { productConfigRequestAtom, productConfigSeedAtom } from '../../shared/product-config/state/product-config-atoms';
import type { ProductConfig } from '../../shared/product-config/model/product-config';
import type { MountStore } from '../runtime/mount-store';

export interface ServerSeed {
  productId: string;
  name: string;
  images: ImageDto[];
  categories: CategoryDto[];
  merchant: Pick<MerchantDto, 'code' | 'name' | 'url'>;
  /** The render showed a message that needs @formatjs/intl: the browser loads it before hydrating. */
  formatjs?: true;
}

/** The product id of a path a PDP remote renders, if it names one. */
export function productIdOfPath(path: string): ProductId | undefined {
  return matchRemoteRoute(splitUrl(path).pathname)?.productId;
}

export function serverSeed(productId: string, summary: ProductSummaryDto, usedFormatjs = false): ServerSeed {
  const { name, images, categories, merchant } = summary;
  const seed: ServerSeed = { productId, name, images, categories, merchant: { code: merchant.code, name: merchant.name, url: merchant.url } };
  return usedFormatjs ? { ...seed, formatjs: true } : seed;
}

/** The seed back from the page, or null when it is not one (it came through HTML). */
export function readServerSeed(value: unknown): ServerSeed | null {
  if (typeof value !== 'object' || value === null) return null;
  const seed = value as Partial<ServerSeed>;
  return typeof seed.productId === 'string' &&
    typeof seed.name === 'string' &&
    Array.isArray(seed.images) &&
    Array.isArray(seed.categories) &&
    typeof seed.merchant === 'object' &&
    seed.merchant !== null
    ? (seed as ServerSeed)
    : null;
}

/** Where a server render takes the summary and config from (its caches), instead of the store's calls. */
export interface PreloadSources {
  summary: () => Promise<ProductSummaryDto>;
  config: () => Promise<ProductConfig>;
}

async function loadInto(store: MountStore, productId: string, summary: () => Promise<ProductSummaryDto>): Promise<void> {
  try {
    store.set(summaryStateAtom, loadedSummaryState(productId, await summary()));
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError(0, CLIENT_ERROR_CODES.unknown);
    store.set(summaryStateAtom, (previous) => ({ ...previous, status: 'failed', productId, error: apiError }));
  }
}

/**
 * Loads the summary and the product config into the store, so that the first render shows the
 * product (what the server rendered) and the page's own first load reuses them.
 */
export async function preloadPage(store: MountStore, productId: string, sources?: PreloadSources): Promise<SummaryState> {
  const [, loadedConfig] = await Promise.all([
    sources ? loadInto(store, productId, sources.summary) : store.set(loadProductSummaryAtom, productId),
    sources ? sources.config() : store.get(productConfigRequestAtom),
  ]);
  store.set(productConfigSeedAtom, loadedConfig);
  const state = store.get(summaryStateAtom);
  if (state.status === 'loaded') store.set(preloadedSummaryIdAtom, productId);
  return state;
}
