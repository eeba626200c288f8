// What a host's server asks a remote's server render for (the contract's `ServerRenderRequest`), as
// the reference host asks it: in Indonesian, for the Pasarku brand, from its own origin.
import type { ServerRenderRequest } from '@pdp/host-contract/contract';

type Named = Pick<ServerRenderRequest, 'path' | 'vendor' | 'backendBaseUrl'>;

export function serverRenderRequest(fields: Named & Partial<ServerRenderRequest>): ServerRenderRequest {
  return { locale: 'id', brand: 'Pasarku', origin: 'https://toko.test', ...fields };
}
