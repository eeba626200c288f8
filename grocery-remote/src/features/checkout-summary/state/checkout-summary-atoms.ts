// The checkout summary read, by store. A failure leaves it empty (spec §8).
import { keyedRequest } from '@pdp/pdp-remote/blocks';
import { getCheckoutSummary } from '../api/get-checkout-summary';

export const checkoutSummaryRequest = keyedRequest((warehouseCode: string) => warehouseCode, getCheckoutSummary);
