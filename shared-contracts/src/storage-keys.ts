// Browser storage keys of spec §3, one place for every app that reads or writes them. The spec's
// replace-url and reset-on-destroy keys have no use here, and the v2 and contextual recently-viewed
// lists come with the recommendations work: see docs/decisions/0031-storage-keys-we-keep.md.
export const STORAGE_KEYS = {
  customerShippingLocation: 'pdp.customer-shipping-location',
  recentlyViewedProduct: 'pdp.recently-viewed.product',
  recentlyViewedGrocery: 'pdp.recently-viewed.grocery',
  onboardingClosed: 'pdp.onboarding-closed',
  /** Host: where the shopper was on each history entry of the tab, for Back and Forward. */
  scrollPosition: 'pdp.scroll-position',
  subscriptionAddToCart: 'pdp.subscription-add-to-cart',
  selectedWarehouse: 'pdp.grocery.selected-warehouse',
  /** Host: reset scroll after the next navigation (spec §2, the stored flag). */
  resetScroll: 'host.reset-scroll',
  locale: 'host.locale',
} as const;
