// Browser storage keys of spec §3, one place for every app that reads or writes them. The spec's
// replace-url and reset-on-destroy keys have no use here: see docs/decisions/0031-storage-keys-we-keep.md;
// the v2 and contextual recently-viewed lists: docs/decisions/0051-recently-viewed-v2-and-contextual.md.
export const CUSTOMER_SHIPPING_LOCATION_KEY = 'pdp.customer-shipping-location';
export const RECENTLY_VIEWED_PRODUCT_KEY = 'pdp.recently-viewed.product';
export const RECENTLY_VIEWED_GROCERY_KEY = 'pdp.recently-viewed.grocery';
/**
 * Remote: the recently viewed cards as the list last showed them, `{ "RETAIL" | "GROCERY": BasicProductDto[] }`
 * (at most 8 each), shown at once on the next page while they are asked for again, and in their place
 * when that fails. Since 1.18.
 */
export const RECENTLY_VIEWED_V2_KEY = 'pdp.recently-viewed.v2';
/**
 * Remote: the items seen on pages of each contextual layout, `{ "fashion" | "gadgets": itemSku[] }` (at
 * most 8 each, newest first), listed first on a page of the same layout. Since 1.18.
 */
export const RECENTLY_VIEWED_CONTEXTUAL_KEY = 'pdp.recently-viewed.contextual';
/** Remote: the onboarding tips the shopper closed, `{ "<tip id>": true }` (spec §2). */
export const ONBOARDING_CLOSED_KEY = 'pdp.onboarding-closed';
/** The spec's onboarding tips (§2), in the order they are shown: the ids `ONBOARDING_CLOSED_KEY` stores. */
export const ONBOARDING_TIP_IDS = [
  'single-checkout',
  'promo-highlight',
  'trade-in-highlight',
  'shipping-card',
  'seller-chat',
  'subscription',
  'add-ons',
] as const;
export type OnboardingTipId = (typeof ONBOARDING_TIP_IDS)[number];
/** Host: where the shopper was on each history entry of the tab, for Back and Forward. */
export const SCROLL_POSITION_KEY = 'pdp.scroll-position';
/** Remote: the subscription an anonymous shopper chose, kept in session storage through login (spec §3). */
export const SUBSCRIPTION_ADD_TO_CART_KEY = 'pdp.subscription-add-to-cart';
/**
 * Remote: the question a member typed when sending it found their session expired, `{ productId, question }`, kept in
 * session storage through login and put back in the ask form (spec §6, §8: nothing the shopper typed is lost). Since 1.26.
 */
export const DISCUSSION_QUESTION_DRAFT_KEY = 'pdp.discussion-question-draft';
export const SELECTED_WAREHOUSE_KEY = 'pdp.grocery.selected-warehouse';
/** Host: reset scroll after the next navigation (spec §2, the stored flag). */
export const RESET_SCROLL_KEY = 'host.reset-scroll';
export const LOCALE_KEY = 'host.locale';
/** Host: the shopper opted out of analytics ('1'); absent: events are sent. */
export const ANALYTICS_OPT_OUT_KEY = 'host.analytics-opt-out';

/** Every key by name (tests, docs); code imports the one constant it needs, so a bundle carries only its keys. */
export const STORAGE_KEYS = {
  customerShippingLocation: CUSTOMER_SHIPPING_LOCATION_KEY,
  recentlyViewedProduct: RECENTLY_VIEWED_PRODUCT_KEY,
  recentlyViewedGrocery: RECENTLY_VIEWED_GROCERY_KEY,
  recentlyViewedV2: RECENTLY_VIEWED_V2_KEY,
  recentlyViewedContextual: RECENTLY_VIEWED_CONTEXTUAL_KEY,
  onboardingClosed: ONBOARDING_CLOSED_KEY,
  scrollPosition: SCROLL_POSITION_KEY,
  subscriptionAddToCart: SUBSCRIPTION_ADD_TO_CART_KEY,
  discussionQuestionDraft: DISCUSSION_QUESTION_DRAFT_KEY,
  selectedWarehouse: SELECTED_WAREHOUSE_KEY,
  resetScroll: RESET_SCROLL_KEY,
  locale: LOCALE_KEY,
  analyticsOptOut: ANALYTICS_OPT_OUT_KEY,
} as const;
