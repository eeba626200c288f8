// The share feature's manifest: its modals, what each needs (its payload, which any feature may open it
// with) and its chunk. app/registries/features.ts lists it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** Share the product shown (the page's path): its name and price go into the share text. */
    share: { name: string; price: number };
  }
}

export const shareManifest = {
  modals: {
    // The QR encoder comes with it.
    share: () => import('./components/share-modal'),
  },
  options: () => import('./more-options'),
} satisfies FeatureManifest<Pick<ModalPayloads, 'share'>>;
