// The retail remote's parts of the product page: the vouchers and combo of the promo section (first
// screen), and, each a chunk of its own, its shipping section (delivery or pickup, buy now and add to
// bag) and, after the discussion, its recommendations, loaded when each comes near the viewport, and
// its shipping and pickup-schedule pages (Click & Collect) and its trade-in and add-on installation pages, loaded on their routes.
import { lazy } from 'react';
import type { ProductPageParts } from '../page/page-parts';
import { RetailPromotions } from '../page/retail-promotions';

/** A list's heading and a row of cards on a phone: the section holds this much until it loads. */
const RECOMMENDATIONS_PLACEHOLDER_HEIGHT = 300;

export const RETAIL_PAGE_PARTS: ProductPageParts = {
  Promotions: RetailPromotions,
  ShippingSection: lazy(() => import('../page/retail-shipping-section')),
  sections: [
    {
      id: 'recommendation',
      deferredHeight: RECOMMENDATIONS_PLACEHOLDER_HEIGHT,
      Component: lazy(() => import('../../features/recommendations/components/recommendation-section')),
    },
  ],
  views: {
    shipping: lazy(() => import('../../features/fulfillment/components/shipping-page')),
    'pickup-schedule': lazy(() => import('../../features/fulfillment/components/pickup-schedule-page')),
    // Retail's own: only retail's service section offers trade-in and add-ons.
    'trade-in': lazy(() => import('../../features/trade-in/components/trade-in-page')),
    'add-on-installation': lazy(() => import('../../features/add-ons/components/installation-page')),
  },
};
