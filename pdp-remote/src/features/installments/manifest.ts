// The installments feature's manifest: its modals, what each needs (its payload, which any feature may
// open it with) and its chunk; its row of the service section (service-rows.ts). app/registries/features.ts lists it.
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** The item's installments (spec §2 installment list), v2 by the product config's switch; `pagePath`: its `installment` page. */
    'installment-list': { itemSku: string; v2: boolean; pagePath: string };
  }
}

export const installmentsManifest = {
  modals: { 'installment-list': () => import('./components/installment-modal') },
  rows: () => import('./service-rows'),
} satisfies FeatureManifest<Pick<ModalPayloads, 'installment-list'>>;
