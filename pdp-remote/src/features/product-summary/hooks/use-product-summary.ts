// Loads the summary whenever the product id in the path changes (reusing one loaded for a server
// render or its hydration, or prefetched by a product card), and reads its state.
import { useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { prefetchedSummariesAtom, prefetchedSummaryOf } from '../../../shared/product/prefetched-summaries';
import {
  loadOrReusePreloadedSummaryAtom,
  loadProductSummaryAtom,
  loadedSummaryState,
  summaryStateAtom,
  type SummaryState,
} from '../state/product-summary-atoms';

export function useProductSummary(productId: string): SummaryState & { retry: () => void } {
  const state = useAtomValue(summaryStateAtom);
  const load = useSetAtom(loadProductSummaryAtom);
  const loadFirst = useSetAtom(loadOrReusePreloadedSummaryAtom);
  const store = useStore();
  useEffect(() => {
    void loadFirst(productId);
  }, [loadFirst, productId]);
  // The render that brings a new path shows a product a card prefetched at once, rather than the
  // skeleton until the effect above takes it. The prefetches are read, not watched: one that lands
  // later reaches the page through the state, and the page does not re-render for every card's read.
  const prefetched = state.productId === productId ? undefined : prefetchedSummaryOf(store.get(prefetchedSummariesAtom), productId);
  const shown = prefetched?.status === 'loaded' ? loadedSummaryState(productId, prefetched.summary) : state;
  return { ...shown, retry: () => void load(productId) };
}
