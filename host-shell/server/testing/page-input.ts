// What the host server's page tests hand renderServerPage: the built index.html's shell, a runtime
// configuration with the remotes at test URLs, and the request around them. The remote's server build
// is each test's own (faked at its module boundary).
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import type { RemoteServerModules } from '../remote-server-modules';
import type { RenderPageInput } from '../render-page';

const TEMPLATE =
  '<!doctype html><html lang=id><head><title>Pasarku</title><meta name=robots content=index,follow><style>body{margin:0}</style><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

/** The retail remote with a server build; the grocery remote with one only where `groceryServerBuild` says. */
export function testRuntimeConfig({ groceryServerBuild = false } = {}): RuntimeConfig {
  return {
    brand: 'Pasarku',
    backendBaseUrl: '/backend',
    remotes: {
      retail: { manifestUrl: 'http://remote.test/mf-manifest.json', serverEntryUrl: 'http://remote.test/server/remoteEntry.js' },
      grocery: {
        manifestUrl: 'http://grocery.test/mf-manifest.json',
        ...(groceryServerBuild && { serverEntryUrl: 'http://grocery.test/server/remoteEntry.js' }),
      },
    },
  };
}

/** A request for `requestUrl` on https://toko.test, its page rendered through `modules`. */
export function pageInput(config: RuntimeConfig, requestUrl: string, modules: RemoteServerModules, log = jest.fn()): RenderPageInput {
  return {
    template: TEMPLATE,
    config,
    requestUrl,
    origin: 'https://toko.test',
    backendBaseUrl: 'http://backend.test/backend',
    nonce: 'n0nce',
    modules,
    log,
  };
}
