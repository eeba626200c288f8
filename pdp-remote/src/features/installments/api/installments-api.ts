// The installment calls of spec §7, v1 or v2 (the product config's `newInstallmentsEnabled`), their
// answers normalised (contract payments.ts): a method or tenor that is not well formed is left out.
import { INSTALLMENT_FEE_PROMOS, INSTALLMENT_TYPES, isOneOf } from '@pdp/backend-api/enums';
import type { InstallmentEstimationDto, InstallmentMethodDto, InstallmentTenorDto, InstallmentsDto } from '@pdp/backend-api/payments';
import type { BackendClient } from '../../../shared/http/backend-client';
import { count, isRecord, records, text } from '../../../shared/http/loose-json';

const encode = encodeURIComponent;

export async function getInstallments(client: BackendClient, itemSku: string, v2: boolean, signal?: AbortSignal): Promise<InstallmentsDto> {
  const path = v2 ? `product-detail/products/${encode(itemSku)}/installments` : `product/products/${encode(itemSku)}/installments`;
  const data = (await client.get<unknown>(path, { signal })).body.data;
  const answer = isRecord(data) ? data : {};
  return {
    id: text(answer.id),
    methods: records(answer.methods).flatMap((method): InstallmentMethodDto[] => {
      const paymentMethod = text(method.paymentMethod);
      const name = text(method.name);
      const lowestMonthlyAmount = count(method.lowestMonthlyAmount);
      if (!paymentMethod || !name || !isOneOf(INSTALLMENT_TYPES, method.type) || lowestMonthlyAmount <= 0) return [];
      return [
        { paymentMethod, name, type: method.type, feePromo: isOneOf(INSTALLMENT_FEE_PROMOS, method.feePromo) ? method.feePromo : null, lowestMonthlyAmount },
      ];
    }),
  };
}

export async function getInstallmentEstimation(
  client: BackendClient,
  { itemSku, paymentMethod, v2 }: { itemSku: string; paymentMethod: string; v2: boolean },
  signal?: AbortSignal,
): Promise<InstallmentEstimationDto> {
  const response = v2
    ? await client.get<unknown>(`product-detail/products/${encode(itemSku)}/installment/${encode(paymentMethod)}`, { signal })
    : await client.get<unknown>(`product/products/${encode(itemSku)}/installments/estimation`, { searchParams: { paymentMethod }, signal });
  const data = isRecord(response.body.data) ? response.body.data : {};
  return {
    paymentMethod,
    tenors: records(data.tenors).flatMap((tenor): InstallmentTenorDto[] => {
      const months = count(tenor.months);
      const monthlyAmount = count(tenor.monthlyAmount);
      if (months <= 0 || monthlyAmount <= 0) return [];
      const fees =
        typeof tenor.adminFee === 'number' && typeof tenor.totalAmount === 'number'
          ? { adminFee: count(tenor.adminFee), totalAmount: count(tenor.totalAmount) }
          : {};
      return [{ months, monthlyAmount, interestPercent: count(tenor.interestPercent), ...fees }];
    }),
  };
}
