// The backend's base URL the retail remote's tests mount with, and the answer shapes a test writes by
// hand: `server.use(...)` on the simulator backend (`./simulator-backend`) for an answer the simulator
// has no way to give, in the backend's envelope.
import { http, HttpResponse, type JsonBodyType } from 'msw';

export const TEST_BACKEND = 'http://pdp.test/backend';

/** The backend's envelope around `data` (a refusal: `status` and `code`), with the headers its answers carry. */
export const envelope = (data: JsonBodyType, init: { status?: number; code?: string } = {}) =>
  HttpResponse.json(
    { code: init.status ?? 200, status: init.code ?? 'OK', data },
    { status: init.status ?? 200, headers: { date: 'Sun, 22 Nov 2026 03:00:00 GMT', 'x-b3-traceid': 'abc123' } },
  );

export { http, HttpResponse };
