// Starts the price summary for the shown item, and offers the quantity to change.
import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { PriceDto } from '@pdp/backend-api/backend';
import type { Vendor } from '@pdp/backend-api/enums';
import { initPriceSummaryAtom, priceSummaryStateAtom, setQuantityAtom } from '../state/price-summary-atoms';

interface UsePriceSummaryInput {
  productId: string;
  summaryPrice: PriceDto;
  vendor: Vendor;
  /** Null while the product config loads; only other vendors than retail wait for it. */
  contextualPriceEnable: boolean | null;
  /** The quantity to start with (a return from login keeps the shopper's); 1 by default. */
  initialQuantity?: number;
}

export function usePriceSummary({ productId, summaryPrice, vendor, contextualPriceEnable, initialQuantity = 1 }: UsePriceSummaryInput) {
  const state = useAtomValue(priceSummaryStateAtom);
  const init = useSetAtom(initPriceSummaryAtom);
  const setQuantity = useSetAtom(setQuantityAtom);
  // Only other vendors than retail read the switch, so only they wait for (and react to) the config.
  const needsConfig = vendor !== 'RETAIL' && vendor !== 'RETAIL_SUPER_APP';
  const switchOn = needsConfig ? contextualPriceEnable : false;
  const { listed, offered, discountPercentage } = summaryPrice;
  // Read at each init, never a reason for one: the path's quantity is where the page starts.
  const initialQuantityRef = useRef(initialQuantity);
  initialQuantityRef.current = initialQuantity;

  useEffect(() => {
    if (switchOn === null) return;
    void init({
      productId,
      summaryPrice: { listed, offered, discountPercentage },
      vendor,
      contextualPriceEnable: switchOn,
      initialQuantity: initialQuantityRef.current,
    });
  }, [init, productId, listed, offered, discountPercentage, vendor, switchOn]);

  const current = state.productId === productId ? state : null;
  return {
    state: current,
    /** The large price: the displayed price once set, else the summary's. */
    displayedPrice: current?.displayedPrice ?? summaryPrice,
    setQuantity,
  };
}
