// Free gifts (spec §3 Free gift, §4 Free gift selection, §5, §7). The spec names the call, the fields
// and the cart; the shapes are ours, served by the simulator exactly so.
import type { FreeGiftCriteria } from './enums';

export interface FreeGiftItemDto {
  itemSku: string;
  pickupPointCode: string;
  pickupPointName: string;
  name: string;
  attributes: { name: string; value: string }[];
  imageUrl: string | null;
  groupId: string;
  selected: boolean;
}

/** GET /product-detail/products/{id}/free-gift: the gifts of the item, or null when it has none. */
export interface FreeGiftDto {
  complimentaryItems: FreeGiftItemDto[];
  /** How many gifts the shopper may take. */
  maxNoOfFreeSkus: number;
  /** AMOUNT: the order must cost at least `threshold` rupiah; QUANTITY: hold at least `threshold` items. */
  criteria: { type: FreeGiftCriteria; threshold: number };
}

/**
 * POST /retail/free-gift/carts: the item with its quantity and the gifts chosen (1 to
 * maxNoOfFreeSkus). Refused with INVALID_QUANTITY when the criteria are not met or the gifts are not
 * the item's, and with the other cart codes of spec §8 as an add to bag is.
 */
export interface FreeGiftCartRequestDto {
  cartType: 'FREE_GIFT';
  item: { itemSku: string; quantity: number };
  freeGifts: { itemSku: string; pickupPointCode: string }[];
}
