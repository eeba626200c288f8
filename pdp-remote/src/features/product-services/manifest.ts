// The product services feature's manifest: its modals, what each needs (its payload, which any feature
// may open it with) and its chunk; its row of the service section (service-rows.ts). app/registries/features.ts lists it.
import type { UspType, WarrantyType } from '@pdp/backend-api/enums';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    'usp-info': { usps: UspType[]; focus?: UspType };
    'warranty-info': { type: WarrantyType; period?: string };
  }
}

export const productServicesManifest = {
  modals: {
    'usp-info': () => import('./components/usp-info-modal'),
    'warranty-info': () => import('./components/warranty-info-modal'),
  },
  rows: () => import('./service-rows'),
} satisfies FeatureManifest<Pick<ModalPayloads, 'usp-info' | 'warranty-info'>>;
