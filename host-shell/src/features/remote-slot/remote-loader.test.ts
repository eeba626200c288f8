import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { CONTRACT_VERSION } from '@pdp/host-contract/contract';
import { TEST_BACKEND, TEST_ORIGIN, startHostBackend } from '../../__tests__/backend-mock';
import { loadRemoteLifecycles, takeRemoteEntryOfServerPage } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const backend = startHostBackend();

const lifecycles = {
  contractVersion: CONTRACT_VERSION,
  bootstrap: async () => undefined,
  mount: async () => undefined,
  update: async () => undefined,
  unmount: async () => undefined,
};

/** A page view's configuration (the loader keeps what it learnt per configuration). */
const pageView = (): RuntimeConfig => ({
  brand: 'Pasarku',
  backendBaseUrl: TEST_BACKEND,
  remotes: {
    retail: { manifestUrl: `${TEST_ORIGIN}/retail/mf-manifest.json` },
    grocery: { manifestUrl: `${TEST_ORIGIN}/grocery/mf-manifest.json` },
  },
});

const manifestReads: string[] = [];
const recordManifestRead = ({ request }: { request: Request }) => {
  if (request.url.endsWith('/mf-manifest.json')) manifestReads.push(request.url);
};

beforeEach(() => {
  manifestReads.length = 0;
  backend.server.events.on('request:start', recordManifestRead);
  jest.mocked(loadRemote).mockResolvedValue(lifecycles);
  jest.mocked(registerRemotes).mockClear();
});

// Only this file's listener: the simulator's own record every call of the test.
afterEach(() => backend.server.events.removeListener('request:start', recordManifestRead));

describe("the remote's container on a server-rendered page (decision 0085)", () => {
  it('registers the container the server page names, without reading the manifest', async () => {
    const config = pageView();
    takeRemoteEntryOfServerPage(config, 'retail', 'http://cdn.test/retail/remoteEntry.js');
    await expect(loadRemoteLifecycles(config, 'retail')).resolves.toBe(lifecycles);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'pdp_remote', entry: 'http://cdn.test/retail/remoteEntry.js' }], expect.anything());
    expect(manifestReads).toEqual([]);
  });

  it.each([
    ['no address', undefined],
    ['not a string', 42],
    ['not a URL', 'remoteEntry.js'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('reads the manifest when the server page gives %s', async (_case, entry) => {
    const config = pageView();
    takeRemoteEntryOfServerPage(config, 'grocery', entry);
    await loadRemoteLifecycles(config, 'grocery');
    expect(manifestReads).toEqual([`${TEST_ORIGIN}/grocery/mf-manifest.json`]);
  });

  it('reads the manifest again on a retry, and for the other remote', async () => {
    const config = pageView();
    takeRemoteEntryOfServerPage(config, 'retail', 'http://cdn.test/retail/remoteEntry.js');
    await loadRemoteLifecycles(config, 'retail', { fresh: true });
    await loadRemoteLifecycles(config, 'grocery');
    expect(manifestReads).toEqual([`${TEST_ORIGIN}/retail/mf-manifest.json`, `${TEST_ORIGIN}/grocery/mf-manifest.json`]);
  });
});
