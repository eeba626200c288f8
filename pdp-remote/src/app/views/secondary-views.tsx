// The page's own views besides the main one (its description page, promotions, installments, reviews,
// combo list, price list and pickup points). This table is a chunk of its own, loaded only on a route
// that shows one of them, and each view is a chunk again: the product page's first load carries
// neither the table nor the views.
import { lazy, type ComponentType } from 'react';
import type { SecondaryViewProps } from '../page/page-parts';

// A review's own page has two names (`detail-review`, and `review-details` of the older route table).
const ReviewDetailPage = lazy(() => import('../../features/reviews/components/review-detail-page').then((module) => ({ default: module.ReviewDetailPage })));

const VIEWS = {
  description: lazy(() => import('../../features/description/components/description-page')),
  promotions: lazy(() => import('../../features/promotions/components/promotions-page')),
  installment: lazy(() => import('./installment-page-view')),
  'review-gallery': lazy(() => import('../../features/reviews/components/review-gallery-page').then((module) => ({ default: module.ReviewGalleryPage }))),
  'detail-review': ReviewDetailPage,
  'review-details': ReviewDetailPage,
  'combo-list': lazy(() => import('../../features/combo/components/combo-list-page')),
  'price-list': lazy(() => import('./price-list-view')),
  'pickup-points': lazy(() => import('../../features/fulfillment/components/pickup-points-page')),
} satisfies Record<string, ComponentType<SecondaryViewProps>>;

export type SecondaryView = keyof typeof VIEWS;

export default function SecondaryViewPage({ view, ...props }: SecondaryViewProps & { view: SecondaryView }) {
  const View = VIEWS[view];
  return <View {...props} />;
}
