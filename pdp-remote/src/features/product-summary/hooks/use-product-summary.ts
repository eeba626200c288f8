// Loads the summary whenever the product id in the path changes, and reads its state.
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { loadProductSummaryAtom, summaryStateAtom, type SummaryState } from '../state/product-summary-atoms';

export function useProductSummary(productId: string): SummaryState & { retry: () => void } {
  const state = useAtomValue(summaryStateAtom);
  const load = useSetAtom(loadProductSummaryAtom);
  useEffect(() => {
    void load(productId);
  }, [load, productId]);
  return { ...state, retry: () => void load(productId) };
}
