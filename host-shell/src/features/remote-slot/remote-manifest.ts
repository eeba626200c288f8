// What the host reads from a remote's mf-manifest.json: where its container (remoteEntry.js) is and
// which scripts its exposed lifecycles need at once. The host resolves the manifest itself and hands
// the federation runtime the container's URL, so the runtime's manifest-and-snapshot code stays out
// of the first load (see docs/decisions/0009-host-resolves-remote-manifests.md); the server uses the
// same reading to preload those scripts with the page.

export interface RemoteAssets {
  /** Absolute URL of the remote's container script. */
  entryUrl: string;
  /** Absolute URLs of the scripts the exposed module loads before it runs. */
  exposeScripts: string[];
  /** Absolute URLs of scripts loaded on demand, by chunk name (`pdp-messages-en` → its URL): the manifest's `namedChunks`, which our build adds. */
  namedChunks: Record<string, string>;
}

interface ManifestShape {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
  /** Ours (tooling/webpack/named-chunks-manifest-plugin.cjs): production chunk files are numbered. */
  namedChunks?: unknown;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : []);

/**
 * Reads a manifest; null when it is not one (a page served instead, a broken deployment). Files are
 * relative to the manifest's folder unless the manifest names another public path.
 */
export function readRemoteManifest(manifest: unknown, manifestUrl: string, expose: string): RemoteAssets | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const { metaData, exposes, namedChunks: listed } = manifest as ManifestShape;
  const entryName = metaData?.remoteEntry?.name;
  if (typeof entryName !== 'string' || entryName === '') return null;
  const entryPath = typeof metaData?.remoteEntry?.path === 'string' ? metaData.remoteEntry.path : '';
  let base: URL;
  try {
    const publicPath = metaData?.publicPath;
    base = new URL(typeof publicPath === 'string' && publicPath !== 'auto' && publicPath !== '' ? publicPath : '.', manifestUrl);
  } catch {
    return null;
  }
  const at = (file: string) => new URL(file, base).href;
  const exposed = Array.isArray(exposes) ? exposes.find((candidate) => candidate?.name === expose) : undefined;
  const namedChunks: Record<string, string> = {};
  for (const [name, file] of Object.entries(typeof listed === 'object' && listed !== null ? listed : {})) {
    if (typeof file === 'string' && file !== '') namedChunks[name] = at(file);
  }
  return {
    entryUrl: at(`${entryPath && !entryPath.endsWith('/') ? `${entryPath}/` : entryPath}${entryName}`),
    exposeScripts: strings(exposed?.assets?.js?.sync).map(at),
    namedChunks,
  };
}
