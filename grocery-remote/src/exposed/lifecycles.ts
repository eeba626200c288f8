// What the grocery remote exposes as `./lifecycles`: single-spa lifecycles typed by the contract.
import type { RemoteLifecycles } from '@pdp/host-contract/contract';
import { createRemoteLifecycles } from '@pdp/pdp-remote/blocks';
import { groceryDefinition } from '../app/grocery-definition';

const lifecycles: RemoteLifecycles = createRemoteLifecycles(groceryDefinition);

export const { contractVersion, bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
