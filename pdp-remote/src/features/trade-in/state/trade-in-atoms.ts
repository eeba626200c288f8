// Trade-in of the shown item: its eligibility and the devices taken in, each keyed by item sku (the
// data-loading pattern of decision 0026). A failed list leaves nothing behind but its error (spec §8:
// reset to empty, loading cleared), so a retry asks again.
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getTradeInCategories, getTradeInEligibility } from '../api/trade-in-api';

export const tradeInEligibilityRequest = keyedRequest(
  (itemSku: string) => itemSku,
  (client, itemSku: string, signal) => getTradeInEligibility(client, itemSku, signal),
);

export const tradeInCategoriesRequest = keyedRequest(
  (itemSku: string) => itemSku,
  (client, itemSku: string, signal) => getTradeInCategories(client, itemSku, signal),
);
