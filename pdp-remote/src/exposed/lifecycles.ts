// What the retail remote exposes as `./lifecycles`: single-spa lifecycles typed by the contract.
import type { RemoteLifecycles } from '@pdp/host-contract/contract';
import { createRemoteLifecycles } from '../app/runtime/create-remote-lifecycles';
import { retailDefinition } from '../app/runtime/retail-definition';

const lifecycles: RemoteLifecycles = createRemoteLifecycles(retailDefinition);

export const { contractVersion, bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
