// The add-ons of the shown item, each list keyed by item sku, and the availability of the chosen ones,
// keyed by item and choice, so changing the choice asks again and unchecking everything clears it (the
// data-loading pattern of decision 0026).
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getAddOnAvailability, getAddOns } from '../api/add-ons-api';

export const installationsRequest = keyedRequest(
  (itemSku: string) => itemSku,
  (client, itemSku: string, signal) => getAddOns(client, 'installations', itemSku, signal),
);

export const insurancesRequest = keyedRequest(
  (itemSku: string) => itemSku,
  (client, itemSku: string, signal) => getAddOns(client, 'insurances', itemSku, signal),
);

export interface AvailabilityQuery {
  itemSku: string;
  addOnIds: readonly string[];
}

export const availabilityRequest = keyedRequest(
  ({ itemSku, addOnIds }: AvailabilityQuery) => `${itemSku}|${[...addOnIds].sort().join(',')}`,
  (client, { itemSku, addOnIds }: AvailabilityQuery, signal) => getAddOnAvailability(client, itemSku, addOnIds, signal),
);
