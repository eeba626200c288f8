// The retail remote as both of its builds use it: the browser's lifecycles and the server's render.
import { REMOTES } from '@pdp/host-contract/remotes';
import type { RemoteDefinition } from './remote-root';
import { RetailApp } from './retail-app';
import { pdpCatalogues } from '../../shared/i18n/pdp-catalogues';
import { retailBagAtom } from '../../shared/cart/retail-bag';

export const retailDefinition: RemoteDefinition = { cacheKey: REMOTES.retail.styleKey, catalogues: pdpCatalogues, App: RetailApp, bag: retailBagAtom };
