// GET /product-detail/products/{id}/free-gift (spec §7): the gifts of the item, or null. A gift
// without a sku or a name is dropped; no gifts left is no free gift.
import { FREE_GIFT_CRITERIA, isOneOf } from '@pdp/backend-api/enums';
import type { BackendClient } from '../../../shared/http/backend-client';
import { isShortText, record, records, text, wholeCount } from '../../../shared/http/loose-json';
import type { FreeGift, Gift } from '../model/free-gift';

export async function getFreeGift(client: BackendClient, productId: string, signal?: AbortSignal): Promise<FreeGift | null> {
  const response = await client.get<unknown>(`product-detail/products/${encodeURIComponent(productId)}/free-gift`, { signal });
  return normaliseFreeGift(response.body.data);
}

export function normaliseFreeGift(raw: unknown): FreeGift | null {
  const data = record(raw);
  const criteria = record(data.criteria);
  const max = wholeCount(data.maxNoOfFreeSkus);
  const threshold = wholeCount(criteria.threshold);
  if (!max || threshold === null || !isOneOf(FREE_GIFT_CRITERIA, criteria.type)) return null;
  const gifts = records(data.complimentaryItems).flatMap((raw): Gift[] =>
    isShortText(raw.itemSku, 64) && isShortText(raw.name, 300)
      ? [
          {
            itemSku: raw.itemSku,
            pickupPointCode: text(raw.pickupPointCode),
            name: raw.name,
            attributes: records(raw.attributes).flatMap((attribute) =>
              isShortText(attribute.name, 100) && isShortText(attribute.value, 100) ? [{ name: attribute.name, value: attribute.value }] : [],
            ),
            imageUrl: typeof raw.imageUrl === 'string' && /^(\/[^/\\]|https:\/\/)/.test(raw.imageUrl) ? raw.imageUrl : null,
          },
        ]
      : [],
  );
  return gifts.length > 0 ? { gifts, maxNoOfFreeSkus: max, criteria: { type: criteria.type, threshold } } : null;
}
