// The page's below-the-fold sections, each its own chunk, loaded by <Deferred>.
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
