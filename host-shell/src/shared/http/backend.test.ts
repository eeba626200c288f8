import { startHostBackend, TEST_BACKEND } from '../../__tests__/backend-mock';
import { callBackend, HostApiError } from './backend';

const backend = startHostBackend();

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HostApiError ? `${error.status} ${error.code}` : String(error)),
  );

describe("the host's backend call", () => {
  it('gives the envelope’s data', async () => {
    await backend.session.signIn('budi@contoh.id');
    await expect(callBackend(TEST_BACKEND, 'member/current-user')).resolves.toEqual({ id: 'user-budi', name: 'Budi Santoso', email: 'budi@contoh.id' });
  });

  it('fails as TIMEOUT when the backend does not answer in time, instead of waiting for ever', async () => {
    // The simulator answers a second late; the call gives up after 50 ms.
    await backend.session.fault('/backend/member/current-user', 'latency=1000', { method: 'GET' });
    expect(await failureOf(callBackend(TEST_BACKEND, 'member/current-user', { timeoutMs: 50 }))).toBe('0 TIMEOUT');
  });

  it('tells a refusal, a malformed answer and no answer apart', async () => {
    await backend.session.fault('/backend/member/demo-accounts', 'malformed', { method: 'GET' });
    // The simulator drops the call: no answer at all.
    await backend.session.fault('/backend/member/current-user', 'timeout', { method: 'GET' });
    // A visitor's saved addresses are refused.
    expect(await failureOf(callBackend(TEST_BACKEND, 'member/addresses'))).toBe('401 UNAUTHORIZED');
    expect(await failureOf(callBackend(TEST_BACKEND, 'member/demo-accounts'))).toBe('200 MALFORMED_RESPONSE');
    expect(await failureOf(callBackend(TEST_BACKEND, 'member/current-user'))).toBe('0 NETWORK_ERROR');
  });
});
