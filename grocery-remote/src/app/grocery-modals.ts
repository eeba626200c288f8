// The grocery remote's own modals, each its own lazily loaded chunk, fetched the first time it opens.
import { lazy } from 'react';
import type { ModalRegistry } from '@pdp/pdp-remote/blocks';
import type { GroceryModalPayloads } from '../shared/modal/grocery-modal-payloads';

export const GROCERY_MODALS: ModalRegistry<GroceryModalPayloads> = {
  'grocery.store-picker': lazy(() => import(/* webpackChunkName: "modal-grocery-store-picker" */ '../features/store-picker/components/store-picker-modal')),
  'grocery.slot-picker': lazy(
    () => import(/* webpackChunkName: "modal-grocery-slot-picker" */ '../features/grocery-fulfillment/components/delivery-slot-picker-modal'),
  ),
  'grocery.wiki': lazy(() => import(/* webpackChunkName: "modal-grocery-wiki" */ '../features/grocery-wiki/components/grocery-wiki-modal')),
};
