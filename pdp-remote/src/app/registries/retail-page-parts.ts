// The retail remote's parts of the product page: the vouchers and combo of the promo section (first
// screen) and, each a chunk of its own, its shipping section (delivery or pickup, buy now and add to
// bag), loaded when it comes near the viewport; the sections the features add after the seller's and
// the retail pages they show (how the item reaches the shopper, trade-in, add-on installation), from
// their manifests (features.ts); and the pages on routes without a product (the bundling catalog).
import { lazy } from 'react';
import { composed, sectionsOf } from '../../shared/feature/feature-manifest';
import type { ProductPageParts } from '../page/page-parts';
import { PromotionRows } from '../page/promotion-rows';
import { FEATURES } from './features';

export const RETAIL_PAGE_PARTS: ProductPageParts = {
  Promotions: PromotionRows,
  ShippingSection: lazy(() => import('../page/retail-shipping-section')),
  sections: sectionsOf(FEATURES),
  views: composed(FEATURES, 'views'),
};

/** The retail remote's pages on routes without a product (the bundling catalog), from the manifests. */
export const RETAIL_ROUTE_PAGES = composed(FEATURES, 'routes');
