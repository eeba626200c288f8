// The one rule for stale answers, shared by every read of the remotes: a newer call of the same
// request aborts the older one, and an answer that arrives for a call no longer the latest is
// dropped. Failures come back as an ApiError (an unknown error becomes CLIENT_ERROR_CODES.unknown),
// never thrown, so that each state machine decides what a failure means for it.
// `keyedRequest` is built on it; reads with a richer state (the product summary, the price summary)
// use it directly.
import { atom, type Getter, type Setter } from 'jotai';
import { requireBackendClientAtom } from '../http/backend-atoms';
import { isAbortError, type BackendClient } from '../http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../http/api-error';

/** What a call ended with; `superseded` when a newer call (or a cancel) took its place. */
export type RequestOutcome<T> = { kind: 'loaded'; data: T } | { kind: 'failed'; error: ApiError } | { kind: 'superseded' };

export interface LatestRequest {
  /** Runs `fetcher` as the latest call, aborting the one before. */
  run<T>(get: Getter, set: Setter, fetcher: (client: BackendClient, signal: AbortSignal) => Promise<T>): Promise<RequestOutcome<T>>;
  /** Aborts the call under way, if any; its answer is then dropped. */
  cancel(get: Getter, set: Setter): void;
}

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, CLIENT_ERROR_CODES.unknown);
}

const SUPERSEDED = { kind: 'superseded' } as const;

/** A slot for one call at a time, per jotai store (two mounted pages never cancel each other). */
export function latestRequest(): LatestRequest {
  const controllerAtom = atom<AbortController | null>(null);
  return {
    async run(get, set, fetcher) {
      get(controllerAtom)?.abort();
      const controller = new AbortController();
      set(controllerAtom, controller);
      // A finished call's controller stays in the slot: aborting it later is harmless.
      try {
        const data = await fetcher(get(requireBackendClientAtom), controller.signal);
        return controller.signal.aborted ? SUPERSEDED : { kind: 'loaded', data };
      } catch (error) {
        return controller.signal.aborted || isAbortError(error) ? SUPERSEDED : { kind: 'failed', error: toApiError(error) };
      }
    },
    cancel(get, set) {
      get(controllerAtom)?.abort();
      set(controllerAtom, null);
    },
  };
}
