// The page's below-the-fold sections, each its own chunk, loaded on demand (each module's default
// export; the services' with its rows, `loadServiceSection`), and the table of its other views (secondary-views.tsx). The sections are memoised: a quantity step re-renders the page, not them.
import { lazy, memo } from 'react';

export const LazyServiceList = memo(lazy(() => import('./service-section').then((module) => module.loadServiceSection())));
export const LazyDescriptionSection = memo(lazy(() => import('../../features/description/components/description-section')));
export const LazySellerCard = memo(lazy(() => import('./sections/seller-section')));
export const LazyReviewsSection = memo(lazy(() => import('../../features/reviews/components/reviews-section')));
export const LazyDiscussionSection = memo(lazy(() => import('../../features/discussions/components/discussion-section')));
export const LazyRecentlyViewed = memo(lazy(() => import('./recently-viewed-section')));
export const LazySecondaryView = lazy(() => import('../views/secondary-views'));
