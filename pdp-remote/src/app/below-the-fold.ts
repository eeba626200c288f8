// The page's below-the-fold sections and its other views, each its own chunk, loaded on demand (each
// module's default export). The sections are memoised: a quantity step re-renders the page, not them.
import { lazy, memo } from 'react';

export const LazyServiceList = memo(lazy(() => import(/* webpackChunkName: "section-services" */ './service-section')));
export const LazyDescriptionSection = memo(
  lazy(() => import(/* webpackChunkName: "section-description" */ '../features/description/components/description-section')),
);
export const LazySellerCard = memo(lazy(() => import(/* webpackChunkName: "section-seller" */ './sections/seller-section')));
export const LazyReviewsSection = memo(lazy(() => import(/* webpackChunkName: "section-community" */ '../features/reviews/components/reviews-section')));
export const LazyDiscussionSection = memo(
  lazy(() => import(/* webpackChunkName: "section-community" */ '../features/discussions/components/discussion-section')),
);
export const LazyDescriptionPage = lazy(() => import(/* webpackChunkName: "page-description" */ '../features/description/components/description-page'));
export const LazyPromotionsPage = lazy(() => import(/* webpackChunkName: "page-promotions" */ '../features/promotions/components/promotions-page'));
export const LazyComboListPage = lazy(() => import(/* webpackChunkName: "page-combo-list" */ '../features/combo/components/combo-list-page'));
export const LazyRecentlyViewed = memo(lazy(() => import(/* webpackChunkName: "section-recently-viewed" */ './recently-viewed-section')));
export const LazyPriceListView = lazy(() => import(/* webpackChunkName: "page-price-list" */ './price-list-view'));
export const LazyPickupPointsPage = lazy(() => import(/* webpackChunkName: "page-pickup-points" */ '../features/fulfillment/components/pickup-points-page'));
export const LazyInstallmentPage = lazy(() => import(/* webpackChunkName: "page-installment" */ './installment-page-view'));
export const LazyReviewPages = lazy(() => import(/* webpackChunkName: "page-reviews" */ '../features/reviews/components/review-pages'));
