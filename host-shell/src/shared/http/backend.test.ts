import { delay } from 'msw';
import { backendServer, envelope, http, HttpResponse, startBackendMock, TEST_BACKEND } from '../../__tests__/backend-mock';
import { callBackend, HostApiError } from './backend';

startBackendMock();

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HostApiError ? `${error.status} ${error.code}` : String(error)),
  );

describe("the host's backend call", () => {
  it('gives the envelope’s data', async () => {
    backendServer.use(http.get(`${TEST_BACKEND}/member/cart`, () => envelope({ items: 2 })));
    await expect(callBackend(TEST_BACKEND, 'member/cart')).resolves.toEqual({ items: 2 });
  });

  it('fails as TIMEOUT when the backend does not answer in time, instead of waiting for ever', async () => {
    backendServer.use(
      http.get(`${TEST_BACKEND}/member/cart`, async () => {
        await delay('infinite');
        return envelope({});
      }),
    );
    expect(await failureOf(callBackend(TEST_BACKEND, 'member/cart', { timeoutMs: 50 }))).toBe('0 TIMEOUT');
  });

  it('tells a refusal, a malformed answer and no answer apart', async () => {
    backendServer.use(
      http.get(`${TEST_BACKEND}/refused`, () => envelope(null, { status: 401, code: 'UNAUTHORIZED' })),
      http.get(`${TEST_BACKEND}/malformed`, () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })),
      http.get(`${TEST_BACKEND}/gone`, () => HttpResponse.error()),
    );
    expect(await failureOf(callBackend(TEST_BACKEND, 'refused'))).toBe('401 UNAUTHORIZED');
    expect(await failureOf(callBackend(TEST_BACKEND, 'malformed'))).toBe('200 MALFORMED_RESPONSE');
    expect(await failureOf(callBackend(TEST_BACKEND, 'gone'))).toBe('0 NETWORK_ERROR');
  });
});
