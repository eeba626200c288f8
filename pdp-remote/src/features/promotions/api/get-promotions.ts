// The three reads of the promo section (spec §7): the product's vouchers
// (/product-detail/products/{id}/vouchers), the seller's (/product/merchant/vouchers?itemSku=) and the
// seller's shipping vouchers (/product/merchant/vouchers-info?itemSku=), as one list. Anything
// malformed in a voucher drops that voucher, never the list.
import { VOUCHER_REWARD_TYPES, VOUCHER_STATUSES, isOneOf } from '@pdp/backend-api/enums';
import type { BackendClient } from '../../../shared/http/backend-client';
import { count, isShortText, record, records, text, wholeCount, type Loose } from '../../../shared/http/loose-json';
import type { Promotions, Voucher, VoucherKind } from '../model/vouchers';

const MAX_TEXT = 300;

function voucherOf(raw: Loose, kind: VoucherKind): Voucher | null {
  const reward = record(raw.reward);
  const name = kind === 'sellerShipping' ? raw.title : raw.name;
  const seller = kind === 'merchant' || kind === 'sellerShipping';
  const id = seller ? raw.id : raw.code;
  if (!isShortText(raw.code, 64) || !isShortText(id, 64) || !isShortText(name, MAX_TEXT) || !isOneOf(VOUCHER_REWARD_TYPES, reward.type)) return null;
  const status = seller ? raw.status : 'ACTIVE';
  if (!isOneOf(VOUCHER_STATUSES, status)) return null;
  return {
    kind,
    id,
    code: raw.code,
    name,
    status,
    remainingQuota: seller ? wholeCount(raw.remainingQuota) : null,
    reward: { type: reward.type, value: count(reward.value), maxAmount: wholeCount(reward.maxAmount) },
    minPurchase: count(raw.minPurchase),
    endDate: text(raw.endDate),
  };
}

const vouchersOf = (raw: unknown, kind: VoucherKind) => records(raw).flatMap((entry) => voucherOf(entry, kind) ?? []);

export async function getPromotions(client: BackendClient, productId: string, itemSku: string, signal?: AbortSignal): Promise<Promotions> {
  const query = { itemSku };
  const [product, merchant, info] = await Promise.all([
    client.get<unknown>(`product-detail/products/${encodeURIComponent(productId)}/vouchers`, { signal }),
    client.get<unknown>('product/merchant/vouchers', { searchParams: query, signal }),
    client.get<unknown>('product/merchant/vouchers-info', { searchParams: query, signal }),
  ]);
  return normalisePromotions(product.body.data, merchant.body.data, info.body.data);
}

/** The three answers' data as one list, in the order the shopper reads them. */
export function normalisePromotions(productData: unknown, merchantData: unknown, infoData: unknown): Promotions {
  const data = record(productData);
  const recommended = record(data.recommendedPromotion);
  return {
    recommended: isShortText(recommended.title, MAX_TEXT) ? { title: recommended.title, description: text(recommended.description).slice(0, MAX_TEXT) } : null,
    vouchers: [
      ...vouchersOf(data.platformVouchers, 'platform'),
      ...vouchersOf(merchantData, 'merchant'),
      ...vouchersOf(record(infoData).sellerShippingVouchers, 'sellerShipping'),
      ...vouchersOf(data.platformShippingVouchers, 'platformShipping'),
    ],
  };
}
