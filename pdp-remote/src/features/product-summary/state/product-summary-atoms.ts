// Summary state of spec §4: it starts in init; `summaryLoaded` becomes true once the call has ended,
// whether it succeeded or failed. The last good summary stays on screen while another variant loads.
// A product a card prefetched (decision 0074) opens from that read instead of making its own.
import { atom } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import type { ApiError } from '../../../shared/http/api-error';
import { latestRequest } from '../../../shared/state/latest-request';
import { getProductSummary } from '../../../shared/product/get-product-summary';
import { prefetchedSummariesAtom, prefetchedSummaryOf } from '../../../shared/product/prefetched-summaries';

export interface SummaryState {
  status: 'init' | 'loading' | 'loaded' | 'failed';
  /** The product id (with prefix) the state is about. */
  productId: string | null;
  summary: ProductSummaryDto | null;
  /** The id whose summary `summary` is (it stays while another id loads or after it failed). */
  loadedProductId: string | null;
  error: ApiError | null;
  /** VARIANT_CHANGED tag seen; reset by the shopper acknowledging it. */
  variantChanged: boolean;
}

export const summaryStateAtom = atom<SummaryState>({
  status: 'init',
  productId: null,
  summary: null,
  loadedProductId: null,
  error: null,
  variantChanged: false,
});

/** The state once the summary of `productId` has arrived. */
export function loadedSummaryState(productId: string, summary: ProductSummaryDto): SummaryState {
  return { status: 'loaded', productId, summary, loadedProductId: productId, error: null, variantChanged: summary.tags.includes('VARIANT_CHANGED') };
}

/** One call at a time, per store, so that two mounted pages never cancel each other. */
const summaryRequest = latestRequest();

/**
 * Loads the summary of a product id; a newer call cancels an older one, so no stale product wins.
 * With `prefetched`, a read of it already under way, that read's answer is taken, and only if it
 * failed is the summary asked for again.
 */
export const loadProductSummaryAtom = atom(null, async (get, set, productId: string, prefetched?: Promise<ProductSummaryDto | null>) => {
  set(summaryStateAtom, (previous) => ({ ...previous, status: 'loading', productId, error: null }));
  const outcome = await summaryRequest.run(get, set, async (client, signal) =>
    prefetched ? ((await prefetched) ?? getProductSummary(client, productId, signal)) : getProductSummary(client, productId, signal),
  );
  if (outcome.kind === 'loaded') set(summaryStateAtom, loadedSummaryState(productId, outcome.data));
  if (outcome.kind === 'failed') set(summaryStateAtom, (previous) => ({ ...previous, status: 'failed', productId, error: outcome.error }));
});

/**
 * The id whose summary was loaded before the first render (server render, hydration). The page's
 * first load of that id then reuses it instead of calling again; any later load calls.
 */
export const preloadedSummaryIdAtom = atom<string | null>(null);

/** Loads the summary of a product id unless it was just preloaded, or prefetched by a card. */
export const loadOrReusePreloadedSummaryAtom = atom(null, async (get, set, productId: string) => {
  const preloaded = get(preloadedSummaryIdAtom);
  set(preloadedSummaryIdAtom, null);
  const { status, loadedProductId } = get(summaryStateAtom);
  if (preloaded === productId && status === 'loaded' && loadedProductId === productId) return;
  const prefetched = prefetchedSummaryOf(get(prefetchedSummariesAtom), productId);
  if (prefetched?.status === 'loaded') {
    // An older read still under way must not land over it.
    summaryRequest.cancel(get, set);
    set(summaryStateAtom, loadedSummaryState(productId, prefetched.summary));
    return;
  }
  await set(loadProductSummaryAtom, productId, prefetched?.answer);
});

export const resetVariantChangedAtom = atom(null, (_get, set) => {
  set(summaryStateAtom, (previous) => ({ ...previous, variantChanged: false }));
});
