// The combo feature's modals: what each needs (its payload, which any feature may open it with)
// and its chunk. app/registries/modal-registry.ts composes every feature's.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** `comboListPath`: the combo list page, linked from the sheet (none on that page itself). */
    'promo-combo': { productId: string; comboListPath: string | null };
  }
}

export const comboManifest = {
  modals: {
    'promo-combo': () => import('./components/promo-combo-modal'),
  },
} satisfies FeatureManifest<Pick<ModalPayloads, 'promo-combo'>>;
