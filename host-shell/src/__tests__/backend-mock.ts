// HTTP mocked at the network for the host's own calls (session, bag, featured products) and the
// remotes' manifests (the federation runtime itself is mocked by the tests that load remotes).
import { setupServer } from 'msw/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export const TEST_ORIGIN = 'http://host.test';
export const TEST_BACKEND = `${TEST_ORIGIN}/backend`;

/** A remote's mf-manifest.json as the federation plugin writes it, reduced to what the host reads. */
const testManifest = (expose = 'lifecycles') => ({
  id: 'test',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ name: expose, path: `./${expose}`, assets: { js: { sync: ['lifecycles.0123456789.js'], async: ['pdp-messages-en.0123456789.js'] } } }],
});

export const backendServer = setupServer(
  http.get(`${TEST_ORIGIN}/:remote/mf-manifest.json`, () => HttpResponse.json(testManifest())),
  http.get(`${TEST_BACKEND}/member/current-user`, () => envelope(null)),
  // A signed-in shopper's bags are read for the header's count: empty unless a test says otherwise.
  http.get(`${TEST_BACKEND}/:storefront/carts`, ({ params }) => envelope({ vendor: params.storefront === 'grocery' ? 'GROCERY' : 'RETAIL', items: [] })),
  http.get(`${TEST_BACKEND}/member/demo-accounts`, () => envelope([])),
  http.get(`${TEST_BACKEND}/search/homepage-recommendation`, () => envelope([])),
);

export function startBackendMock() {
  beforeAll(() => backendServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => backendServer.resetHandlers());
  afterAll(() => backendServer.close());
}

export const envelope = (data: JsonBodyType, init: { status?: number; code?: string } = {}) =>
  HttpResponse.json({ code: init.status ?? 200, status: init.code ?? 'OK', data }, { status: init.status ?? 200 });

export { http, HttpResponse };
