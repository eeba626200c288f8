// The grocery remote's own modals, each lazily loaded the first time it opens (their chunks are
// grouped in tooling/webpack/chunk-groups.cjs).
import { lazy } from 'react';
import type { ModalRegistry } from '@pdp/pdp-remote/blocks';
import type { GroceryModalPayloads } from '../shared/modal/grocery-modal-payloads';

export const GROCERY_MODALS: ModalRegistry<GroceryModalPayloads> = {
  'grocery.store-picker': lazy(() => import('../features/store-picker/components/store-picker-modal')),
  'grocery.slot-picker': lazy(() => import('../features/grocery-fulfillment/components/delivery-slot-picker-modal')),
  'grocery.wiki': lazy(() => import('../features/grocery-wiki/components/grocery-wiki-modal')),
  'grocery.add-to-cart-recommendations': lazy(() => import('../features/recommendations/components/grocery-add-to-cart-recommendations-modal')),
};
