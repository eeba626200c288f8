// GET /product-detail/products/{id}/price-summary?qty= (spec §7), normalised.
import type { PriceSummaryDto } from '@pdp/backend-api/backend';
import type { BackendClient } from '../../../shared/http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

export async function getPriceSummary(client: BackendClient, productId: string, quantity: number, signal?: AbortSignal): Promise<PriceSummaryDto> {
  const response = await client.get<Partial<PriceSummaryDto> | null>(`product-detail/products/${encodeURIComponent(productId)}/price-summary`, {
    searchParams: { qty: quantity },
    signal,
  });
  const data = response.body.data;
  const offered = amount(data?.price?.offered);
  if (!data || offered === null) throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed);
  const listed = Math.max(amount(data.price?.listed) ?? offered, offered);
  const answeredQuantity = amount(data.quantity) ?? quantity;
  return {
    quantity: answeredQuantity,
    price: { listed, offered, cashback: amount(data.price?.cashback) ?? 0, total: amount(data.price?.total) ?? offered * answeredQuantity },
    vouchersApplied: Array.isArray(data.vouchersApplied) ? data.vouchersApplied.filter((voucher) => typeof voucher?.code === 'string') : [],
    vouchers: Array.isArray(data.vouchers) ? data.vouchers.filter((voucher) => typeof voucher?.code === 'string') : [],
    wholesale: Array.isArray(data.wholesale)
      ? data.wholesale
          .filter((tier) => amount(tier?.minQuantity) !== null && amount(tier?.price) !== null)
          .map((tier) => ({ minQuantity: tier.minQuantity, maxQuantity: amount(tier.maxQuantity), price: tier.price }))
          .sort((a, b) => a.minQuantity - b.minQuantity)
      : [],
    item: { itemSku: typeof data.item?.itemSku === 'string' ? data.item.itemSku : '', maxQuantity: amount(data.item?.maxQuantity) ?? Number.POSITIVE_INFINITY },
  };
}
