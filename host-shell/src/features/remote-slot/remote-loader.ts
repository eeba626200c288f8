// Loads a PDP remote's lifecycles at run time from the manifest URL in the run-time configuration.
// A remote that is down, too slow or built against another major of the contract is "unavailable".
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, isContractCompatible, type RemoteKey, type RemoteLifecycles, type RuntimeConfig } from '@pdp/shared-contracts';
import { isUnavailableRemote } from './remote-unavailable';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
}

function remoteRegistrations(config: RuntimeConfig, keys: readonly RemoteKey[]) {
  return keys.map((key) => ({ name: REMOTES[key].name, entry: config.remotes[key].manifestUrl }));
}

/** Registers every configured remote; nothing is fetched until a remote is first loaded. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  registerRemotes(remoteRegistrations(config, Object.keys(REMOTES) as RemoteKey[]));
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
    !!candidate && typeof candidate.mount === 'function' && typeof candidate.unmount === 'function' &&
    typeof candidate.bootstrap === 'function' && typeof candidate.update === 'function'
  );
}

/**
 * @param fresh forget what an earlier attempt cached (a retry after the remote was down)
 */
export async function loadRemoteLifecycles(config: RuntimeConfig, key: RemoteKey, { fresh = false } = {}): Promise<RemoteLifecycles> {
  if (fresh) registerRemotes(remoteRegistrations(config, [key]), { force: true });
  const { name, expose } = REMOTES[key];
  const loaded = await withTimeout(loadRemote<unknown>(`${name}/${expose}`), REMOTE_LOAD_TIMEOUT_MS, `${name} took too long to load`);
  const module = isUnavailableRemote(loaded) ? loaded : ((loaded as { default?: unknown } | null)?.default ?? loaded);
  if (isUnavailableRemote(module)) throw new RemoteUnavailableError(module.reason);
  if (!isLifecycles(module)) throw new RemoteUnavailableError(`${name} does not expose the lifecycles of the contract`);
  if (!isContractCompatible(module.contractVersion)) {
    throw new RemoteUnavailableError(`${name} speaks contract ${module.contractVersion}, the host another major`);
  }
  return module;
}
