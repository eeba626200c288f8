// The backend error codes of spec §8, grouped as the catalogue groups them. The UI maps each code
// to a message in one place per feature; these lists keep both sides spelling them the same way.

export const CART_ERROR_CODES = [
  'CO_EXCEEDED_QUANTITY',
  'CO_EXCEEDED_QUANTITY_EVENT',
  'CO_EXCEEDED_QUANTITY_DAILY',
  'PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA',
  'OutOfStock',
  'OOS',
  'UNBUYABLE_ITEM',
  'CNC_ITEM_EXISTS',
  'NON_CNC_ITEM_EXISTS',
  'MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED',
  'INSTALLATION_NOT_AVAILABLE',
  'LOWER_THAN_MINIMUM',
  'OOS_MAX_QTY_VISIBLE_LIMIT',
  'PROMO_HAS_BEEN_EXPIRED',
  'INVALID_MINIMUM_TOTAL_ITEM',
  'COMBO_RULE_NOT_FOUND',
  'INVALID_QUANTITY',
  'CREATE_CHECKOUT_BLOCKED',
  'CHECKOUT_BLOCKED',
  'PAYNOW_BLOCKED',
  'CHECKOUT_PERMANENTLY_BLOCKED',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

export const SHIPPING_ERROR_CODES = [
  'SHIP_NOT_COVERED',
  'DG_NOT_MATCH',
  'MAX_WEIGHT_PER_ITEM_EXCEEDED',
  'TOTAL_ITEM_WEIGHT_EXCEEDED',
  'MAXIMUM_DISTANCE_EXCEEDED',
  'EXCEED_WORKHOUR',
  'ETD_CALCULATION_ERROR',
  'CUSTOMER_GEO_LOCATION_REQUIRED',
  'EXTERNAL_API_FAILURE',
] as const;
export type ShippingErrorCode = (typeof SHIPPING_ERROR_CODES)[number];

export const SUBSCRIPTION_ERROR_CODES = [
  'OOS',
  'UNBUYABLE_ITEM',
  'UNSUBSCRIBE_ITEM',
  'INVALID_PERIOD',
  'INVALID_QUANTITY',
  'PRODUCT_ERROR',
  'GENERAL_ERROR',
  'INVALID_PRODUCT',
] as const;
export type SubscriptionErrorCode = (typeof SUBSCRIPTION_ERROR_CODES)[number];

export const VOUCHER_ERROR_CODES = ['VOUCHER_CLAIMED', 'QUOTA_RUN_OUT'] as const;
export type VoucherErrorCode = (typeof VOUCHER_ERROR_CODES)[number];

/** Reporting a review, a reply, a question or an answer (spec §8 Others): reported before, or no known reason. */
export const REPORT_ERROR_CODES = ['ALREADY_REPORTED', 'INVALID_REASON'] as const;
export type ReportErrorCode = (typeof REPORT_ERROR_CODES)[number];

/** Asking a question (spec §5): shorter than 10 characters or longer than the limit; the message at errors.question. */
export const DISCUSSION_ERROR_CODES = ['INVALID_QUESTION'] as const;
export type DiscussionErrorCode = (typeof DISCUSSION_ERROR_CODES)[number];

/** Making a share link (`POST /common/share-link`): the address is not an http(s) one of a sane length; the message at errors.url. */
export const SHARE_ERROR_CODES = ['INVALID_URL'] as const;
export type ShareErrorCode = (typeof SHARE_ERROR_CODES)[number];

/** Wishlist albums (spec §5): a name of other than letters, digits, hyphens and spaces, or one album too many; the message at errors.name. */
export const WISHLIST_ERROR_CODES = ['INVALID_GROUP_NAME', 'GROUP_LIMIT_REACHED'] as const;
export type WishlistErrorCode = (typeof WISHLIST_ERROR_CODES)[number];

/** Asking for a quote (contract quote.ts; ours): see there for the details each carries. */
export const QUOTE_ERROR_CODES = ['QUOTE_NOT_AVAILABLE', 'QUOTE_INVALID_QUANTITY', 'QUOTE_INVALID_CONTACT', 'QUOTE_ALREADY_REQUESTED'] as const;
export type QuoteErrorCode = (typeof QUOTE_ERROR_CODES)[number];

/** Every code the backend (and so the simulator) may answer with. */
export const BACKEND_ERROR_CODES = [
  ...new Set([
    ...CART_ERROR_CODES,
    ...SHIPPING_ERROR_CODES,
    ...SUBSCRIPTION_ERROR_CODES,
    ...VOUCHER_ERROR_CODES,
    ...REPORT_ERROR_CODES,
    ...DISCUSSION_ERROR_CODES,
    ...SHARE_ERROR_CODES,
    ...WISHLIST_ERROR_CODES,
    ...QUOTE_ERROR_CODES,
  ]),
] as readonly BackendErrorCode[];
export type BackendErrorCode =
  | CartErrorCode
  | ShippingErrorCode
  | SubscriptionErrorCode
  | VoucherErrorCode
  | ReportErrorCode
  | DiscussionErrorCode
  | ShareErrorCode
  | WishlistErrorCode
  | QuoteErrorCode;
