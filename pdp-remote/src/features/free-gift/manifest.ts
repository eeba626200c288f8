// The free gift feature's manifest: its modals, what each needs (its payload, which any feature may
// open it with) and its chunk. app/registries/features.ts lists it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** The quantity and unit price chosen on the page when it opened: the criteria are checked against them. */
    'free-gift': { productId: string; itemSku: string; quantity: number; unitPrice: number };
  }
}

export const freeGiftManifest = {
  modals: { 'free-gift': () => import('./components/free-gift-modal') },
} satisfies FeatureManifest<Pick<ModalPayloads, 'free-gift'>>;
