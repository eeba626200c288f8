// What a product fixture offers besides the item itself: subscription, quotes, trade-in, add-ons,
// the loan simulation, a free gift and a combo (the contract modules named on each).
import type { AddOnDto } from '@pdp/backend-api/add-ons';
import { FREE_GIFT_CRITERIA } from '@pdp/backend-api/enums';
import type { LoanLocationDto } from '@pdp/backend-api/payments';
import type { SubscriptionFrequency } from '@pdp/backend-api/subscription';
import type { TradeInCategoryDto, TradeInSubcategoryDto } from '@pdp/backend-api/trade-in';
import { amount, count, describes, flag, list, nonEmptyList, object, oneOf, problem, sku, text } from './schema-kit';

/** The subscription packages (contract subscription.ts is types only, so the list is written here). */
export const SUBSCRIPTION_FREQUENCIES = ['WEEKLY', 'MONTHLY'] as const satisfies readonly SubscriptionFrequency[];

const ONE_OR_MORE = 'must be 1 or more';
const BELOW_100 = 'must be below 100';
const NOT_BELOW_MINIMUM = 'must not be below minQuantity';

/** How an item is sold by subscription (spec §3, §5, §9): one block for all the product's items. */
export const subscriptionSchema = object({
  /** The price per delivery while subscribed (rupiah). */
  price: amount,
  /** The packages offered; at least one. */
  frequencies: nonEmptyList(oneOf(SUBSCRIPTION_FREQUENCIES)),
  /** The quantity per delivery, from 1; the cart refuses outside them with INVALID_QUANTITY. */
  minQuantity: count.min(1, ONE_OR_MORE),
  maxQuantity: count,
  /** Percent off the item's price while subscribed, below 100. */
  discountPercent: amount.lt(100, BELOW_100),
  /** Rupiah off the shipping of a package of at least Rp50.000. */
  shippingDiscount: amount,
  /** The backend's plain-text lines about the benefit, served as they are. */
  notes: list(text),
  /** Emails of demo accounts (accounts.json) whose subscription already delivers the product's items. */
  subscribedBy: list(text.regex(/^[^\s@]+@[^\s@]+$/, 'must be the email of a demo account')).optional(),
}).superRefine((subscription, context) => {
  if (new Set(subscription.frequencies).size !== subscription.frequencies.length) problem(context, ['frequencies'], 'must not name a frequency twice');
  if (subscription.maxQuantity < subscription.minQuantity) problem(context, ['maxQuantity'], NOT_BELOW_MINIMUM);
});

/** The seller's terms for quotes (contract `QuoteTermsDto` without the sku): one block for all the product's items. */
export const quoteSchema = object({
  /** From 1, at most `maxQuantity`. */
  minQuantity: count.min(1, ONE_OR_MORE),
  maxQuantity: count,
  replyWithinHours: count.min(1, ONE_OR_MORE),
  sellerNote: text,
}).superRefine((quote, context) => {
  if (quote.maxQuantity < quote.minQuantity) problem(context, ['maxQuantity'], NOT_BELOW_MINIMUM);
});

/** Trade-in (contract trade-in.ts): the most a device takes off and the devices taken in; absent: not eligible. */
export const tradeInSchema = object({
  maxDiscount: amount,
  categories: list(
    describes<TradeInCategoryDto>()(
      object({ code: text, name: text, subcategories: list(describes<TradeInSubcategoryDto>()(object({ code: text, name: text, maxPrice: amount }))) }),
    ),
  ),
});

/** An add-on (contract add-ons.ts) sold with the item; `available: false` cannot be bought (INSTALLATION_NOT_AVAILABLE). */
const addOnSchema = describes<AddOnDto>()(
  object({
    id: text,
    name: text,
    price: amount,
    details: list(text),
    /** False: offered, but not at the shopper's place now; absent means available. */
    available: flag.optional(),
  }),
);

export const addOnsSchema = object({ installations: list(addOnSchema), insurances: list(addOnSchema) });

/** The loan simulation's own ticker and locations (codes of the simulator's regions), instead of the defaults. */
export const loanSimulationSchema = object({
  promoTicker: text.nullable(),
  locations: list(describes<LoanLocationDto>()(object({ code: text, name: text }))),
});

/** Gifts that come with the item when the criteria are met (spec §3 Free gift). */
export const freeGiftSchema = object({
  maxNoOfFreeSkus: count.min(1, ONE_OR_MORE),
  criteria: object({ type: oneOf(FREE_GIFT_CRITERIA), threshold: count }),
  items: nonEmptyList(
    object({
      itemSku: sku,
      name: text,
      groupId: text,
      attributes: list(object({ name: text, value: text })).optional(),
      pickupPointCode: text,
      pickupPointName: text,
    }),
  ),
});

/** A combo bundle with other products' items (spec §3 Combo); the product's items are its primary. */
export const comboSchema = object({
  comboId: sku,
  name: text,
  bundlingCatalogId: sku,
  /** The fewest items (primary included) the combo takes; at least 2. */
  minimumItems: count.min(2, 'must be 2 or more'),
  /** Percent off each item in the combo. */
  discountPercent: amount.lt(100, BELOW_100),
  /** The combo has ended: adding it answers PROMO_HAS_BEEN_EXPIRED. */
  expired: flag.optional(),
  /** Items of other products offered with it. */
  complementaryItemSkus: nonEmptyList(sku),
});
