// The one way the remotes read from the backend: a read whose answer depends on an input (an item, a
// location, a product id; a constant for a read made once per mount) is loaded when the input's key
// changes, the older call aborted and its answer dropped (latest-request.ts), retried on demand.
// A null input clears it (spec §4: shipping info is cleared when delivery is unavailable).
// Reads whose state machine the spec writes out (product summary, price summary) keep their own
// state and use `latestRequest` for the call; see docs/decisions/0026-one-data-loading-mechanism.md.
import { useCallback, useEffect } from 'react';
import { atom, useAtomValue, useSetAtom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import type { BackendClient } from '../http/backend-client';
import type { ApiError } from '../http/api-error';
import { latestRequest } from './latest-request';

export interface KeyedRequestState<T> {
  key: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  data: T | null;
  error: ApiError | null;
}

export interface KeyedRequest<Input, T> {
  stateAtom: PrimitiveAtom<KeyedRequestState<T>>;
  loadAtom: WritableAtom<null, [input: Input | null, options?: { force?: boolean }], Promise<void>>;
  keyOf: (input: Input) => string;
}

const IDLE = { key: null, status: 'idle', data: null, error: null } as const;

export interface KeyedRequestOptions {
  /**
   * While another key loads, keep the last key's answer readable (a variant of the same product at
   * the same store), instead of showing nothing until the new one arrives.
   */
  keepPrevious?: boolean;
}

export function keyedRequest<Input, T>(
  keyOf: (input: Input) => string,
  fetcher: (client: BackendClient, input: Input, signal: AbortSignal) => Promise<T>,
  { keepPrevious = false }: KeyedRequestOptions = {},
): KeyedRequest<Input, T> {
  const stateAtom = atom<KeyedRequestState<T>>(IDLE);
  const latest = latestRequest();
  const loadAtom = atom(null, async (get, set, input: Input | null, options?: { force?: boolean }) => {
    const key = input === null ? null : keyOf(input);
    const current = get(stateAtom);
    if (!options?.force && current.key === key && current.status !== 'idle') return;
    if (input === null || key === null) {
      latest.cancel(get, set);
      set(stateAtom, IDLE);
      return;
    }
    // The last answer stays readable while the next loads (no flash of nothing on a new location).
    set(stateAtom, (state) => ({ key, status: 'loading', data: state.key === key || keepPrevious ? state.data : null, error: null }));
    const outcome = await latest.run(get, set, (client, signal) => fetcher(client, input, signal));
    if (outcome.kind === 'loaded') set(stateAtom, { key, status: 'loaded', data: outcome.data, error: null });
    if (outcome.kind === 'failed') set(stateAtom, { key, status: 'failed', data: null, error: outcome.error });
  });
  return { stateAtom, loadAtom, keyOf };
}

/** Loads `input` (null: clears) and gives its state once it is the one shown, with a retry. */
export function useKeyedRequest<Input, T>(request: KeyedRequest<Input, T>, input: Input | null) {
  const state = useAtomValue(request.stateAtom);
  const load = useSetAtom(request.loadAtom);
  const key = input === null ? null : request.keyOf(input);
  useEffect(() => {
    void load(input);
    // The key says when the input changed; a new object with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, key]);
  // Stable while the key is: a part that hands the retry on (the grocery bag) is not given a new one each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const retry = useCallback(() => void load(input, { force: true }), [load, key]);
  return { state: key !== null && state.key === key ? state : null, retry };
}
