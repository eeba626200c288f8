// The host's component tests on the one fake backend: the backend simulator (tooling/simulator) mounted
// in MSW behind the host's backend URL (`@pdp/test-kit/simulator-backend`), every call answered as the
// simulator answers the browser, in a session of the test's own (a visitor until the test signs in).
// The remotes' manifests are not the backend's: they are answered here (the federation runtime itself
// is mocked by the tests that load remotes).
import { http, HttpResponse } from 'msw';
import { startSimulatorBackend, type SimulatorBackend } from '@pdp/test-kit/simulator-backend';

export const TEST_ORIGIN = 'http://host.test';
export const TEST_BACKEND = `${TEST_ORIGIN}/backend`;

/** A remote's mf-manifest.json as the federation plugin writes it, reduced to what the host reads. */
const testManifest = (expose = 'lifecycles') => ({
  id: 'test',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ name: expose, path: `./${expose}`, assets: { js: { sync: ['lifecycles.0123456789.js'], async: ['pdp-messages-en.0123456789.js'] } } }],
});

/** The remotes' manifests, answered through every test. */
const manifests = http.get(`${TEST_ORIGIN}/:remote/mf-manifest.json`, () => HttpResponse.json(testManifest()));

/**
 * Starts the simulator behind TEST_BACKEND for a test file (its catalogue, or `fixturesDir`: one made
 * for the file), with the remotes' manifests beside it; any other call fails the test.
 */
export function startHostBackend({ fixturesDir }: { fixturesDir?: string | (() => Promise<string>) } = {}): SimulatorBackend {
  return startSimulatorBackend(TEST_BACKEND, { handlers: [manifests], ...(fixturesDir ? { fixturesDir } : {}) });
}

export { http, HttpResponse };
