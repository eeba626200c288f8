// The remotes' manifests as the host server reads them, to preload a product page's remote scripts
// with the page itself: the browser fetches the container and the exposed module's scripts while it
// parses the HTML, instead of after the manifest. A manifest is read again when it is older than a
// few seconds (a redeployed remote is seen at once after), while pages keep using the one read
// before; one that cannot be read means no preloads, never a failed or slower page.
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { REMOTES, type RemoteKey } from '@pdp/host-contract/remotes';
import { readRemoteManifest, type RemoteAssets } from '../src/features/remote-slot/remote-manifest';

export const MANIFEST_TTL_MS = 10_000;
const MANIFEST_TIMEOUT_MS = 1_000;

export interface RemoteManifests {
  /** The remote's assets, or null when its manifest cannot be read now. */
  assets(config: RuntimeConfig, remote: RemoteKey, origin: string): Promise<RemoteAssets | null>;
}

export function createRemoteManifests({ now = Date.now } = {}): RemoteManifests {
  const cache = new Map<string, { until: number; assets: Promise<RemoteAssets | null> }>();

  async function read(manifestUrl: string, remote: RemoteKey): Promise<RemoteAssets | null> {
    try {
      const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (!response.ok) return null;
      return readRemoteManifest(await response.json(), manifestUrl, REMOTES[remote].expose);
    } catch {
      return null;
    }
  }

  return {
    assets(config, remote, origin) {
      let manifestUrl: string;
      try {
        manifestUrl = new URL(config.remotes[remote].manifestUrl, origin).href;
      } catch {
        return Promise.resolve(null);
      }
      const cached = cache.get(manifestUrl);
      if (cached && cached.until > now()) return cached.assets;
      const assets = read(manifestUrl, remote);
      cache.set(manifestUrl, { until: now() + MANIFEST_TTL_MS, assets });
      // Stale but read: this page uses it, the next ones the fresh reading.
      return cached ? cached.assets : assets;
    },
  };
}
