// The trade-in calls (contract trade-in.ts; spec §7), their answers normalised: an amount that is not
// a number counts as 0, and a category or kind without a code and a name is left out. Names stay
// plain text.
import type { TradeInCategoryDto, TradeInEligibilityDto } from '@pdp/backend-api/trade-in';
import type { BackendClient } from '../../../shared/http/backend-client';
import { count, record, records, text } from '../../../shared/http/loose-json';

const pathOf = (itemSku: string) => `trade-in/products/${encodeURIComponent(itemSku)}`;

export async function getTradeInEligibility(client: BackendClient, itemSku: string, signal?: AbortSignal): Promise<TradeInEligibilityDto> {
  const data = record((await client.get<unknown>(pathOf(itemSku), { signal })).body.data);
  const maxDiscount = count(data.maxDiscount);
  return { eligible: data.eligible === true && maxDiscount > 0, maxDiscount };
}

export async function getTradeInCategories(client: BackendClient, itemSku: string, signal?: AbortSignal): Promise<TradeInCategoryDto[]> {
  const data = (await client.get<unknown>(`${pathOf(itemSku)}/category-info`, { signal })).body.data;
  return records(data).flatMap((category): TradeInCategoryDto[] => {
    const code = text(category.code);
    const name = text(category.name).trim();
    if (!code || !name) return [];
    const subcategories = records(category.subcategories).flatMap((kind) => {
      const kindCode = text(kind.code);
      const kindName = text(kind.name).trim();
      return kindCode && kindName ? [{ code: kindCode, name: kindName, maxPrice: count(kind.maxPrice) }] : [];
    });
    return [{ code, name, subcategories }];
  });
}
