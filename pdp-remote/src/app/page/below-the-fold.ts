// The page's below-the-fold sections, each its own chunk, loaded on demand (each module's default
// export), and the table of its other views (secondary-views.tsx). The sections are memoised: a quantity step re-renders the page, not them.
import { lazy, memo } from 'react';

export const LazyServiceList = memo(lazy(() => import(/* webpackChunkName: "section-services" */ './service-section')));
export const LazyDescriptionSection = memo(
  lazy(() => import(/* webpackChunkName: "section-description" */ '../../features/description/components/description-section')),
);
export const LazySellerCard = memo(lazy(() => import(/* webpackChunkName: "section-seller" */ './sections/seller-section')));
export const LazyReviewsSection = memo(lazy(() => import(/* webpackChunkName: "section-community" */ '../../features/reviews/components/reviews-section')));
export const LazyDiscussionSection = memo(
  lazy(() => import(/* webpackChunkName: "section-community" */ '../../features/discussions/components/discussion-section')),
);
export const LazyRecentlyViewed = memo(lazy(() => import(/* webpackChunkName: "section-recently-viewed" */ './recently-viewed-section')));
export const LazySecondaryView = lazy(() => import(/* webpackChunkName: "page-views" */ '../views/secondary-views'));
