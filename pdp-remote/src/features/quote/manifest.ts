// The quote feature's modal: asking for a quote (spec §2), for the item on screen.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** The ask-for-quote modal (spec §2) for the item shown. */
    quote: { itemSku: string };
  }
}

export const quoteManifest = {
  modals: { quote: () => import('./components/quote-modal') },
} satisfies FeatureManifest<Pick<ModalPayloads, 'quote'>>;
