// What the grocery remote exposes as `./lifecycles`: single-spa lifecycles typed by the contract.
import type { RemoteLifecycles } from '@pdp/shared-contracts';
import { createRemoteLifecycles } from '@pdp/pdp-remote/blocks';
import { GroceryApp } from '../app/grocery-app';
import { groceryCatalogues } from '../shared/i18n/grocery-catalogues';

const lifecycles: RemoteLifecycles = createRemoteLifecycles({ cacheKey: 'grocery', catalogues: groceryCatalogues, App: GroceryApp });

export const { contractVersion, bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
