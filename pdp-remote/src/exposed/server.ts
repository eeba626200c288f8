// What the retail remote's server build exposes as `./server`: the page's server render.
import type { RemoteServerModule } from '@pdp/host-contract/contract';
import { createServerModule } from '../app/runtime/server-render';
import { retailDefinition } from '../app/runtime/retail-definition';

const server: RemoteServerModule = createServerModule(retailDefinition);

export const { contractVersion, renderPage } = server;
export default server;
