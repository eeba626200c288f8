/**
 * @jest-environment node
 */
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { MANIFEST_TTL_MS, createRemoteManifests } from './remote-manifests';

const config: RuntimeConfig = {
  brand: 'Pasarku',
  backendBaseUrl: '/backend',
  remotes: { retail: { manifestUrl: '/remotes/pdp/mf-manifest.json' }, grocery: { manifestUrl: 'https://cdn.example/grocery/mf-manifest.json' } },
};
const manifest = (entry: string) => ({ metaData: { publicPath: 'auto', remoteEntry: { name: entry, path: '' } }, exposes: [] });

let reads = 0;
let entry = 'remoteEntry.js';
const server = setupServer(
  http.get('http://host.example/remotes/pdp/mf-manifest.json', () => {
    reads += 1;
    return HttpResponse.json(manifest(entry));
  }),
  http.get('https://cdn.example/grocery/mf-manifest.json', () => new HttpResponse('down', { status: 503 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  reads = 0;
  entry = 'remoteEntry.js';
});

describe('the host server’s reading of remote manifests', () => {
  it('reads a manifest relative to the page’s origin, once within its time to live', async () => {
    let now = 0;
    const manifests = createRemoteManifests({ now: () => now });
    expect((await manifests.assets(config, 'retail', 'http://host.example'))?.entryUrl).toBe('http://host.example/remotes/pdp/remoteEntry.js');
    now = MANIFEST_TTL_MS - 1;
    await manifests.assets(config, 'retail', 'http://host.example');
    expect(reads).toBe(1);
  });

  it('serves the last reading while it reads a stale manifest again, then the new one', async () => {
    let now = 0;
    const manifests = createRemoteManifests({ now: () => now });
    await manifests.assets(config, 'retail', 'http://host.example');
    entry = 'remoteEntry.v2.js';
    now = MANIFEST_TTL_MS + 1;
    expect((await manifests.assets(config, 'retail', 'http://host.example'))?.entryUrl).toBe('http://host.example/remotes/pdp/remoteEntry.js');
    expect((await manifests.assets(config, 'retail', 'http://host.example'))?.entryUrl).toBe('http://host.example/remotes/pdp/remoteEntry.v2.js');
    expect(reads).toBe(2);
  });

  it('gives no assets for a manifest that cannot be read', async () => {
    const manifests = createRemoteManifests();
    await expect(manifests.assets(config, 'grocery', 'http://host.example')).resolves.toBeNull();
  });
});
