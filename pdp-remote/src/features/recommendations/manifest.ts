// The recommendations feature's manifest: its modals, what each needs (its payload, which any feature
// may open it with) and its chunk; the section it adds. app/registries/features.ts lists it.
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** Suggestions after an add to bag (spec §2, §9), for the item added. */
    'add-to-cart-recommendations': { itemSku: string };
  }
}

/** A list's heading and a row of cards on a phone: the section holds this much until it loads. */
const RECOMMENDATIONS_PLACEHOLDER_HEIGHT = 300;

export const recommendationsManifest = {
  modals: { 'add-to-cart-recommendations': () => import('./components/add-to-cart-recommendations-modal') },
  sections: [
    {
      id: 'recommendation',
      deferredHeight: RECOMMENDATIONS_PLACEHOLDER_HEIGHT,
      switch: 'recommendationsEnabled',
      Component: lazy(() => import('./components/recommendation-section')),
    },
  ],
} satisfies FeatureManifest<Pick<ModalPayloads, 'add-to-cart-recommendations'>>;
