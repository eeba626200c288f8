// The trade in feature's manifest: its modals, what each needs (its payload, which any feature may open
// it with) and its chunk; the pages it shows; its row of the service section (service-rows.ts).
// app/registries/features.ts lists it.
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** Trade-in happens in the app (spec §2 trade-in download-app): its store links. */
    'trade-in-download-app': Record<string, never>;
  }
}

export const tradeInManifest = {
  modals: { 'trade-in-download-app': () => import('./components/trade-in-download-app-modal') },
  views: { 'trade-in': lazy(() => import('./components/trade-in-page')) },
  rows: () => import('./service-rows'),
} satisfies FeatureManifest<Pick<ModalPayloads, 'trade-in-download-app'>>;
