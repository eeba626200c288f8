// Subscription (spec §1, §3, §5, §7, §8, §9): a member subscribes to an item tagged SUBSCRIPTION,
// delivered weekly or monthly for up to 12 months, with a shipping discount from a Rp50.000 package.
// The spec names the calls and the error codes; the shapes, the paths under the subscription id and
// the dialog codes are ours.
// - GET /subscription/products/{itemSku} → `SubscriptionDetailDto`; an item that is not tagged
//   SUBSCRIPTION is 404. For a signed-in member it says whether the item is already in their
//   subscription cart and which subscription already holds it.
// - GET /subscription/products/{itemSku}/benefit → `SubscriptionBenefitDto`.
// - POST /subscription/carts with `SubscriptionCartRequest` → `SubscriptionCartResultDto` (members only:
//   401 otherwise). Refusals: 400 with a `SubscriptionErrorCode` (error-codes.ts) in `status` (INVALID_QUANTITY
//   carries `errors.minQuantity` and `errors.maxQuantity`), or 409 `SUBSCRIPTION_ITEM_IN_CART` /
//   `SUBSCRIPTION_ITEM_SUBSCRIBED` (the already-in-cart and already-subscribed dialogs; the latter with
//   `errors.subscriptionId`).
// - POST /subscription/{subscriptionId}/items with `SubscriptionAddItemRequest` → `SubscriptionAddItemResultDto`:
//   adds the item to the member's existing subscription by id (spec §7); 404 for a subscription that
//   is not theirs, the same 400 refusals otherwise.

/** Spec §5, §9: a subscription lasts 1 to 12 months. */
export const SUBSCRIPTION_MAX_MONTHS = 12;

export type SubscriptionFrequency = 'WEEKLY' | 'MONTHLY';

export interface SubscriptionDetailDto {
  itemSku: string;
  /** The item's price per delivery while subscribed (rupiah). */
  price: number;
  frequencies: SubscriptionFrequency[];
  /** Spec §5: the quantity per delivery, between these (the spec does not give them: the backend does). */
  minQuantity: number;
  maxQuantity: number;
  /** A member's: the item is in their subscription cart already. */
  inCart: boolean;
  /** A member's: the subscription that already delivers the item, or null. */
  subscriptionId: string | null;
}

export interface SubscriptionBenefitDto {
  /** Off the item's price while subscribed, percent (0: none). */
  discountPercent: number;
  /** Off the shipping of a package (quantity × price) of at least Rp50.000 (spec §5, §9), in rupiah. */
  shippingDiscount: number;
  /** The backend's plain-text lines about the benefit. */
  notes: string[];
}

export interface SubscriptionCartRequest {
  itemSku: string;
  quantity: number;
  frequency: SubscriptionFrequency;
  /** 1 to 12 (spec §5, §9). */
  periodMonths: number;
}

export interface SubscriptionCartResultDto {
  /** Lines in the member's subscription cart after the add. */
  cartCount: number;
}

export interface SubscriptionAddItemRequest {
  itemSku: string;
  quantity: number;
}

export interface SubscriptionAddItemResultDto {
  subscriptionId: string;
}

/** Spec §8's dialogs (409): the item is already in the subscription cart, or already subscribed to. */
export type SubscriptionDialogCode = 'SUBSCRIPTION_ITEM_IN_CART' | 'SUBSCRIPTION_ITEM_SUBSCRIBED';
