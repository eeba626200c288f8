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
  // Only other vendors than retail read the switch, so only they wait for (and react to) the config.
  const needsConfig = vendor !== 'RETAIL' && vendor !== 'RETAIL_SUPER_APP';
  const switchOn = needsConfig ? contextualPriceEnable : false;
  const { listed, offered, discountPercentage } = summaryPrice;

  useEffect(() => {
    if (switchOn === null) return;
    init({ productId, summaryPrice: { listed, offered, discountPercentage }, vendor, contextualPriceEnable: switchOn });
  }, [init, productId, listed, offered, discountPercentage, vendor, switchOn]);

  const current = state.productId === productId ? state : null;
  return {
    state: current,
    /** The large price: the displayed price once set, else the summary's. */
    displayedPrice: current?.displayedPrice ?? summaryPrice,
    setQuantity,
  };
}
