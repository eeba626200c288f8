// The address feature's manifest: its modals, what each needs (its payload, which any feature may open
// it with) and its chunk. app/registries/features.ts lists it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** `pin`: straight to the pin step for the shipping location (spec §8 CUSTOMER_GEO_LOCATION_REQUIRED). */
    'address-picker': { pin?: boolean };
    'address-change-info': { label: string };
  }
}

export const addressManifest = {
  modals: {
    'address-picker': () => import('./components/address-picker-modal'),
    'address-change-info': () => import('./components/address-change-info-modal'),
  },
} satisfies FeatureManifest<Pick<ModalPayloads, 'address-picker' | 'address-change-info'>>;
