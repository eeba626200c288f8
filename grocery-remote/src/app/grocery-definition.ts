// The grocery remote as both of its builds use it: the browser's lifecycles and the server's render.
import { REMOTES } from '@pdp/host-contract/remotes';
import type { RemoteDefinition } from '@pdp/pdp-remote/blocks';
import { GroceryApp } from './grocery-app';
import { GROCERY_MODALS } from './grocery-modals';
import { groceryCatalogues } from '../shared/i18n/grocery-catalogues';
import { groceryBagAtom } from '../features/grocery-cart/state/grocery-bag-atom';

export const groceryDefinition: RemoteDefinition = {
  cacheKey: REMOTES.grocery.styleKey,
  catalogues: groceryCatalogues,
  App: GroceryApp,
  modals: GROCERY_MODALS,
  bag: groceryBagAtom,
};
