// The enumerations of spec §3 (the review ones are in reviews.ts, read only by lazy code), as value lists with derived union types,
// so that the simulator can validate fixtures at run time and the apps can narrow at compile time.

export const VENDORS = ['RETAIL', 'RETAIL_SUPER_APP', 'GROCERY'] as const;
export type Vendor = (typeof VENDORS)[number];

export const COMMISSION_TYPES = ['TD', 'TC', 'RC', 'CC', 'MP', 'CM', 'RB'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];
/** Sold by the merchant, fulfilled by the platform. */
export const PLATFORM_FULFILLED_COMMISSION_TYPES: readonly CommissionType[] = ['TD', 'TC', 'RC', 'CC'];
/** Sold and fulfilled by the merchant. */
export const MERCHANT_FULFILLED_COMMISSION_TYPES: readonly CommissionType[] = ['MP', 'CM', 'RB'];
/** Trading types: customer care chat is used instead of the seller's. */
export const TRADING_COMMISSION_TYPES: readonly CommissionType[] = ['TD', 'TC'];

export const WARRANTY_TYPES = ['RESMI', 'DISTRIBUTOR', 'TOKO', 'INTERNATIONAL', 'OTHER', 'NONE'] as const;
export type WarrantyType = (typeof WARRANTY_TYPES)[number];

export const PRODUCT_TAGS = [
  'AVAILABLE',
  'COMBO',
  'OFFLINE',
  'ONLINE',
  'CNC',
  'INSTALLMENT',
  'INSTALLMENT_NON_CC',
  'HIGHLIGHTED_INSTALLMENT',
  'COMING_SOON',
  'ONLY_AVAILABLE_CNC',
  'RETURNABLE',
  'WHOLESALE',
  'OOS',
  'LIMITED',
  'LIMITED_ALL_LOCATION',
  'ALL_LOCATION_STOCK',
  'COD',
  'DANGEROUS_GOOD',
  'NOTIFIED',
  'WISHLIST',
  'SUBSCRIPTION',
  'OTHER_PP_SUBSCRIPTION',
  'INSTALLMENT_SIMULATION',
  'FBB',
  'GUARANTEED_STOCK',
  'FREE_GIFT',
  'MULTI_PP',
  'MEDICAL',
  'VARIANT_CHANGED',
  // Contextual layout tags.
  'FASHION',
  'GROCERY_STORE',
  'GADGETS',
] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

export const PRODUCT_TYPES = ['REGULAR', 'BIG_PRODUCT', 'BOPIS'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const LOGISTIC_CODES = ['HOUR_DEL', 'INSTANT', 'SAME_DAY', 'SAMEDAY_PO', 'INSTANT_PO', 'SELLER', 'STANDARD', 'SLOT_DEL', 'EXPRESS'] as const;
export type LogisticCode = (typeof LOGISTIC_CODES)[number];
export const LOGISTIC_TAGS = ['FREE', 'BEST_OFFER'] as const;
export type LogisticTag = (typeof LOGISTIC_TAGS)[number];
export const SHIPPING_CONDITIONS = ['TURNED_OFF'] as const;
export type ShippingCondition = (typeof SHIPPING_CONDITIONS)[number];

export const CART_TYPES = ['REGULAR', 'COMBO', 'FREE_GIFT', 'FREE_SAMPLE', 'SUPER_APP_PARTNER'] as const;
export type CartType = (typeof CART_TYPES)[number];

export const INSTALLMENT_TYPES = ['CC', 'NON-CC'] as const;
export type InstallmentType = (typeof INSTALLMENT_TYPES)[number];
export const INSTALLMENT_FEE_PROMOS = ['PARTIAL', 'FULL'] as const;
export type InstallmentFeePromo = (typeof INSTALLMENT_FEE_PROMOS)[number];

export const ATTRIBUTE_DISPLAYS = ['IMAGE', 'BUTTON', 'DROPDOWN'] as const;
export type AttributeDisplay = (typeof ATTRIBUTE_DISPLAYS)[number];

export const GROCERY_SELLER_GROUPS = ['RANCH', 'MARKETPLACE_FRESH'] as const;
export type GrocerySellerGroup = (typeof GROCERY_SELLER_GROUPS)[number];
export const GROCERY_SHIPPING_TYPES = ['DELIVER_NOW', 'SCHEDULED_DELIVERY'] as const;
export type GroceryShippingType = (typeof GROCERY_SHIPPING_TYPES)[number];

export const USP_TYPES = ['RETURN', 'FRESHNESS', 'WARRANTY', 'CASH_ON_DELIVERY', 'GUARANTEED_STOCK'] as const;
export type UspType = (typeof USP_TYPES)[number];

export const RETURN_REASONS = ['DAMAGE', 'MISMATCH', 'MISS_ETD', 'CHANGE_MIND', 'NOT_SUITABLE_SIZE'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const CAMPAIGN_TAGS = ['EXCLUSIVE_CAMPAIGN', 'FLASH_SALE_CAMPAIGN', 'REGULAR_CAMPAIGN'] as const;
export type CampaignTag = (typeof CAMPAIGN_TAGS)[number];

export const FULFILLMENT_AVAILABILITIES = ['AVAILABLE', 'UNAVAILABLE', 'LOCATION_UNAVAILABLE', 'VARIANT_UNAVAILABLE'] as const;
export type FulfillmentAvailability = (typeof FULFILLMENT_AVAILABILITIES)[number];

export const CHECKOUT_STATUSES = ['READY_CHECKOUT', 'SKIP_CHECKOUT', 'CHECKOUT_FAILED', 'CHECKOUT_SUCCESS'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const PRODUCT_REPORT_REASONS = ['FAKE_PRODUCT', 'INCORRECT_INFO', 'UNREASONABLE_PRICE', 'ILLEGAL_AND_DANGEROUS_PRODUCT', 'OTHER'] as const;
export type ProductReportReason = (typeof PRODUCT_REPORT_REASONS)[number];

export const VOUCHER_REWARD_TYPES = ['DISCOUNT', 'AMOUNT_OFF'] as const;
export type VoucherRewardType = (typeof VOUCHER_REWARD_TYPES)[number];
export const VOUCHER_STATUSES = ['CLAIMED', 'ACTIVE', 'USED', 'REDEEMED'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export const FREE_GIFT_CRITERIA = ['AMOUNT', 'QUANTITY'] as const;
export type FreeGiftCriteria = (typeof FREE_GIFT_CRITERIA)[number];

export const CHEAPEST_PRICE_UNITS = ['DAY', 'MONTH', 'YEAR'] as const;
export type CheapestPriceUnit = (typeof CHEAPEST_PRICE_UNITS)[number];

/** Narrows an unknown value to one member of a value list. */
export function isOneOf<const T extends readonly string[]>(values: T, candidate: unknown): candidate is T[number] {
  return typeof candidate === 'string' && (values as readonly string[]).includes(candidate);
}

/** Rating filters, 5 to 1 (spec §9). */
