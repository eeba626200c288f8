// Loads a PDP remote's lifecycles at run time from the manifest URL in the run-time configuration:
// the host reads the manifest (remote-manifest.ts), registers the container it names, and loads the
// exposed lifecycles. A remote that is down, too slow, has no readable manifest or is built against
// another major of the contract is "unavailable".
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isContractCompatible, type RemoteLifecycles, type RuntimeConfig } from '@pdp/host-contract/contract';
import { REMOTES, type RemoteKey } from '@pdp/host-contract/remotes';
import { fetchWithRetry } from './fallback-plugin';
import { readRemoteManifest } from './remote-manifest';
import { isUnavailableRemote } from './remote-unavailable';

const REMOTE_LOAD_TIMEOUT_MS = 10_000;

class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
}

/**
 * The containers named under each run-time configuration (one per page view), by manifest URL: read
 * from the manifest, or from the server's page (decision 0085); a retry reads the manifest afresh.
 */
const entriesByConfig = new WeakMap<RuntimeConfig, Map<string, Promise<string>>>();
/** The container each remote is registered with in the federation runtime, so a new one replaces it. */
const registered = new Map<string, string>();

/** The container the remote's manifest names (the browser needs nothing else from it). */
async function fetchEntryUrl(manifestUrl: string, key: RemoteKey, fresh: boolean): Promise<string> {
  const response = await fetchWithRetry(manifestUrl, { cache: fresh ? 'no-cache' : 'default' });
  if (!response.ok) throw new RemoteUnavailableError(`${REMOTES[key].name} manifest answered ${response.status}`);
  const assets = readRemoteManifest(await response.json().catch(() => null), manifestUrl, REMOTES[key].expose);
  if (!assets) throw new RemoteUnavailableError(`${REMOTES[key].name} manifest is not a federation manifest`);
  return assets.entryUrl;
}

function entriesOf(config: RuntimeConfig): Map<string, Promise<string>> {
  let entries = entriesByConfig.get(config);
  if (!entries) {
    entries = new Map();
    entriesByConfig.set(config, entries);
  }
  return entries;
}

/** The remote's container (its manifest read once per page view unless `fresh`). */
function remoteEntryUrl(config: RuntimeConfig, key: RemoteKey, { fresh = false } = {}): Promise<string> {
  const { manifestUrl } = config.remotes[key];
  const entries = entriesOf(config);
  let entryUrl = fresh ? undefined : entries.get(manifestUrl);
  if (!entryUrl) {
    entryUrl = fetchEntryUrl(manifestUrl, key, fresh);
    entries.set(manifestUrl, entryUrl);
    entryUrl.catch(() => entries.delete(manifestUrl));
  }
  return entryUrl;
}

/**
 * The remote's container as the server read it from the manifest for the page it rendered (decision
 * 0085): the page's first load registers it without fetching the manifest. Only an http(s) address is
 * taken; a retry (`fresh`) reads the manifest again.
 */
export function takeRemoteEntryOfServerPage(config: RuntimeConfig, key: RemoteKey, entryUrl: unknown): void {
  if (typeof entryUrl !== 'string') return;
  let url: URL;
  try {
    url = new URL(entryUrl);
  } catch {
    return;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
  entriesOf(config).set(config.remotes[key].manifestUrl, Promise.resolve(url.href));
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(message)), milliseconds);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const candidate = value as Partial<RemoteLifecycles> | null;
  return (
    !!candidate &&
    typeof candidate.mount === 'function' &&
    typeof candidate.unmount === 'function' &&
    typeof candidate.bootstrap === 'function' &&
    typeof candidate.update === 'function'
  );
}

/**
 * @param fresh forget what an earlier attempt cached (a retry after the remote was down)
 */
export async function loadRemoteLifecycles(config: RuntimeConfig, key: RemoteKey, { fresh = false } = {}): Promise<RemoteLifecycles> {
  const { name, expose } = REMOTES[key];
  const load = async () => {
    const entryUrl = await remoteEntryUrl(config, key, { fresh });
    if (fresh || registered.get(name) !== entryUrl) {
      // `force` replaces a container loaded before (a retry, a new deployment in the configuration).
      const entry = fresh ? await import('./remote-retry').then(({ retryEntry }) => retryEntry(entryUrl)) : entryUrl;
      registerRemotes([{ name, entry }], { force: registered.has(name) || fresh });
      registered.set(name, entryUrl);
    }
    return loadRemote<unknown>(`${name}/${expose}`);
  };
  const loaded = await withTimeout(load(), REMOTE_LOAD_TIMEOUT_MS, `${name} took too long to load`);
  const module = isUnavailableRemote(loaded) ? loaded : ((loaded as { default?: unknown } | null)?.default ?? loaded);
  if (isUnavailableRemote(module)) throw new RemoteUnavailableError(module.reason);
  if (!isLifecycles(module)) throw new RemoteUnavailableError(`${name} does not expose the lifecycles of the contract`);
  if (!isContractCompatible(module.contractVersion)) {
    throw new RemoteUnavailableError(`${name} speaks contract ${module.contractVersion}, the host another major`);
  }
  return module;
}
