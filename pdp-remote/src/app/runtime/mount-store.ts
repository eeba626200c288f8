// The state of one mount of a PDP remote: its own jotai store holding its own backend client, so
// two pages (or a server render and the next) never share a request, a summary or a clock.
import { createStore } from 'jotai';
import { createBackendClient } from '../../shared/http/backend-client';
import { backendClientAtom, serverClockOffsetAtom, shopperLanguageAtom } from '../../shared/http/backend-atoms';

export type MountStore = ReturnType<typeof createStore>;

/**
 * A `date` header counts whole seconds, and an answer is read after its trip: each answer reads the
 * server's clock up to a second (and its trip) behind it, never ahead. Taking every reading re-rendered
 * every reader of the clock (a campaign's countdown) on every answer, a commit and a frame each, six
 * times as a product page loads, for a time that moved by milliseconds. So the clock takes a reading
 * later than its own by `BETTER_READING_MS` or more (a truer one), or earlier by a whole
 * `SERVER_DATE_RESOLUTION_MS` or more (the server's clock went back: more than a reading's error).
 */
const SERVER_DATE_RESOLUTION_MS = 1_000;
const BETTER_READING_MS = 250;

/** Keeps the server clock's offset from an answer's `date` (spec §4) when it says something new. */
function takeServerTime(store: MountStore, serverNow: number): void {
  const offset = serverNow - Date.now();
  const change = offset - store.get(serverClockOffsetAtom);
  if (change >= BETTER_READING_MS || change <= -SERVER_DATE_RESOLUTION_MS) store.set(serverClockOffsetAtom, offset);
}

/** Sets (or replaces) the store's backend client for a base URL (reads time out as the client's default, or as given). */
export function setBackendBaseUrl(store: MountStore, baseUrl: string, readTimeoutMs?: number): void {
  store.set(
    backendClientAtom,
    createBackendClient({
      baseUrl,
      readTimeoutMs,
      onServerTime: (serverNow) => takeServerTime(store, serverNow),
      writeLanguage: () => store.get(shopperLanguageAtom),
    }),
  );
}

export function createMountStore(backendBaseUrl: string, readTimeoutMs?: number): MountStore {
  const store = createStore();
  setBackendBaseUrl(store, backendBaseUrl, readTimeoutMs);
  return store;
}
