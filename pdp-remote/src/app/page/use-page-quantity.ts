// The quantity the page is buying and its price: the price summary of spec §4 started at the quantity
// the path asks for (back from login), the unit price of any quantity, and the wholesale tiers.
import { useCallback } from 'react';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { useAtomValue } from 'jotai';
import { useMountProps } from '../../shared/mount/mount-context';
import { usePriceSummary } from '../../features/price-summary/hooks/use-price-summary';
import { productConfigAtom } from '../../shared/product-config/state/product-config-atoms';
import { quantityOfPath } from '../../shared/product/quantity-param';

export function usePageQuantity(summary: ProductSummaryDto, productId: string) {
  const { vendor, path } = useMountProps();
  const config = useAtomValue(productConfigAtom);
  const maxQuantity = summary.details?.maxQuantity ?? summary.stock ?? 1;
  // Back from login with the quantity the shopper had chosen (spec §6): the page's quantity from the
  // first render, so an action resumed before the price answers (a gift's criteria) counts it.
  const initialQuantity = quantityOfPath(path, maxQuantity) ?? 1;
  const {
    state: priceState,
    displayedPrice,
    setQuantity,
  } = usePriceSummary({
    productId,
    summaryPrice: summary.price,
    vendor,
    contextualPriceEnable: config ? config.contextualPriceEnable : null,
    initialQuantity,
  });
  const priceSummary = priceState?.priceSummary;
  const unitPriceOf = useCallback(
    (wanted: number) => (priceSummary?.quantity === wanted ? priceSummary.price.offered : displayedPrice.offered),
    [priceSummary, displayedPrice.offered],
  );
  return {
    priceState,
    displayedPrice,
    setQuantity,
    quantity: priceState?.quantity ?? initialQuantity,
    maxQuantity,
    unitPriceOf,
    wholesale: priceSummary?.wholesale ?? [],
  };
}
