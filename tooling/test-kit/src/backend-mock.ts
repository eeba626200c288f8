// HTTP mocked at the network: an MSW server for the backend base URL the tests mount with. It
// answers the page's secondary calls with plain defaults, so each test only states what it is about.
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { defaultBackendHandlers, envelope } from './default-handlers';

export const TEST_BACKEND = 'http://pdp.test/backend';

export { envelope };

const defaultHandlers = defaultBackendHandlers(TEST_BACKEND);

export const backendServer = setupServer(...defaultHandlers);

/** Starts the mock for a test file and fails any call no handler answers. */
export function startBackendMock() {
  beforeAll(() => backendServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => backendServer.resetHandlers());
  afterAll(() => backendServer.close());
}

/**
 * The answer to `/common/content/<name>`: JSON text content (spec §7), the value sent as a JSON string
 * in the envelope's `data`. A handler, for `backendServer.use(...)`.
 */
export const jsonContent = (name: string, value: unknown) => http.get(`${TEST_BACKEND}/common/content/${name}`, () => envelope(JSON.stringify(value)));

export { http, HttpResponse };
