// HTTP mocked at the network for the host's own calls (session, bag, featured products).
import { setupServer } from 'msw/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export const TEST_ORIGIN = 'http://host.test';
export const TEST_BACKEND = `${TEST_ORIGIN}/backend`;

export const backendServer = setupServer(
  http.get(`${TEST_BACKEND}/member/current-user`, () => envelope(null)),
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
