import { atom, createStore } from 'jotai';
import { backendClientAtom } from '../http/backend-atoms';
import { ApiError, CLIENT_ERROR_CODES } from '../http/api-error';
import type { BackendClient } from '../http/backend-client';
import { latestRequest, type RequestOutcome } from './latest-request';

/** Runs `fetcher` through the request from a write atom, as the features do. */
function setUp() {
  const request = latestRequest();
  const store = createStore();
  store.set(backendClientAtom, {} as BackendClient);
  const runAtom = atom(null, (get, set, fetcher: (client: BackendClient, signal: AbortSignal) => Promise<string>) => request.run(get, set, fetcher));
  const cancelAtom = atom(null, (get, set) => request.cancel(get, set));
  return {
    run: (fetcher: (client: BackendClient, signal: AbortSignal) => Promise<string>): Promise<RequestOutcome<string>> => store.set(runAtom, fetcher),
    cancel: () => store.set(cancelAtom),
  };
}

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the latest request', () => {
  it('gives the answer of the latest call and drops an older one that answers later', async () => {
    const { run } = setUp();
    const older = deferred();
    const newer = deferred();
    let olderSignal: AbortSignal | undefined;
    const first = run((_client, signal) => {
      olderSignal = signal;
      return older.promise;
    });
    const second = run(() => newer.promise);
    expect(olderSignal?.aborted).toBe(true);
    newer.resolve('new');
    older.resolve('old');
    await expect(second).resolves.toEqual({ kind: 'loaded', data: 'new' });
    await expect(first).resolves.toEqual({ kind: 'superseded' });
  });

  it('turns a failure into an ApiError, keeping the backend code and replacing anything else', async () => {
    const { run } = setUp();
    await expect(run(() => Promise.reject(new ApiError(503, 'SERVICE_UNAVAILABLE')))).resolves.toMatchObject({
      kind: 'failed',
      error: { status: 503, code: 'SERVICE_UNAVAILABLE' },
    });
    const outcome = await run(() => Promise.reject(new TypeError('boom')));
    expect(outcome).toMatchObject({ kind: 'failed', error: { code: CLIENT_ERROR_CODES.unknown } });
  });

  it('drops the answer of a cancelled call', async () => {
    const { run, cancel } = setUp();
    const pending = deferred();
    const call = run(() => pending.promise);
    cancel();
    pending.resolve('late');
    await expect(call).resolves.toEqual({ kind: 'superseded' });
  });
});
