// The loan simulation of the shown item (spec §3): its options, loaded once per item, and the tenors
// of the down payment and location the shopper last asked for, both through keyed requests (decision
// 0026); and what the shopper chose, kept per item for the mount (spec §3: the saved down payment,
// location and selected tenor, 0 or empty until chosen), so the form reads the same when they come back
// to it from another variant.
import { atom } from 'jotai';
import type { LoanTenorsRequest } from '@pdp/backend-api/payments';
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getLoanOptions, getLoanTenors } from '../api/loan-simulation-api';

export const loanOptionsRequest = keyedRequest(
  (itemSku: string) => itemSku,
  (client, itemSku: string, signal) => getLoanOptions(client, itemSku, signal),
);

export interface LoanTenorsQuery extends LoanTenorsRequest {
  itemSku: string;
}

export const loanTenorsRequest = keyedRequest(
  ({ itemSku, downPayment, location }: LoanTenorsQuery) => `${itemSku}|${downPayment}|${location}`,
  (client, { itemSku, ...request }: LoanTenorsQuery, signal) => getLoanTenors(client, itemSku, request, signal),
);

export interface SavedLoan {
  /** Rupiah; 0 until the shopper asks. */
  downPayment: number;
  /** A location code; empty until chosen. */
  location: string;
  /** Months; 0 until a tenor is chosen. */
  tenor: number;
  /** The down payment and location last asked for, whose tenors are shown. */
  asked: LoanTenorsQuery | null;
}

export const EMPTY_LOAN: SavedLoan = { downPayment: 0, location: '', tenor: 0, asked: null };

export const savedLoansAtom = atom<Record<string, SavedLoan>>({});
