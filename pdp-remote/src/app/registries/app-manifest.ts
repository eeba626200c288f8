// What the page's own glue draws, as a feature's manifest says it: the modals (a reviewer's summary with
// the product config, the more-options sheet that gathers other features' actions) and the secondary
// pages that read the product config (the installment page's v1 or v2, the price list's contextual price).
import { lazy } from 'react';
import type { FeatureManifest } from '../../shared/feature/feature-manifest';
import type { ModalPayloads } from '../../shared/modal/modal-types';

declare module '../../shared/modal/modal-types' {
  interface ModalPayloads {
    /** A reviewer's summary and their own reviews (spec §3 User review summary). */
    'user-summary': { userId: string; name: string };
    /** Share, save to the wishlist or report the product, gathered where the layout has no room for them (spec §2). */
    'more-options': { productId: string; name: string; price: number };
  }
}

export const appManifest = {
  modals: {
    'user-summary': () => import('../modals/user-summary-modal'),
    'more-options': () => import('../modals/more-options-modal'),
  },
  pages: {
    installment: lazy(() => import('../views/installment-page-view')),
    'price-list': lazy(() => import('../views/price-list-view')),
  },
} satisfies FeatureManifest<Pick<ModalPayloads, 'user-summary' | 'more-options'>>;
