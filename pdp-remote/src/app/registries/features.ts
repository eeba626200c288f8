// Every feature of the product page, by its manifest (features/<name>/manifest.ts): one line a feature.
// The registries beside this file compose them: the modals (modal-registry.ts), the retail page's
// sections and pages (retail-page-parts.ts) and the secondary pages (../views/secondary-views.tsx).
// Sections come in this order on the page.
export { productGalleryManifest } from '../../features/product-gallery/manifest';
export { productServicesManifest } from '../../features/product-services/manifest';
export { installmentsManifest } from '../../features/installments/manifest';
export { tradeInManifest } from '../../features/trade-in/manifest';
export { addOnsManifest } from '../../features/add-ons/manifest';
export { subscriptionManifest } from '../../features/subscription/manifest';
export { quoteManifest } from '../../features/quote/manifest';
export { fulfillmentManifest } from '../../features/fulfillment/manifest';
export { addressManifest } from '../../features/address/manifest';
export { buyingManifest } from '../../features/buying/manifest';
export { descriptionManifest } from '../../features/description/manifest';
export { promotionsManifest } from '../../features/promotions/manifest';
export { comboManifest } from '../../features/combo/manifest';
export { freeGiftManifest } from '../../features/free-gift/manifest';
export { reviewsManifest } from '../../features/reviews/manifest';
export { contentReportManifest } from '../../features/content-report/manifest';
export { discussionsManifest } from '../../features/discussions/manifest';
export { sellerInfoManifest } from '../../features/seller-info/manifest';
export { shareManifest } from '../../features/share/manifest';
export { wishlistManifest } from '../../features/wishlist/manifest';
export { recommendationsManifest } from '../../features/recommendations/manifest';
export { appManifest } from './app-manifest';
