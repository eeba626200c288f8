// For the host server's tests over real HTTP on loopback: a run-time configuration whose remotes
// nothing answers for, and the servers a test file starts, stopped once its tests are done.
import type { RuntimeConfig } from '@pdp/host-contract/contract';

/** Both remotes at a loopback port nothing listens on: the host serves its pages without them. */
export const LOOPBACK_CONFIG: RuntimeConfig = {
  brand: 'Pasarku',
  backendBaseUrl: '/backend',
  remotes: { retail: { manifestUrl: 'http://127.0.0.1:1/mf-manifest.json' }, grocery: { manifestUrl: 'http://127.0.0.1:1/mf-manifest.json' } },
};

/** Gives what stops a server the test file started; all of them run after the file's tests. */
export function stopsAfterAll(): (stop: () => Promise<void>) => void {
  const stops: Array<() => Promise<void>> = [];
  afterAll(() => Promise.all(stops.map((stop) => stop())));
  return (stop) => {
    stops.push(stop);
  };
}
