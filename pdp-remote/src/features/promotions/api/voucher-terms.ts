// The terms of a voucher (spec §7), by its kind: the platform's by code
// (/product-detail/vouchers/{code}/tnc, shipping ones under /vouchers/shipping/), the seller's by id
// (/product-detail/merchant/vouchers/{id}/tnc). Plain text, a line each; anything else is dropped.
import type { BackendClient } from '../../../shared/http/backend-client';
import { isShortText, list, record } from '../../../shared/http/loose-json';
import type { Voucher } from '../model/vouchers';

const MAX_LINE = 1000;

function voucherTermsPath(voucher: Pick<Voucher, 'kind' | 'id' | 'code'>): string {
  if (voucher.kind === 'platform') return `product-detail/vouchers/${encodeURIComponent(voucher.code)}/tnc`;
  if (voucher.kind === 'platformShipping') return `product-detail/vouchers/shipping/${encodeURIComponent(voucher.code)}/tnc`;
  return `product-detail/merchant/vouchers/${encodeURIComponent(voucher.id)}/tnc`;
}

export async function getVoucherTerms(client: BackendClient, voucher: Pick<Voucher, 'kind' | 'id' | 'code'>, signal?: AbortSignal): Promise<string[]> {
  const response = await client.get<unknown>(voucherTermsPath(voucher), { signal });
  return normaliseVoucherTerms(response.body.data);
}

export const normaliseVoucherTerms = (data: unknown): string[] => list(record(data).terms).filter((line): line is string => isShortText(line, MAX_LINE));
