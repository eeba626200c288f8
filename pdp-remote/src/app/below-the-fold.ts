// The page's below-the-fold sections and its secondary views, each its own chunk, loaded on demand.
import { lazy } from 'react';

export const LazyServiceList = lazy(() =>
  import(/* webpackChunkName: "section-services" */ '../features/product-services/components/service-list').then((module) => ({ default: module.ServiceList })),
);
export const LazyDescriptionSection = lazy(() =>
  import(/* webpackChunkName: "section-description" */ '../features/description/components/description-section').then((module) => ({ default: module.DescriptionSection })),
);
export const LazySellerCard = lazy(() =>
  import(/* webpackChunkName: "section-seller" */ '../features/seller-info/components/seller-card').then((module) => ({ default: module.SellerCard })),
);
export const LazyDescriptionPage = lazy(() =>
  import(/* webpackChunkName: "page-description" */ '../features/description/components/description-page').then((module) => ({ default: module.DescriptionPage })),
);
