// Loads a remote's server build over HTTP from the remote's own deployment (its `serverEntryUrl`),
// with the Module Federation runtime for Node, and keeps it per URL: a new deployment URL in the
// run-time configuration is picked up on the next request, without restarting the host. A load that
// fails is forgotten after a short pause, so a remote that comes back is used again.
import { createInstance } from '@module-federation/runtime';
import { isContractCompatible, type RemoteServerModule } from '@pdp/host-contract/contract';
import { REMOTES, type RemoteKey } from '@pdp/host-contract/remotes';

const RETRY_AFTER_FAILURE_MS = 5_000;

export interface RemoteServerModules {
  load(remote: RemoteKey, entryUrl: string): Promise<RemoteServerModule>;
}

function isServerModule(value: unknown): value is RemoteServerModule {
  const candidate = value as Partial<RemoteServerModule> | null;
  return typeof candidate?.renderPage === 'function' && typeof candidate.contractVersion === 'string';
}

/**
 * Loads made by this process, whichever server made them: the runtime's globals are the process's,
 * so two servers in one process (the end-to-end workers start a stack per file) must never reuse a
 * global name for another deployment.
 */
let instances = 0;

export function createRemoteServerModules(): RemoteServerModules {
  const loads = new Map<string, Promise<RemoteServerModule>>();

  async function loadFresh(remote: RemoteKey, entryUrl: string): Promise<RemoteServerModule> {
    const { name, serverExpose } = REMOTES[remote];
    // One federation instance and one global per deployment: the runtime keeps a loaded container
    // under its global name, so a new deployment URL with the same name would get the old build.
    instances += 1;
    const federation = createInstance({
      name: `host_server_${instances}`,
      remotes: [{ name, entry: entryUrl, entryGlobalName: `${name}__server_${instances}` }],
    });
    const loaded = await federation.loadRemote<{ default?: unknown }>(`${name}/${serverExpose}`);
    const module: unknown = isServerModule(loaded) ? loaded : loaded?.default;
    if (!isServerModule(module)) throw new Error(`${name}/${serverExpose} is not a server module`);
    if (!isContractCompatible(module.contractVersion)) throw new Error(`${name} speaks contract ${module.contractVersion}`);
    return module;
  }

  return {
    load(remote, entryUrl) {
      const key = `${remote} ${entryUrl}`;
      let load = loads.get(key);
      if (!load) {
        load = loadFresh(remote, entryUrl);
        loads.set(key, load);
        load.catch(() => setTimeout(() => loads.delete(key), RETRY_AFTER_FAILURE_MS).unref());
      }
      return load;
    },
  };
}
