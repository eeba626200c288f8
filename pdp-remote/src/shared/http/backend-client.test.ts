// The HTTP client itself, against the one fake backend: the simulator (mounted in MSW). What it answers
// is the simulator's (its clock in `Date`, its trace ids, a session fault's error envelope and dropped
// call); the request headers are read as MSW saw the requests. A 502 with an HTML body is an answer the
// simulator never gives (its `malformed` is a 200): that one stays on `backend.server.use`.
import { TEST_BACKEND, HttpResponse, http } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { createBackendClient, toSearchParams } from './backend-client';
import { ApiError } from './api-error';

const backend = startSimulatorBackend(TEST_BACKEND);

/** A call MSW saw: its path (the simulator's), its request's headers and what was answered. */
interface Seen {
  pathname: string;
  headers: Headers;
  answer?: Response;
}
let seen: Seen[] = [];
const simulatorPath = (url: string) => `/backend${new URL(url).pathname.slice(new URL(TEST_BACKEND).pathname.length)}`;
let byId = new Map<string, Seen>();
const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
  const call = { pathname: simulatorPath(request.url), headers: new Headers(request.headers) };
  seen.push(call);
  byId.set(requestId, call);
};
const onAnswer = ({ response, requestId }: { response: Response; requestId: string }) => {
  const call = byId.get(requestId);
  if (call) call.answer = response;
};
beforeEach(() => {
  seen = [];
  byId = new Map();
  backend.server.events.on('request:start', onStart);
  backend.server.events.on('response:mocked', onAnswer);
});
afterEach(() => {
  backend.server.events.removeListener('request:start', onStart);
  backend.server.events.removeListener('response:mocked', onAnswer);
});

/** The simulator's health check: a read every session can make. */
const HEALTH = '_simulator/health';
/** A seller voucher's claim (handlers/vouchers.ts): a write. */
const CLAIM = 'product/merchant/vouchers/VC-1/_claim';
/** A write the simulator answers for a visitor: the analytics collector's batch. */
const COLLECT = '_collector/events';
const aBatch = { events: [{ type: 'page-view', at: '2026-11-22T03:00:00.000Z', path: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001' }] };

describe('the backend client', () => {
  it('repeats list parameters and skips undefined ones', () => {
    expect(toSearchParams({ sku: ['A', 'B'], page: 1, empty: undefined }).toString()).toBe('sku=A&sku=B&page=1');
  });

  it('reports the server time of every answer', async () => {
    await backend.session.clock('2026-11-22T10:00:00+07:00');
    const onServerTime = jest.fn();
    const response = await createBackendClient({ baseUrl: TEST_BACKEND, onServerTime }).get<{ healthy: boolean }>(HEALTH);
    expect(response.body.data).toEqual({ healthy: true });
    const answer = seen.find((call) => call.pathname === `/backend/${HEALTH}`)?.answer;
    const traceId = answer?.headers.get('x-b3-traceid');
    expect(traceId).toMatch(/^[0-9a-f]{16}$/);
    expect(response.headers.get('x-b3-traceid')).toBe(traceId);
    // The session's clock runs on from 03:00:00 UTC; `Date` is to the second.
    const date = Date.parse(answer?.headers.get('date') ?? '');
    expect(date).toBeGreaterThanOrEqual(Date.parse('Sun, 22 Nov 2026 03:00:00 GMT'));
    expect(date).toBeLessThan(Date.parse('Sun, 22 Nov 2026 03:00:10 GMT'));
    expect(onServerTime).toHaveBeenCalledWith(date);
  });

  it('turns an error envelope into an ApiError with its code and field messages', async () => {
    await backend.session.fault(`/backend/${CLAIM}`, 'status=400;code=QUOTA_RUN_OUT;field=voucher', { method: 'POST' });
    const error = await createBackendClient({ baseUrl: TEST_BACKEND })
      .post(CLAIM)
      .catch((caught: unknown) => caught);
    const traceId = seen.find((call) => call.pathname === `/backend/${CLAIM}`)?.answer?.headers.get('x-b3-traceid');
    expect(traceId).toMatch(/^[0-9a-f]{16}$/);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'QUOTA_RUN_OUT', traceId });
    expect((error as ApiError).firstFieldError('voucher')).toBe('Simulasi galat QUOTA_RUN_OUT');
  });

  it('names a network failure and a body that is not JSON', async () => {
    await backend.session.fault(`/backend/${HEALTH}`, 'timeout', { method: 'GET', times: 1 });
    // A gateway's HTML page: an answer the simulator never gives.
    backend.server.use(http.get(`${TEST_BACKEND}/html`, () => new HttpResponse('<html/>', { status: 502 })));
    const client = createBackendClient({ baseUrl: TEST_BACKEND });
    await expect(client.get(HEALTH)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    await expect(client.get('html')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('sends the read headers only on reads', async () => {
    const client = createBackendClient({ baseUrl: TEST_BACKEND });
    await client.get(HEALTH);
    await client.post(COLLECT, { json: aBatch });
    expect(seen.map((call) => [call.pathname, call.headers.get('accept-language') !== null])).toEqual([
      [`/backend/${HEALTH}`, true],
      [`/backend/${COLLECT}`, false],
    ]);
  });

  it("asks writes in the shopper's language, as it is when each is sent", async () => {
    let language = 'en';
    const client = createBackendClient({ baseUrl: TEST_BACKEND, writeLanguage: () => language });
    await client.post(COLLECT, { json: aBatch });
    language = 'id';
    await client.post(COLLECT, { json: aBatch });
    expect(seen.map((call) => call.headers.get('accept-language'))).toEqual(['en', 'id']);
    expect(backend.sent('POST', /^\/backend\/_collector\/events$/)).toHaveLength(2);
  });

  it('sends the headers a call carries, beside its JSON body', async () => {
    await createBackendClient({ baseUrl: TEST_BACKEND }).post(COLLECT, { json: aBatch, headers: { 'x-warehouse-code': 'WH-1' } });
    expect(seen.map((call) => call.headers.get('x-warehouse-code'))).toEqual(['WH-1']);
    expect(backend.sent('POST', /^\/backend\/_collector\/events$/).map((call) => call.body)).toEqual([aBatch]);
  });
});
