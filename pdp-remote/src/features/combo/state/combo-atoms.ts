// The combo of the item on screen (spec §3 Combo), read once per item, and the bundle a combo links to.
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getCombo } from '../api/get-combo';
import { getBundle } from '../api/get-bundle';

export const comboRequest = keyedRequest(
  (productId: string) => productId,
  (client, productId, signal) => getCombo(client, productId, signal),
);

/** The bundle of the bundling catalog page (spec §2), read once per bundle. */
export const bundleRequest = keyedRequest(
  (bundleId: string) => bundleId,
  (client, bundleId, signal) => getBundle(client, bundleId, signal),
);
