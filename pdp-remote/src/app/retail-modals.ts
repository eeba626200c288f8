// The retail remote's own modals (shared/modal/retail-modal-payloads.ts): the subscription form and its
// two dialogs (one modal in three moods and one chunk), and ask for a quote. Retail's definition maps
// them, so grocery's remoteEntry.js chunk map does not carry them.
import { lazy } from 'react';
import type { ModalRegistry } from '../shared/modal/modal-types';
import type { RetailModalPayloads } from '../shared/modal/retail-modal-payloads';

export const RETAIL_MODALS: ModalRegistry<RetailModalPayloads> = {
  'retail.subscription': lazy(() => import(/* webpackChunkName: "modal-subscription" */ '../features/subscription/components/subscription-modals')),
  'retail.quote': lazy(() => import(/* webpackChunkName: "modal-quote" */ '../features/quote/components/quote-modal')),
};
