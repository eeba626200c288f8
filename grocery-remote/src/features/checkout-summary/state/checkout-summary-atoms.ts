// The checkout summary: read by store as the page opens, and worked out again by store after each change
// the page makes to the bag (its revision), the last answer readable meanwhile. A failure of either
// leaves it empty (spec §8).
import { keyedRequest } from '@pdp/pdp-remote/blocks';
import { getCheckoutSummary, refreshCheckoutSummary } from '../api/get-checkout-summary';

export const checkoutSummaryRequest = keyedRequest((warehouseCode: string) => warehouseCode, getCheckoutSummary);

export interface BagChange {
  warehouseCode: string;
  revision: number;
}

export const checkoutSummaryRefresh = keyedRequest(
  ({ warehouseCode, revision }: BagChange) => `${warehouseCode}@${revision}`,
  (client, { warehouseCode }, signal) => refreshCheckoutSummary(client, warehouseCode, signal),
  { keepPrevious: true },
);
