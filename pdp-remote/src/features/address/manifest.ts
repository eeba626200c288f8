// The address feature's manifest: its modals, what each needs (its payload, which any feature may open
// it with) and its chunk. app/registries/features.ts lists it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    'address-picker': Record<string, never>;
    'address-change-info': { label: string };
  }
}

export const addressManifest = {
  modals: {
    'address-picker': () => import('./components/address-picker-modal'),
    'address-change-info': () => import('./components/address-change-info-modal'),
  },
} satisfies FeatureManifest<Pick<ModalPayloads, 'address-picker' | 'address-change-info'>>;
