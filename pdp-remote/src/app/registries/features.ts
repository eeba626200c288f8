// Every feature of the product page, by its manifest (features/<name>/manifest.ts), in one ordered
// list: a feature is an import and an entry. The registries beside this file compose them (the modals,
// modal-registry.ts; the retail page's sections and pages, retail-page-parts.ts; the secondary pages,
// ../views/secondary-views.tsx), sections in the list's order; a feature listed twice, or an id two
// features declare, stops the composition (`composed` and `sectionsOf`
// of shared/feature/feature-manifest.ts). The app's own manifest stays last.
import { productGalleryManifest } from '../../features/product-gallery/manifest';
import { productServicesManifest } from '../../features/product-services/manifest';
import { installmentsManifest } from '../../features/installments/manifest';
import { loanSimulationManifest } from '../../features/loan-simulation/manifest';
import { tradeInManifest } from '../../features/trade-in/manifest';
import { addOnsManifest } from '../../features/add-ons/manifest';
import { subscriptionManifest } from '../../features/subscription/manifest';
import { quoteManifest } from '../../features/quote/manifest';
import { fulfillmentManifest } from '../../features/fulfillment/manifest';
import { addressManifest } from '../../features/address/manifest';
import { buyingManifest } from '../../features/buying/manifest';
import { descriptionManifest } from '../../features/description/manifest';
import { promotionsManifest } from '../../features/promotions/manifest';
import { comboManifest } from '../../features/combo/manifest';
import { freeGiftManifest } from '../../features/free-gift/manifest';
import { reviewsManifest } from '../../features/reviews/manifest';
import { contentReportManifest } from '../../features/content-report/manifest';
import { discussionsManifest } from '../../features/discussions/manifest';
import { sellerInfoManifest } from '../../features/seller-info/manifest';
import { shareManifest } from '../../features/share/manifest';
import { wishlistManifest } from '../../features/wishlist/manifest';
import { recommendationsManifest } from '../../features/recommendations/manifest';
import { appManifest } from './app-manifest';

export const FEATURES = [
  productGalleryManifest,
  productServicesManifest,
  installmentsManifest,
  loanSimulationManifest,
  tradeInManifest,
  addOnsManifest,
  subscriptionManifest,
  quoteManifest,
  fulfillmentManifest,
  addressManifest,
  buyingManifest,
  descriptionManifest,
  promotionsManifest,
  comboManifest,
  freeGiftManifest,
  reviewsManifest,
  contentReportManifest,
  discussionsManifest,
  sellerInfoManifest,
  shareManifest,
  wishlistManifest,
  recommendationsManifest,
  appManifest,
] as const;
