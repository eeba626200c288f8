// What the retail remote's server build exposes as `./server`: the page's server render, and the status
// of the pages the browser builds (the bundling catalog).
import type { RemoteServerModule } from '@pdp/host-contract/contract';
import { createServerModule } from '../app/runtime/server-render';
import { retailDefinition } from '../app/runtime/retail-definition';
import { RETAIL_ROUTE_STATUSES } from '../app/registries/retail-route-statuses';

const server: RemoteServerModule = createServerModule(retailDefinition, { routeStatuses: RETAIL_ROUTE_STATUSES });

export const { contractVersion, renderPage, pageStatus } = server;
export default server;
