// Claiming a seller's voucher (spec §4 Voucher claim): a claim makes it CLAIMED and changes nothing
// else (not its quota, not the price); a refusal says why (VOUCHER_CLAIMED: saved already;
// QUOTA_RUN_OUT: none left, its quota 0).
import { atom } from 'jotai';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { claimVoucher } from '../api/claim-voucher';
import { claimed, refused, type Promotions, type Voucher } from '../model/vouchers';
import { promotionsRequest } from './promotions-atoms';

export type ClaimOutcome =
  | { kind: 'claimed' }
  /** Refused or failed: `message` is the backend's first `errors.voucher` (spec §8), if it gave one. */
  | { kind: 'refused'; code: string; message: string | null }
  | { kind: 'login' };

const updateVoucher = atom(null, (_get, set, id: string, update: (voucher: Voucher) => Voucher) => {
  set(promotionsRequest.stateAtom, (state) => {
    if (!state.data) return state;
    const data: Promotions = { ...state.data, vouchers: state.data.vouchers.map((voucher) => (voucher.id === id ? update(voucher) : voucher)) };
    return { ...state, data };
  });
});

export const claimVoucherAtom = atom(null, async (get, set, voucher: Voucher, itemSku: string): Promise<ClaimOutcome> => {
  try {
    await claimVoucher(get(requireBackendClientAtom), voucher.id, itemSku);
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError(0, CLIENT_ERROR_CODES.unknown);
    if (apiError.status === 401) return { kind: 'login' };
    set(updateVoucher, voucher.id, (current) => refused(current, apiError.code));
    return { kind: 'refused', code: apiError.code, message: apiError.firstFieldError('voucher') ?? null };
  }
  set(updateVoucher, voucher.id, claimed);
  return { kind: 'claimed' };
});
