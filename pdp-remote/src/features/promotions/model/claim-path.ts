// The voucher to claim after login in a path (claim-param.ts): added, read and taken out.
import { CLAIM_PARAM } from './claim-param';

const VOUCHER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function split(path: string): [string, URLSearchParams] {
  const queryStart = path.indexOf('?');
  return queryStart === -1 ? [path, new URLSearchParams()] : [path.slice(0, queryStart), new URLSearchParams(path.slice(queryStart + 1))];
}

function join(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function withClaimParam(path: string, voucherId: string): string {
  const [pathname, params] = split(path);
  params.set(CLAIM_PARAM, voucherId);
  return join(pathname, params);
}

export function withoutClaimParam(path: string): string {
  const [pathname, params] = split(path);
  params.delete(CLAIM_PARAM);
  return join(pathname, params);
}

/** The voucher a path asks to claim, when it looks like a voucher id. */
export function claimParamOf(path: string): string | null {
  const id = split(path)[1].get(CLAIM_PARAM);
  return id !== null && VOUCHER_ID.test(id) ? id : null;
}
