// The installments of the shown item (the list, keyed by item and version) and each payment method's
// estimation, cached per item and method (spec §4 Caching): asking again for a method already
// answered makes no call. A failed call leaves nothing behind but its error (spec §8: reset to empty,
// loading cleared), so the next ask tries again.
import { atom } from 'jotai';
import { isOneOf } from '@pdp/backend-api/enums';
import { INSTALLMENT_ERROR_CODES, type InstallmentErrorCode, type InstallmentEstimationDto } from '@pdp/backend-api/payments';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { ApiError } from '../../../shared/http/api-error';
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getInstallmentEstimation, getInstallments } from '../api/installments-api';

export interface InstallmentQuery {
  itemSku: string;
  /** The new installments (v2), by the product config's switch. */
  v2: boolean;
}

export const installmentsRequest = keyedRequest(
  ({ itemSku, v2 }: InstallmentQuery) => `${itemSku}|${v2 ? 2 : 1}`,
  (client, query: InstallmentQuery, signal) => getInstallments(client, query.itemSku, query.v2, signal),
);

export type EstimationState =
  | { status: 'loading' }
  | { status: 'loaded'; estimation: InstallmentEstimationDto }
  /** `refusal`: the NON-CC refusal the backend named (spec §8), else a failure of any other kind. */
  | { status: 'failed'; refusal: InstallmentErrorCode | null };

export const estimationKey = ({ itemSku, v2 }: InstallmentQuery, paymentMethod: string) => `${itemSku}|${v2 ? 2 : 1}|${paymentMethod}`;

export const estimationsAtom = atom<Record<string, EstimationState>>({});

export const loadEstimationAtom = atom(null, async (get, set, query: InstallmentQuery, paymentMethod: string) => {
  const key = estimationKey(query, paymentMethod);
  const current = get(estimationsAtom)[key];
  if (current?.status === 'loaded' || current?.status === 'loading') return;
  set(estimationsAtom, (all) => ({ ...all, [key]: { status: 'loading' } }));
  try {
    const estimation = await getInstallmentEstimation(get(requireBackendClientAtom), { ...query, paymentMethod });
    set(estimationsAtom, (all) => ({ ...all, [key]: { status: 'loaded', estimation } }));
  } catch (error) {
    const code = error instanceof ApiError ? error.code : null;
    set(estimationsAtom, (all) => ({ ...all, [key]: { status: 'failed', refusal: isOneOf(INSTALLMENT_ERROR_CODES, code) ? code : null } }));
  }
});
