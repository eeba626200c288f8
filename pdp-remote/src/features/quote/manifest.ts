// The quote feature's modal: asking for a quote (spec §2), for the item on screen; its row of the
// service section (service-rows.ts).
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
  rows: () => import('./service-rows'),
} satisfies FeatureManifest<Pick<ModalPayloads, 'quote'>>;
