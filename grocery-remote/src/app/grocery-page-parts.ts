// The grocery remote's parts of the product page: in the promo section, the vouchers, combo and free
// gift the retail page shows (on the first screen, so not lazy); each a chunk of its own, loaded when
// it comes near the viewport, the shipping section (the shopper's store, slots or pickup, the grocery bag) and,
// after the seller, grocery recommendations; loaded on their routes, the shipping and pickup-schedule
// pages of the shopper's store.
import { lazy } from 'react';
import { PromotionRows, type ProductPageParts } from '@pdp/pdp-remote/blocks';

const GroceryShippingSection = lazy(() => import('./grocery-shipping-section'));
const GroceryRecommendations = lazy(() => import('../features/recommendations/components/grocery-recommendations'));

const receivingPages = () => import('../features/grocery-fulfillment/components/grocery-receiving-pages');

export const GROCERY_PAGE_PARTS: ProductPageParts = {
  Promotions: PromotionRows,
  ShippingSection: GroceryShippingSection,
  sections: [{ id: 'recommendation', deferredHeight: 260, Component: GroceryRecommendations, switch: 'recommendationsEnabled' }],
  views: {
    shipping: lazy(() => receivingPages().then((module) => ({ default: module.GroceryShippingPage }))),
    'pickup-schedule': lazy(() => receivingPages().then((module) => ({ default: module.GroceryPickupSchedulePage }))),
  },
};
