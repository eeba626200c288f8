// The loan simulation calls (contract payments.ts; spec §7 "installment options (params)" and
// "tenors (data)"), their answers normalised: a location or tenor that is not well formed is left out,
// and the promo ticker is kept as plain text.
import { isOneOf } from '@pdp/backend-api/enums';
import { LOAN_INTEREST_TYPES, type LoanLocationDto, type LoanSimulationOptionsDto, type LoanTenorDto, type LoanTenorsRequest } from '@pdp/backend-api/payments';
import type { BackendClient } from '../../../shared/http/backend-client';
import { count, list, record, records, text } from '../../../shared/http/loose-json';

const pathOf = (itemSku: string, call: 'options' | 'tenors') => `product-detail/products/${encodeURIComponent(itemSku)}/loan-simulation/${call}`;

/** A tenor is read, not written: it gives up as a read does, instead of waiting as POSTs may (spec §9). */
const TENORS_TIMEOUT_MS = 15_000;

export async function getLoanOptions(client: BackendClient, itemSku: string, signal?: AbortSignal): Promise<LoanSimulationOptionsDto> {
  const data = record((await client.get<unknown>(pathOf(itemSku, 'options'), { signal })).body.data);
  const downPayments = list(data.downPayment).filter((amount): amount is number => typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0);
  return {
    downPayment: [...new Set(downPayments)].sort((a, b) => a - b),
    locations: records(data.locations).flatMap((location): LoanLocationDto[] => {
      const code = text(location.code);
      const name = text(location.name);
      return code && name ? [{ code, name }] : [];
    }),
    promoTicker: text(data.promoTicker).trim() || null,
  };
}

export async function getLoanTenors(client: BackendClient, itemSku: string, request: LoanTenorsRequest, signal?: AbortSignal): Promise<LoanTenorDto[]> {
  const response = await client.post<unknown>(pathOf(itemSku, 'tenors'), { json: request, signal, timeout: TENORS_TIMEOUT_MS });
  return records(response.body.data).flatMap((tenor): LoanTenorDto[] => {
    const months = count(tenor.months);
    const monthlyAmount = count(tenor.monthlyAmount);
    if (!Number.isInteger(months) || months <= 0 || monthlyAmount <= 0 || !isOneOf(LOAN_INTEREST_TYPES, tenor.interestType)) return [];
    return [{ months, monthlyAmount, interestPercent: count(tenor.interestPercent), interestType: tenor.interestType, promo: tenor.promo === true }];
  });
}
