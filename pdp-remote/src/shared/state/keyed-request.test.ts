import { createStore } from 'jotai';
import { backendClientAtom } from '../http/backend-atoms';
import { ApiError } from '../http/api-error';
import type { BackendClient } from '../http/backend-client';
import { keyedRequest } from './keyed-request';

interface Call {
  input: { id: string };
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A keyed request whose fetcher answers only when the test says so. */
function setUp(options: { keepPrevious?: boolean } = {}) {
  const calls: Call[] = [];
  const request = keyedRequest(
    (input: { id: string }) => input.id,
    (_client, input, signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
    options,
  );
  const store = createStore();
  store.set(backendClientAtom, {} as BackendClient);
  return { calls, request, store, state: () => store.get(request.stateAtom) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a keyed request', () => {
  it('loads an input and keeps its answer', async () => {
    const { calls, request, store, state } = setUp();
    const done = store.set(request.loadAtom, { id: 'a' });
    expect(state()).toMatchObject({ key: 'a', status: 'loading', data: null });
    calls[0]?.resolve('A');
    await done;
    expect(state()).toEqual({ key: 'a', status: 'loaded', data: 'A', error: null });
  });

  it('shows nothing of the last input while another loads, unless asked to keep it', async () => {
    for (const keepPrevious of [false, true]) {
      const { calls, request, store, state } = setUp({ keepPrevious });
      const first = store.set(request.loadAtom, { id: 'a' });
      calls[0]?.resolve('A');
      await first;
      const second = store.set(request.loadAtom, { id: 'b' });
      expect(state()).toMatchObject({ key: 'b', status: 'loading', data: keepPrevious ? 'A' : null });
      calls[1]?.reject(new ApiError(500, 'INTERNAL_SERVER_ERROR'));
      await second;
      // A failure leaves nothing, kept or not.
      expect(state()).toMatchObject({ key: 'b', status: 'failed', data: null });
    }
  });

  it('drops the answer of an older input that arrives after the newer one', async () => {
    const { calls, request, store, state } = setUp();
    const first = store.set(request.loadAtom, { id: 'a' });
    const second = store.set(request.loadAtom, { id: 'b' });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);

    calls[1]?.resolve('B');
    await second;
    calls[0]?.resolve('A');
    await first;
    await settle();

    expect(state()).toEqual({ key: 'b', status: 'loaded', data: 'B', error: null });
  });

  it.each([
    ['answer', (older?: Call) => older?.resolve('A')],
    ['failure', (older?: Call) => older?.reject(new ApiError(500, 'INTERNAL_SERVER_ERROR'))],
  ])('drops the %s of an older input arriving first, too', async (_outcome, end) => {
    const { calls, request, store, state } = setUp();
    const first = store.set(request.loadAtom, { id: 'a' });
    void store.set(request.loadAtom, { id: 'b' });
    end(calls[0]);
    await first;
    expect(state()).toMatchObject({ key: 'b', status: 'loading', data: null, error: null });
  });

  it('asks once for the same key, unless forced', async () => {
    const { calls, request, store, state } = setUp();
    const done = store.set(request.loadAtom, { id: 'a' });
    await store.set(request.loadAtom, { id: 'a' });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('A');
    await done;
    await store.set(request.loadAtom, { id: 'a' });
    expect(calls).toHaveLength(1);

    const retry = store.set(request.loadAtom, { id: 'a' }, { force: true });
    expect(calls).toHaveLength(2);
    // The last answer stays readable while the same key reloads.
    expect(state()).toMatchObject({ key: 'a', status: 'loading', data: 'A' });
    calls[1]?.resolve('A2');
    await retry;
    expect(state().data).toBe('A2');
  });

  it('keeps a failure with its error, as an ApiError', async () => {
    const { calls, request, store, state } = setUp();
    const done = store.set(request.loadAtom, { id: 'a' });
    calls[0]?.reject(new ApiError(400, 'SHIP_NOT_COVERED'));
    await done;
    expect(state()).toMatchObject({ key: 'a', status: 'failed', data: null });
    expect(state().error?.code).toBe('SHIP_NOT_COVERED');

    const other = store.set(request.loadAtom, { id: 'b' });
    calls[1]?.reject(new TypeError('boom'));
    await other;
    expect(state().error).toBeInstanceOf(ApiError);
    expect(state().error?.code).toBe('UNKNOWN_ERROR');
  });

  it('clears on a null input, aborting the call under way', async () => {
    const { calls, request, store, state } = setUp();
    const done = store.set(request.loadAtom, { id: 'a' });
    await store.set(request.loadAtom, null);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(state()).toEqual({ key: null, status: 'idle', data: null, error: null });
    calls[0]?.resolve('A');
    await done;
    expect(state().status).toBe('idle');
  });
});
