// GET /product/products/{id}/single-combo (spec §7): the combo of the item, or null. An item without
// a sku, a name or prices is dropped; a combo without its primary item is no combo.
import type { BackendClient } from '../../../shared/http/backend-client';
import { count, isShortText, record, records, text, wholeCount } from '../../../shared/http/loose-json';
import type { Combo, ComboItem } from '../model/combo';

export async function getCombo(client: BackendClient, productId: string, signal?: AbortSignal): Promise<Combo | null> {
  const response = await client.get<unknown>(`product/products/${encodeURIComponent(productId)}/single-combo`, { signal });
  return normaliseCombo(response.body.data);
}

/** A combo's or a bundle's items: one without a sku, a name or prices is dropped. */
export function normaliseComboItems(raw: unknown): ComboItem[] {
  return records(raw).flatMap((raw): ComboItem[] => {
    const price = record(raw.price);
    if (!isShortText(raw.itemSku, 64) || !isShortText(raw.name, 300)) return [];
    const imageUrl = typeof raw.imageUrl === 'string' && /^(\/[^/\\]|https:\/\/)/.test(raw.imageUrl) ? raw.imageUrl : null;
    return [
      {
        itemSku: raw.itemSku,
        name: raw.name,
        imageUrl,
        price: { offered: count(price.offered), combo: count(price.combo) },
        primary: raw.primary === true,
        available: raw.available === true,
      },
    ];
  });
}

export function normaliseCombo(raw: unknown): Combo | null {
  const data = record(raw);
  if (!isShortText(data.comboId, 64)) return null;
  const items = normaliseComboItems(data.items);
  if (!items.some((item) => item.primary)) return null;
  return {
    comboId: data.comboId,
    name: text(data.name).slice(0, 300),
    bundlingCatalogId: isShortText(data.bundlingCatalogId, 64) ? data.bundlingCatalogId : '',
    minimumItems: Math.max(2, wholeCount(data.minimumItems) ?? 2),
    items,
  };
}
