// The state of one mount of a PDP remote: its own jotai store holding its own backend client, so
// two pages (or a server render and the next) never share a request, a summary or a clock.
import { createStore } from 'jotai';
import { createBackendClient } from '../../shared/http/backend-client';
import { backendClientAtom, serverClockOffsetAtom, shopperLanguageAtom } from '../../shared/http/backend-atoms';

export type MountStore = ReturnType<typeof createStore>;

/** Sets (or replaces) the store's backend client for a base URL (reads time out as the client's default, or as given). */
export function setBackendBaseUrl(store: MountStore, baseUrl: string, readTimeoutMs?: number): void {
  store.set(
    backendClientAtom,
    createBackendClient({
      baseUrl,
      readTimeoutMs,
      onServerTime: (serverNow) => store.set(serverClockOffsetAtom, serverNow - Date.now()),
      writeLanguage: () => store.get(shopperLanguageAtom),
    }),
  );
}

export function createMountStore(backendBaseUrl: string, readTimeoutMs?: number): MountStore {
  const store = createStore();
  setBackendBaseUrl(store, backendBaseUrl, readTimeoutMs);
  return store;
}
