// The reviews feature's modals: what each needs (its payload, which any feature may open it with)
// and its chunk. app/registries/modal-registry.ts composes every feature's.
import type { ImageDto } from '@pdp/backend-api/backend';
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

export const reviewsManifest = {
  modals: {
    'review-variant-filter': () => import('./components/review-variant-filter-modal'),
    'review-policy': () => import('./components/review-policy-modal'),
    'product-review': () => import('./components/product-review-modal'),
  },
} satisfies FeatureManifest<Pick<ModalPayloads, 'review-variant-filter' | 'review-policy' | 'product-review'>>;
