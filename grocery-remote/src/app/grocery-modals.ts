// The grocery remote's own modals, each a lazily loaded chunk fetched the first time it opens. The
// store picker shares the nearby stores' chunk ("grocery-stores"): a shopper looking at stores near
// them is the one who picks one, and one chunk fewer keeps remoteEntry.js's map within its budget.
import { lazy } from 'react';
import type { ModalRegistry } from '@pdp/pdp-remote/blocks';
import type { GroceryModalPayloads } from '../shared/modal/grocery-modal-payloads';

export const GROCERY_MODALS: ModalRegistry<GroceryModalPayloads> = {
  'grocery.store-picker': lazy(() => import(/* webpackChunkName: "grocery-stores" */ '../features/store-picker/components/store-picker-modal')),
  'grocery.slot-picker': lazy(
    () => import(/* webpackChunkName: "modal-grocery-slot-picker" */ '../features/grocery-fulfillment/components/delivery-slot-picker-modal'),
  ),
  'grocery.wiki': lazy(() => import(/* webpackChunkName: "modal-grocery-wiki" */ '../features/grocery-wiki/components/grocery-wiki-modal')),
};
