// Federation runtime plugin: turns a remote that cannot be loaded into a fallback module the host
// renders as an empty state with a retry. Beside it, the fetch the host reads manifests with, which
// tries once more after a network failure or a 5xx.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, type UnavailableRemote } from './remote-unavailable';

const FETCH_RETRIES = 1;
const RETRY_DELAY_MS = 300;

/** A fetch that tries once more after a network failure or a 5xx (manifests, containers). */
export async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= FETCH_RETRIES; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (response.ok || response.status < 500) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < FETCH_RETRIES) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
  throw lastError;
}

export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pdp-host-remote-fallback',
    errorLoadRemote: ({ id, error, lifecycle }) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error('[host] remote-load-error', { id, lifecycle, reason });
      const fallback: UnavailableRemote = { [REMOTE_UNAVAILABLE]: true, reason };
      return lifecycle === 'onLoad' ? fallback : undefined;
    },
  };
}
