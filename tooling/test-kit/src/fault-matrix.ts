// The fault matrix at the component level: each way the backend simulator can fail a call
// (tooling/simulator/faults.ts), as an MSW answer, so a feature's test proves every call × fault in
// jsdom in milliseconds (every package's tests import it: the remotes through their testing module,
// the host directly), and the watch for page errors every matrix test ends on (`watchPageErrors`).
// The browser keeps a sample of the same cells (tooling/e2e/fault-matrix.e2e.ts).
import { delay, http, HttpResponse } from 'msw';

/** The simulator's fault kinds, as `x-sim-fault` and the e2e matrix name them. */
export const FAULT_KINDS = ['status=500', 'status=503', 'timeout', 'malformed'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * How long a `timeout` holds the call before the connection drops: the simulator's `timeoutMs`,
 * set short here (the page's handling is under test, not the wait).
 */
export const FAULT_TIMEOUT_MS = 20;

/** What the backend answers for a fault: the simulator's envelope for a status, its HTML for `malformed`, a dropped connection for `timeout`. */
export async function faultAnswer(fault: FaultKind): Promise<Response> {
  switch (fault) {
    case 'status=500':
    case 'status=503': {
      const status = fault === 'status=500' ? 500 : 503;
      return HttpResponse.json({ code: status, status: 'ERROR', data: null }, { status });
    }
    case 'timeout':
      await delay(FAULT_TIMEOUT_MS);
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('<html>not json</html>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}

export type FaultMethod = 'GET' | 'POST' | 'DELETE';

/**
 * A handler that fails `method` on `url` (an MSW path pattern) with `fault`, `times` times (every
 * time when not given); after that the call falls through to the next handler, as a retry would
 * find the backend answering again. Install it with the test file's server `use(...)`.
 */
export function faultHandler(method: FaultMethod, url: string, fault: FaultKind, { times = Infinity }: { times?: number } = {}) {
  let remaining = times;
  const on = method === 'GET' ? http.get : method === 'POST' ? http.post : http.delete;
  return on(url, async () => {
    if (remaining <= 0) return undefined;
    remaining -= 1;
    return faultAnswer(fault);
  });
}

/**
 * The e2e's `pageErrors`, and stricter, for a test file: anything thrown (jsdom reports it as a
 * window error) or logged as an error, React's and the page's error boundaries included. Registers
 * its own `beforeEach` (the list emptied, `console.error` spied on, the window listened to) and
 * `afterEach` (both put back); a test ends with `expect(pageErrors).toEqual([])`. A rejection nobody
 * handles fails the test through jest itself (jest-circus listens on the real process; a
 * `process.on('unhandledRejection')` in a test file never fires, its `process` being the sandbox's copy).
 */
export function watchPageErrors(): readonly unknown[] {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  let consoleError: jest.SpyInstance | undefined;
  beforeEach(() => {
    errors.length = 0;
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    window.addEventListener('error', onError);
  });
  afterEach(() => {
    consoleError?.mockRestore();
    window.removeEventListener('error', onError);
  });
  return errors;
}
