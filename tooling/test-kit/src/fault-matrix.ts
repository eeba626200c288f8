// The fault matrix at the component level: the ways the backend simulator fails a call
// (tooling/simulator/faults.ts), which a feature's test sets as a session fault of the simulator backend
// (`backend.session.fault(path, fault)`) to prove every call × fault in jsdom in milliseconds, and the
// watch for page errors every matrix test ends on (`watchPageErrors`). The browser keeps a sample of the
// same cells (tooling/e2e/fault-matrix.e2e.ts).

/** The simulator's fault kinds, as `x-sim-fault` and the e2e matrix name them. */
export const FAULT_KINDS = ['status=500', 'status=503', 'timeout', 'malformed'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

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
