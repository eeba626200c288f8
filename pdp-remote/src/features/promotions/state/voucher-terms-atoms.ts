// The terms of the voucher opened in the terms modal (spec §3 terms text); a failed read leaves them
// empty (spec §8) with a retry.
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getVoucherTerms } from '../api/voucher-terms';
import type { Voucher } from '../model/vouchers';

export const voucherTermsRequest = keyedRequest(
  (voucher: Pick<Voucher, 'kind' | 'id' | 'code'>) => `${voucher.kind}:${voucher.id}`,
  (client, voucher, signal) => getVoucherTerms(client, voucher, signal),
);
