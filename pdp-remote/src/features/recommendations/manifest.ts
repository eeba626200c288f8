// The recommendations feature's modals: what each needs (its payload, which any feature may open it with)
// and its chunk. app/registries/modal-registry.ts composes every feature's.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** Suggestions after an add to bag (spec §2, §9), for the item added. */
    'add-to-cart-recommendations': { itemSku: string };
  }
}

export const recommendationsManifest = {
  modals: {
    'add-to-cart-recommendations': () => import('./components/add-to-cart-recommendations-modal'),
  },
} satisfies FeatureManifest<Pick<ModalPayloads, 'add-to-cart-recommendations'>>;
