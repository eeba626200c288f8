// The voucher to claim after login in a path (claim-param.ts): added, read and taken out.
import { queryParamOf, withQueryParam, withoutQueryParam } from '../../../shared/mount/path-query';
import { CLAIM_PARAM } from './claim-param';

const VOUCHER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const withClaimParam = (path: string, voucherId: string): string => withQueryParam(path, CLAIM_PARAM, voucherId);

export const withoutClaimParam = (path: string): string => withoutQueryParam(path, CLAIM_PARAM);

/** The voucher a path asks to claim, when it looks like a voucher id. */
export const claimParamOf = (path: string): string | null => queryParamOf(path, CLAIM_PARAM, VOUCHER_ID);
