// Which chunk each lazily loaded module goes in, for every app, in one table: a module's path (from the
// repository's root) under the name of its chunk group. ChunkGroupsPlugin (chunk-groups-plugin.cjs)
// names each `import()` of a listed module so; modules listed under one name load as one chunk. A
// lazily loaded module not listed is a chunk of its own, unnamed, except a feature's English, which is
// named by its folder (`pdp-messages-<feature>-en`: chunk-groups-plugin.cjs). The names are what the host's server
// and the benches find chunks by (English catalogues end in `-en`), and what bench:size prints.
// tooling/webpack/chunk-groups.test.ts holds it to files that exist and to no `webpackChunkName` left.

/** @type {Readonly<Record<string, readonly string[]>>} */
module.exports.CHUNK_GROUPS = {
  // host-shell
  'host-messages-en': ['host-shell/src/shared/i18n/messages.en.ts'],
  'error-pages': ['host-shell/src/features/error-pages/error-page.tsx'],
  'host-app': ['host-shell/src/bootstrap.tsx'],
  'remote-retry': ['host-shell/src/features/remote-slot/remote-retry.ts'],
  'scroll-memory': ['host-shell/src/features/page-meta/scroll-memory.ts'],
  'tracking': ['host-shell/src/features/page-meta/arrival.ts'],
  'page-cart': ['host-shell/src/features/cart/cart-page.tsx'],
  'page-home': ['host-shell/src/features/home/home-page.tsx'],
  'page-login': ['host-shell/src/features/session/login-page.tsx'],
  'page-out-of-scope': ['host-shell/src/features/out-of-scope/out-of-scope-page.tsx'],
  // pdp-remote
  'pdp-messages-buying-en': ['pdp-remote/src/shared/i18n/parts/buying.messages.en.ts'],
  'pdp-messages-community-en': ['pdp-remote/src/shared/i18n/parts/community.messages.en.ts'],
  // The more-options sheet shows the details’, share’s and wishlist’s words together.
  'pdp-messages-details-en': [
    'pdp-remote/src/shared/i18n/parts/details.messages.en.ts',
    'pdp-remote/src/shared/i18n/parts/share.messages.en.ts',
    'pdp-remote/src/shared/i18n/parts/wishlist.messages.en.ts',
  ],
  // Retail’s English catalogue, which grocery bundles too.
  'pdp-messages-en': ['pdp-remote/src/shared/i18n/messages.en.ts'],
  'pdp-messages-fulfillment-en': ['pdp-remote/src/shared/i18n/parts/fulfillment.messages.en.ts'],
  // The service section’s rows show together: their English arrives in one request.
  'pdp-messages-services-en': [
    'pdp-remote/src/features/add-ons/messages/add-ons.messages.en.ts',
    'pdp-remote/src/features/installments/messages/installments.messages.en.ts',
    'pdp-remote/src/features/loan-simulation/messages/loan-simulation.messages.en.ts',
    'pdp-remote/src/features/product-services/messages/services.messages.en.ts',
    'pdp-remote/src/features/quote/messages/quote.messages.en.ts',
    'pdp-remote/src/features/subscription/messages/subscription.messages.en.ts',
    'pdp-remote/src/features/trade-in/messages/trade-in.messages.en.ts',
  ],
  // The add-to-bag modal is the only way to the add-to-cart recommendations: ready when asked for.
  'modal-add-to-bag': [
    'pdp-remote/src/features/buying/components/add-to-bag-modal.tsx',
    'pdp-remote/src/features/recommendations/components/add-to-cart-recommendations-modal.tsx',
    'pdp-remote/src/shared/i18n/parts/add-to-cart-recommendations.messages.en.ts',
  ],
  'modal-address-change-info': ['pdp-remote/src/features/address/components/address-change-info-modal.tsx'],
  'modal-address-picker': ['pdp-remote/src/features/address/components/address-picker-modal.tsx'],
  'modal-bag-full': ['pdp-remote/src/features/buying/components/bag-full-modal.tsx'],
  'modal-checkout-blocked': ['pdp-remote/src/features/buying/components/checkout-blocked-modal.tsx'],
  'modal-cnc-item-exists': ['pdp-remote/src/features/buying/components/cnc-item-exists-modal.tsx'],
  'modal-content-report': ['pdp-remote/src/features/content-report/components/content-report-modal.tsx'],
  'modal-customer-care-chat': ['pdp-remote/src/features/seller-info/components/customer-care-chat-modal.tsx'],
  'modal-discussion-ask': ['pdp-remote/src/features/discussions/components/discussion-ask-modal.tsx'],
  'modal-free-gift': ['pdp-remote/src/features/free-gift/components/free-gift-modal.tsx'],
  'modal-image-preview': ['pdp-remote/src/features/product-gallery/components/image-preview-modal.tsx'],
  'modal-installment-list': ['pdp-remote/src/features/installments/components/installment-modal.tsx'],
  // The sheet and every feature's actions (their `more-options.ts`, which the manifests load) arrive in one request.
  'modal-more-options': [
    'pdp-remote/src/app/modals/more-options-modal.tsx',
    'pdp-remote/src/features/seller-info/more-options.ts',
    'pdp-remote/src/features/share/more-options.ts',
    'pdp-remote/src/features/wishlist/more-options.ts',
  ],
  'modal-notify-me': ['pdp-remote/src/features/buying/components/notify-me-modal.tsx'],
  'modal-notify-me-success': ['pdp-remote/src/features/buying/components/notify-me-success-modal.tsx'],
  'modal-pickup-schedule': ['pdp-remote/src/features/fulfillment/components/pickup-schedule-modal.tsx'],
  'modal-product-review': ['pdp-remote/src/features/reviews/components/product-review-modal.tsx'],
  'modal-promo-combo': ['pdp-remote/src/features/combo/components/promo-combo-modal.tsx'],
  'modal-quote': ['pdp-remote/src/features/quote/components/quote-modal.tsx'],
  // The modal host and the table of modals: one round trip with the first modal.
  'modal-registry': ['pdp-remote/src/app/modals/modal-host.tsx', 'pdp-remote/src/app/registries/modal-registry.ts'],
  'modal-review-policy': ['pdp-remote/src/features/reviews/components/review-policy-modal.tsx'],
  'modal-review-variant-filter': ['pdp-remote/src/features/reviews/components/review-variant-filter-modal.tsx'],
  'modal-seller-badges': ['pdp-remote/src/features/seller-info/components/seller-badges-modal.tsx'],
  // The store’s rating and its no-rating are one modal in two moods.
  'modal-seller-rating': ['pdp-remote/src/features/seller-info/components/seller-rating-modals.tsx'],
  'modal-share': ['pdp-remote/src/features/share/components/share-modal.tsx'],
  'modal-shipping-options': ['pdp-remote/src/features/fulfillment/components/shipping-options-modal.tsx'],
  'modal-subscription': ['pdp-remote/src/features/subscription/components/subscription-modals.tsx'],
  'modal-trade-in-download-app': ['pdp-remote/src/features/trade-in/components/trade-in-download-app-modal.tsx'],
  'modal-user-summary': ['pdp-remote/src/app/modals/user-summary-modal.tsx'],
  'modal-usp-info': ['pdp-remote/src/features/product-services/components/usp-info-modal.tsx'],
  'modal-voucher-list': ['pdp-remote/src/features/promotions/components/voucher-list-modal.tsx'],
  'modal-voucher-terms': ['pdp-remote/src/features/promotions/components/voucher-terms-modal.tsx'],
  'modal-warranty-info': ['pdp-remote/src/features/product-services/components/warranty-info-modal.tsx'],
  'modal-wishlist': ['pdp-remote/src/features/wishlist/components/wishlist-modal.tsx'],
  'address-sync': ['pdp-remote/src/features/address/state/address-atoms.ts'],
  // The reminder and its English: the reminder is all the feature shows lazily.
  'campaign-reminder': [
    'pdp-remote/src/features/campaign/components/campaign-reminder.tsx',
    'pdp-remote/src/features/campaign/messages/campaign.messages.en.ts',
  ],
  // The tips and their English: the tips are all the feature shows.
  'onboarding': ['pdp-remote/src/features/onboarding/components/onboarding-tips.tsx', 'pdp-remote/src/features/onboarding/messages/onboarding.messages.en.ts'],
  'variant-dropdown': ['pdp-remote/src/features/variant-selection/components/variant-dropdown.tsx'],
  'page-add-on-installation': ['pdp-remote/src/features/add-ons/components/installation-page.tsx'],
  'page-combo-list': ['pdp-remote/src/features/combo/components/combo-list-page.tsx'],
  'page-description': ['pdp-remote/src/features/description/components/description-page.tsx'],
  'page-installment': ['pdp-remote/src/app/views/installment-page-view.tsx'],
  'page-pickup-points': ['pdp-remote/src/features/fulfillment/components/pickup-points-page.tsx'],
  'page-price-list': ['pdp-remote/src/app/views/price-list-view.tsx'],
  'page-promotions': ['pdp-remote/src/features/promotions/components/promotions-page.tsx'],
  // A shopper on the shipping page is likely to open the pickup schedule, and back.
  'page-receiving': [
    'pdp-remote/src/features/fulfillment/components/pickup-schedule-page.tsx',
    'pdp-remote/src/features/fulfillment/components/shipping-page.tsx',
  ],
  // The photo gallery leads to a review's own page.
  'page-reviews': ['pdp-remote/src/features/reviews/components/review-detail-page.tsx', 'pdp-remote/src/features/reviews/components/review-gallery-page.tsx'],
  'page-trade-in': ['pdp-remote/src/features/trade-in/components/trade-in-page.tsx'],
  'page-views': ['pdp-remote/src/app/views/secondary-views.tsx'],
  'section-combo': ['pdp-remote/src/features/combo/components/combo-strip.tsx'],
  // Reviews and the discussion sit together near the end of the page: one request.
  'section-community': [
    'pdp-remote/src/features/discussions/components/discussion-section.tsx',
    'pdp-remote/src/features/reviews/components/reviews-section.tsx',
  ],
  'section-description': ['pdp-remote/src/features/description/components/description-section.tsx'],
  'section-free-gift': ['pdp-remote/src/features/free-gift/components/free-gift-strip.tsx'],
  'section-loan-simulation': ['pdp-remote/src/features/loan-simulation/components/loan-simulation.tsx'],
  'section-recently-viewed': ['pdp-remote/src/app/page/recently-viewed-section.tsx'],
  'section-recommendations': ['pdp-remote/src/features/recommendations/components/recommendation-section.tsx'],
  'section-seller': ['pdp-remote/src/app/page/sections/seller-section.tsx'],
  // The section and every feature's rows (their `service-rows.ts`, which the manifests load) arrive in one request.
  'section-services': [
    'pdp-remote/src/app/page/service-section.tsx',
    'pdp-remote/src/features/add-ons/service-rows.ts',
    'pdp-remote/src/features/installments/service-rows.ts',
    'pdp-remote/src/features/loan-simulation/service-rows.ts',
    'pdp-remote/src/features/product-services/service-rows.ts',
    'pdp-remote/src/features/quote/service-rows.ts',
    'pdp-remote/src/features/subscription/service-rows.ts',
    'pdp-remote/src/features/trade-in/service-rows.ts',
  ],
  'section-shipping': ['pdp-remote/src/app/page/retail-shipping-section.tsx'],
  // grocery-remote
  'grocery-messages-en': ['grocery-remote/src/shared/i18n/messages.en.ts'],
  'modal-grocery-slot-picker': ['grocery-remote/src/features/grocery-fulfillment/components/delivery-slot-picker-modal.tsx'],
  'modal-grocery-wiki': ['grocery-remote/src/features/grocery-wiki/components/grocery-wiki-modal.tsx'],
  'modal-grocery-add-to-cart-recommendations': ['grocery-remote/src/features/recommendations/components/grocery-add-to-cart-recommendations-modal.tsx'],
  'grocery-checkout-summary': ['grocery-remote/src/features/checkout-summary/components/checkout-summary-bar.tsx'],
  'modal-grocery-store-picker': ['grocery-remote/src/features/store-picker/components/store-picker-modal.tsx'],
  'section-grocery-nearby-stores': ['grocery-remote/src/features/nearby-stores/components/nearby-stores.tsx'],
  'page-grocery-receiving': ['grocery-remote/src/features/grocery-fulfillment/components/grocery-receiving-pages.tsx'],
  'section-grocery-recommendations': ['grocery-remote/src/features/recommendations/components/grocery-recommendations.tsx'],
  'section-grocery-shipping': ['grocery-remote/src/app/grocery-shipping-section.tsx'],
};
