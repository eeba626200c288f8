// The discussions feature's manifest: its modals, what each needs (its payload, which any feature may
// open it with) and its chunk. app/registries/features.ts lists it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** Ask a question about the product (members only); the list shows it first once created. */
    'discussion-ask': { productId: string };
  }
}

export const discussionsManifest = {
  modals: { 'discussion-ask': () => import('./components/discussion-ask-modal') },
} satisfies FeatureManifest<Pick<ModalPayloads, 'discussion-ask'>>;
