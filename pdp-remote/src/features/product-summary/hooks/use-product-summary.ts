// Loads the summary whenever the product id in the path changes (reusing one loaded for a server
// render or its hydration), and reads its state.
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { loadOrReusePreloadedSummaryAtom, loadProductSummaryAtom, summaryStateAtom, type SummaryState } from '../state/product-summary-atoms';

export function useProductSummary(productId: string): SummaryState & { retry: () => void } {
  const state = useAtomValue(summaryStateAtom);
  const load = useSetAtom(loadProductSummaryAtom);
  const loadFirst = useSetAtom(loadOrReusePreloadedSummaryAtom);
  useEffect(() => {
    void loadFirst(productId);
  }, [loadFirst, productId]);
  return { ...state, retry: () => void load(productId) };
}
