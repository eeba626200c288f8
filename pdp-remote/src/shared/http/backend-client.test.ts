import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '@pdp/test-kit/backend-mock';
import { createBackendClient, toSearchParams } from './backend-client';
import { ApiError } from './api-error';

startBackendMock();

describe('the backend client', () => {
  it('repeats list parameters and skips undefined ones', () => {
    expect(toSearchParams({ sku: ['A', 'B'], page: 1, empty: undefined }).toString()).toBe('sku=A&sku=B&page=1');
  });

  it('reports the server time of every answer', async () => {
    backendServer.use(http.get(`${TEST_BACKEND}/ping`, () => envelope('pong')));
    const onServerTime = jest.fn();
    const response = await createBackendClient({ baseUrl: TEST_BACKEND, onServerTime }).get<string>('ping');
    expect(response.body.data).toBe('pong');
    expect(response.headers.get('x-b3-traceid')).toBe('abc123');
    expect(onServerTime).toHaveBeenCalledWith(Date.parse('Sun, 22 Nov 2026 03:00:00 GMT'));
  });

  it('turns an error envelope into an ApiError with its code and field messages', async () => {
    backendServer.use(
      http.post(`${TEST_BACKEND}/claim`, () =>
        HttpResponse.json(
          { code: 400, status: 'QUOTA_RUN_OUT', data: null, errors: { voucher: ['Kuota habis'] } },
          { status: 400, headers: { 'x-b3-traceid': 't-1' } },
        ),
      ),
    );
    const error = await createBackendClient({ baseUrl: TEST_BACKEND })
      .post('claim')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'QUOTA_RUN_OUT', traceId: 't-1' });
    expect((error as ApiError).firstFieldError('voucher')).toBe('Kuota habis');
  });

  it('names a network failure and a body that is not JSON', async () => {
    backendServer.use(
      http.get(`${TEST_BACKEND}/down`, () => HttpResponse.error()),
      http.get(`${TEST_BACKEND}/html`, () => new HttpResponse('<html/>', { status: 502 })),
    );
    const client = createBackendClient({ baseUrl: TEST_BACKEND });
    await expect(client.get('down')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    await expect(client.get('html')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('sends the read headers only on reads', async () => {
    const seen: Record<string, string | null> = {};
    backendServer.use(
      http.post(`${TEST_BACKEND}/write`, ({ request }) => {
        seen.language = request.headers.get('accept-language');
        return envelope(null);
      }),
    );
    await createBackendClient({ baseUrl: TEST_BACKEND }).post('write', { json: { a: 1 } });
    expect(seen.language).toBeNull();
  });

  it("asks writes in the shopper's language, as it is when each is sent", async () => {
    const seen: (string | null)[] = [];
    backendServer.use(
      http.post(`${TEST_BACKEND}/write`, ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return envelope(null);
      }),
    );
    let language = 'en';
    const client = createBackendClient({ baseUrl: TEST_BACKEND, writeLanguage: () => language });
    await client.post('write');
    language = 'id';
    await client.post('write');
    expect(seen).toEqual(['en', 'id']);
  });

  it('sends the headers a call carries, beside its JSON body', async () => {
    const seen: Record<string, string | null> = {};
    backendServer.use(
      http.post(`${TEST_BACKEND}/stores`, async ({ request }) => {
        seen.warehouse = request.headers.get('x-warehouse-code');
        seen.body = await request.text();
        return envelope([]);
      }),
    );
    await createBackendClient({ baseUrl: TEST_BACKEND }).post('stores', { json: { itemSku: 'A' }, headers: { 'x-warehouse-code': 'WH-1' } });
    expect(seen).toEqual({ warehouse: 'WH-1', body: '{"itemSku":"A"}' });
  });
});
