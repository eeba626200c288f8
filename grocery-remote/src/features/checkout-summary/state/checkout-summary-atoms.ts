// The checkout summary read, by store and bag revision. A failure leaves it empty (spec §8).
import { keyedRequest } from '@pdp/pdp-remote/blocks';
import { getCheckoutSummary, type CheckoutSummaryQuery } from '../api/get-checkout-summary';

export const checkoutSummaryRequest = keyedRequest(({ warehouseCode, revision }: CheckoutSummaryQuery) => `${warehouseCode}#${revision}`, getCheckoutSummary);
