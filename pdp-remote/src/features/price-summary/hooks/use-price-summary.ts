// Starts the price summary for the shown item, and offers the quantity to change.
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { PriceDto, Vendor } from '@pdp/shared-contracts';
import { initPriceSummaryAtom, priceSummaryStateAtom, setQuantityAtom } from '../state/price-summary-atoms';

interface UsePriceSummaryInput {
  productId: string;
  summaryPrice: PriceDto;
  vendor: Vendor;
  /** Null while the product config loads; only other vendors than retail wait for it. */
  contextualPriceEnable: boolean | null;
}

export function usePriceSummary({ productId, summaryPrice, vendor, contextualPriceEnable }: UsePriceSummaryInput) {
  const state = useAtomValue(priceSummaryStateAtom);
  const init = useSetAtom(initPriceSummaryAtom);
  const setQuantity = useSetAtom(setQuantityAtom);
  const needsConfig = vendor !== 'RETAIL' && vendor !== 'RETAIL_SUPER_APP';
  const ready = !needsConfig || contextualPriceEnable !== null;
  const { listed, offered, discountPercentage } = summaryPrice;

  useEffect(() => {
    if (!ready) return;
    init({ productId, summaryPrice: { listed, offered, discountPercentage }, vendor, contextualPriceEnable: contextualPriceEnable === true });
  }, [init, ready, productId, listed, offered, discountPercentage, vendor, contextualPriceEnable]);

  const current = state.productId === productId ? state : null;
  return {
    state: current,
    /** The large price: the displayed price once set, else the summary's. */
    displayedPrice: current?.displayedPrice ?? summaryPrice,
    setQuantity,
  };
}
