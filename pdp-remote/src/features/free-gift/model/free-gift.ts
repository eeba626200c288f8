// Free gifts as the page holds them (spec §3 Free gift, §4 Free gift selection, §5): the shopper
// selects the first allowed number of gifts or clears them all, toggles one within the maximum, is
// eligible once any gift is selected, and meets the criteria by amount or quantity.
import type { FreeGiftCriteria } from '@pdp/backend-api/enums';

export interface Gift {
  itemSku: string;
  pickupPointCode: string;
  name: string;
  attributes: { name: string; value: string }[];
  imageUrl: string | null;
}

export interface FreeGift {
  gifts: Gift[];
  maxNoOfFreeSkus: number;
  criteria: { type: FreeGiftCriteria; threshold: number };
}

/** Spec §4: select the first maxNoOfFreeSkus items. */
export const selectFirstAllowed = (freeGift: FreeGift): ReadonlySet<string> =>
  new Set(freeGift.gifts.slice(0, freeGift.maxNoOfFreeSkus).map((gift) => gift.itemSku));

/** The gifts chosen before login, as far as they are still offered, and none beyond the maximum. */
export const selectionOfGifts = (freeGift: FreeGift, itemSkus: readonly string[]): ReadonlySet<string> =>
  new Set(
    freeGift.gifts
      .filter((gift) => itemSkus.includes(gift.itemSku))
      .slice(0, freeGift.maxNoOfFreeSkus)
      .map((gift) => gift.itemSku),
  );

/** One gift in or out; none beyond the maximum. */
export function toggledGift(selection: ReadonlySet<string>, itemSku: string, max: number): ReadonlySet<string> {
  const next = new Set(selection);
  if (next.has(itemSku)) next.delete(itemSku);
  else if (next.size < max) next.add(itemSku);
  return next;
}

/** Spec §3: eligible once any gift is selected. */
export const isEligible = (selection: ReadonlySet<string>): boolean => selection.size > 0;

/** Spec §5: the order reaches the amount, or holds the quantity. */
export const criteriaMet = ({ criteria }: FreeGift, quantity: number, unitPrice: number): boolean =>
  criteria.type === 'QUANTITY' ? quantity >= criteria.threshold : quantity * unitPrice >= criteria.threshold;
