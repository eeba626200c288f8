// What the grocery remote's server build exposes as `./server`: the page's server render.
import type { RemoteServerModule } from '@pdp/host-contract/contract';
import { createServerModule } from '@pdp/pdp-remote/server';
import { groceryDefinition } from '../app/grocery-definition';

const server: RemoteServerModule = createServerModule(groceryDefinition);

export const { contractVersion, renderPage } = server;
export default server;
