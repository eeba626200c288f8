// The page's modals by id, composed from each feature's manifest (features/<name>/manifest.ts), each
// modal a chunk of its own. This table is itself a small chunk, loaded the first time any modal opens,
// so the first load carries none of it (modal-host.tsx). `satisfies` holds it to every id a manifest
// declares: a modal without a loader does not compile.
import type { ModalLoaders } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';
import { productGalleryManifest } from '../../features/product-gallery/manifest';
import { productServicesManifest } from '../../features/product-services/manifest';
import { installmentsManifest } from '../../features/installments/manifest';
import { tradeInManifest } from '../../features/trade-in/manifest';
import { fulfillmentManifest } from '../../features/fulfillment/manifest';
import { addressManifest } from '../../features/address/manifest';
import { buyingManifest } from '../../features/buying/manifest';
import { recommendationsManifest } from '../../features/recommendations/manifest';
import { promotionsManifest } from '../../features/promotions/manifest';
import { comboManifest } from '../../features/combo/manifest';
import { freeGiftManifest } from '../../features/free-gift/manifest';
import { reviewsManifest } from '../../features/reviews/manifest';
import { contentReportManifest } from '../../features/content-report/manifest';
import { discussionsManifest } from '../../features/discussions/manifest';
import { sellerInfoManifest } from '../../features/seller-info/manifest';
import { shareManifest } from '../../features/share/manifest';
import { wishlistManifest } from '../../features/wishlist/manifest';
import { appManifest } from './app-manifest';

export const MODAL_LOADERS = {
  ...productGalleryManifest.modals,
  ...productServicesManifest.modals,
  ...installmentsManifest.modals,
  ...tradeInManifest.modals,
  ...fulfillmentManifest.modals,
  ...addressManifest.modals,
  ...buyingManifest.modals,
  ...recommendationsManifest.modals,
  ...promotionsManifest.modals,
  ...comboManifest.modals,
  ...freeGiftManifest.modals,
  ...reviewsManifest.modals,
  ...contentReportManifest.modals,
  ...discussionsManifest.modals,
  ...sellerInfoManifest.modals,
  ...shareManifest.modals,
  ...wishlistManifest.modals,
  ...appManifest.modals,
} satisfies ModalLoaders<ModalPayloads>;
