// What the retail remote exposes as `./lifecycles`: single-spa lifecycles typed by the contract.
import type { RemoteLifecycles } from '@pdp/shared-contracts';
import { createRemoteLifecycles } from '../app/create-remote-lifecycles';
import { RetailApp } from '../app/retail-app';
import { pdpCatalogues } from '../shared/i18n/pdp-catalogues';

const lifecycles: RemoteLifecycles = createRemoteLifecycles({ cacheKey: 'pdp', catalogues: pdpCatalogues, App: RetailApp });

export const { contractVersion, bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
