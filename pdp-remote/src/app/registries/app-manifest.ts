// What the page's own glue draws, as a feature's manifest says it: a reviewer's summary with the product
// config, and the secondary pages that read the product config (the installment page's v1 or v2, the
// price list's contextual price). The more-options sheet, which gathers the manifests' actions, is
// composed beside them (more-options.ts).
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** A reviewer's summary and their own reviews (spec §3 User review summary). */
    'user-summary': { userId: string; name: string };
  }
}

export const appManifest = {
  modals: {
    'user-summary': () => import('../modals/user-summary-modal'),
  },
  pages: {
    installment: lazy(() => import('../views/installment-page-view')),
    'price-list': lazy(() => import('../views/price-list-view')),
  },
} satisfies FeatureManifest<Pick<ModalPayloads, 'user-summary'>>;
