// The subscription calls (contract subscription.ts; spec §7), their answers normalised: a frequency
// that is not weekly or monthly is left out, quantities fall back to 1, notes stay plain text.
import type {
  SubscriptionAddItemRequest,
  SubscriptionBenefitDto,
  SubscriptionCartRequest,
  SubscriptionDetailDto,
  SubscriptionFrequency,
} from '@pdp/backend-api/subscription';
import type { BackendClient } from '../../../shared/http/backend-client';
import { count, list, record, text } from '../../../shared/http/loose-json';

const FREQUENCIES: readonly SubscriptionFrequency[] = ['WEEKLY', 'MONTHLY'];
const productPathOf = (itemSku: string) => `subscription/products/${encodeURIComponent(itemSku)}`;

export async function getSubscriptionDetail(client: BackendClient, itemSku: string, signal?: AbortSignal): Promise<SubscriptionDetailDto> {
  const data = record((await client.get<unknown>(productPathOf(itemSku), { signal })).body.data);
  const minQuantity = Math.max(1, Math.floor(count(data.minQuantity)));
  const subscriptionId = text(data.subscriptionId);
  return {
    itemSku,
    price: count(data.price),
    frequencies: FREQUENCIES.filter((frequency) => list(data.frequencies).includes(frequency)),
    minQuantity,
    maxQuantity: Math.max(minQuantity, Math.floor(count(data.maxQuantity))),
    inCart: data.inCart === true,
    subscriptionId: /^[\w-]{1,64}$/.test(subscriptionId) ? subscriptionId : null,
  };
}

export async function getSubscriptionBenefit(client: BackendClient, itemSku: string, signal?: AbortSignal): Promise<SubscriptionBenefitDto> {
  const data = record((await client.get<unknown>(`${productPathOf(itemSku)}/benefit`, { signal })).body.data);
  return {
    discountPercent: count(data.discountPercent),
    shippingDiscount: count(data.shippingDiscount),
    notes: list(data.notes).filter((note): note is string => typeof note === 'string' && note.trim() !== ''),
  };
}

export async function addToSubscriptionCart(client: BackendClient, request: SubscriptionCartRequest): Promise<void> {
  await client.post<unknown>('subscription/carts', { json: request });
}

export async function addToSubscription(client: BackendClient, subscriptionId: string, request: SubscriptionAddItemRequest): Promise<void> {
  await client.post<unknown>(`subscription/${encodeURIComponent(subscriptionId)}/items`, { json: request });
}
