// The reviews feature's manifest: its modals, what each needs (its payload, which any feature may open
// it with) and its chunk; the pages it shows. app/registries/features.ts lists it.
import type { ImageDto } from '@pdp/backend-api/backend';
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** Filter a product's reviews by the variants bought (the filter's own values, from the reviews' `filters.variants`). */
    'review-variant-filter': { productSku: string; variants: { name: string; values: string[] }[] };
    'review-policy': Record<string, never>;
    /** One review with its photo, from the review gallery; links to the review's own page. */
    'product-review': { reviewId: string; image: ImageDto | null; productName: string; detailPath: string };
  }
}

// A review's own page has two names (`detail-review`, and `review-details` of the older route table).
const ReviewDetailPage = lazy(() => import('./components/review-detail-page').then((module) => ({ default: module.ReviewDetailPage })));

export const reviewsManifest = {
  modals: {
    'review-variant-filter': () => import('./components/review-variant-filter-modal'),
    'review-policy': () => import('./components/review-policy-modal'),
    'product-review': () => import('./components/product-review-modal'),
  },
  pages: {
    'review-gallery': lazy(() => import('./components/review-gallery-page').then((module) => ({ default: module.ReviewGalleryPage }))),
    'detail-review': ReviewDetailPage,
    'review-details': ReviewDetailPage,
  },
} satisfies FeatureManifest<Pick<ModalPayloads, 'review-variant-filter' | 'review-policy' | 'product-review'>>;
