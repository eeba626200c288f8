// Browser storage keys of spec §3, one place for every app that reads or writes them.
export const STORAGE_KEYS = {
  customerShippingLocation: 'pdp.customer-shipping-location',
  recentlyViewedProduct: 'pdp.recently-viewed.product',
  recentlyViewedV2: 'pdp.recently-viewed.v2',
  recentlyViewedContextual: 'pdp.recently-viewed.contextual',
  recentlyViewedGrocery: 'pdp.recently-viewed.grocery',
  onboardingClosed: 'pdp.onboarding-closed',
  scrollPosition: 'pdp.scroll-position',
  subscriptionAddToCart: 'pdp.subscription-add-to-cart',
  selectedWarehouse: 'pdp.grocery.selected-warehouse',
  replaceUrl: 'pdp.replace-url',
  resetOnDestroy: 'pdp.reset-on-destroy',
  /** Host: reset scroll after the next navigation (spec §2, the stored flag). */
  resetScroll: 'host.reset-scroll',
  locale: 'host.locale',
} as const;
