// The combo feature's manifest: its modals, what each needs (its payload, which any feature may open it
// with) and its chunk; the pages it shows (the combo list, and the bundling catalog on a route of its own). app/registries/features.ts lists it.
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** `comboListPath`: the combo list page, linked from the sheet (none on that page itself). */
    'promo-combo': { productId: string; comboListPath: string | null };
  }
}

export const comboManifest = {
  modals: { 'promo-combo': () => import('./components/promo-combo-modal') },
  pages: { 'combo-list': lazy(() => import('./components/combo-list-page')) },
  routes: { 'bundling-catalog': lazy(() => import('./components/bundling-catalog-page')) },
} satisfies FeatureManifest<Pick<ModalPayloads, 'promo-combo'>>;
