// The promotions feature's manifest: its modals, what each needs (its payload, which any feature may
// open it with) and its chunk; the pages it shows. app/registries/features.ts lists it.
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** `resumeClaim`: back from login, claim the voucher the address names once the list is loaded. */
    'voucher-list': { productId: string; itemSku: string; promotionsPath: string; resumeClaim?: boolean };
    'voucher-terms': { productId: string; itemSku: string; voucherId: string };
  }
}

export const promotionsManifest = {
  modals: {
    'voucher-list': () => import('./components/voucher-list-modal'),
    'voucher-terms': () => import('./components/voucher-terms-modal'),
  },
  pages: { promotions: lazy(() => import('./components/promotions-page')) },
} satisfies FeatureManifest<Pick<ModalPayloads, 'voucher-list' | 'voucher-terms'>>;
