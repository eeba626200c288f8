// The page's below-the-fold sections and its other views, each its own chunk, loaded on demand. The
// sections are memoised: a quantity step re-renders the page, not them.
import { lazy, memo } from 'react';

export const LazyServiceList = memo(
  lazy(() =>
    import(/* webpackChunkName: "section-services" */ '../features/product-services/components/service-list').then((module) => ({
      default: module.ServiceList,
    })),
  ),
);
export const LazyDescriptionSection = memo(
  lazy(() =>
    import(/* webpackChunkName: "section-description" */ '../features/description/components/description-section').then((module) => ({
      default: module.DescriptionSection,
    })),
  ),
);
export const LazySellerCard = memo(
  lazy(() =>
    import(/* webpackChunkName: "section-seller" */ '../features/seller-info/components/seller-card').then((module) => ({ default: module.SellerCard })),
  ),
);
export const LazyDescriptionPage = lazy(() =>
  import(/* webpackChunkName: "page-description" */ '../features/description/components/description-page').then((module) => ({
    default: module.DescriptionPage,
  })),
);
export const LazyPromotionsPage = lazy(() =>
  import(/* webpackChunkName: "page-promotions" */ '../features/promotions/components/promotions-page').then((module) => ({
    default: module.PromotionsPage,
  })),
);
export const LazyComboListPage = lazy(() =>
  import(/* webpackChunkName: "page-combo-list" */ '../features/combo/components/combo-list-page').then((module) => ({
    default: module.ComboListPage,
  })),
);
export const LazyRecentlyViewed = memo(
  lazy(() =>
    import(/* webpackChunkName: "section-recently-viewed" */ '../features/recently-viewed/components/recently-viewed').then((module) => ({
      default: module.RecentlyViewed,
    })),
  ),
);
export const LazyPriceListView = lazy(() =>
  import(/* webpackChunkName: "page-price-list" */ './price-list-view').then((module) => ({ default: module.PriceListView })),
);
export const LazyPickupPointsPage = lazy(() =>
  import(/* webpackChunkName: "page-pickup-points" */ '../features/fulfillment/components/pickup-points-page').then((module) => ({
    default: module.PickupPointsPage,
  })),
);
