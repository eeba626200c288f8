// HTTP mocked at the network: an MSW server for the backend base URL the tests mount with.
import { setupServer } from 'msw/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export const TEST_BACKEND = 'http://pdp.test/backend';

export const backendServer = setupServer();

/** Starts the mock for a test file and fails any call no handler answers. */
export function startBackendMock() {
  beforeAll(() => backendServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => backendServer.resetHandlers());
  afterAll(() => backendServer.close());
}

export const envelope = (data: JsonBodyType, init: { status?: number; code?: string } = {}) =>
  HttpResponse.json({ code: init.status ?? 200, status: init.code ?? 'OK', data }, { status: init.status ?? 200, headers: { date: 'Sun, 22 Nov 2026 03:00:00 GMT', 'x-b3-traceid': 'abc123' } });

export { http, HttpResponse };
