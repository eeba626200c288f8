// A mount's server clock follows the `date` headers of its answers (spec §4) to their resolution, one
// second: an answer that agrees with the kept offset within it leaves the clock and its readers alone.
import { TEST_BACKEND, backendServer, http, HttpResponse, startBackendMock } from '../../testing/backend-mock';
import { requireBackendClientAtom, serverClockOffsetAtom } from '../../shared/http/backend-atoms';
import { createMountStore } from './mount-store';

startBackendMock();

const LOCAL_NOW = Date.parse('2026-11-22T03:00:00.000Z');

async function answerDated(store: ReturnType<typeof createMountStore>, date: string, localNow: number) {
  jest.spyOn(Date, 'now').mockReturnValue(localNow);
  backendServer.use(http.get(`${TEST_BACKEND}/ping`, () => HttpResponse.json({ code: 200, status: 'OK', data: 'pong' }, { headers: { date } })));
  await store.get(requireBackendClientAtom).get('ping');
}

describe('the mount’s server clock', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes an answer’s time that differs by a second or more, and leaves one within the header’s second', async () => {
    const store = createMountStore(TEST_BACKEND);
    const changes: number[] = [];
    store.sub(serverClockOffsetAtom, () => changes.push(store.get(serverClockOffsetAtom)));

    await answerDated(store, 'Sun, 22 Nov 2026 03:00:05 GMT', LOCAL_NOW);
    expect(store.get(serverClockOffsetAtom)).toBe(5_000);
    // 300 ms later by the local clock, the same second by the server's: 4.7 s, within its second.
    await answerDated(store, 'Sun, 22 Nov 2026 03:00:05 GMT', LOCAL_NOW + 300);
    await answerDated(store, 'Sun, 22 Nov 2026 03:00:06 GMT', LOCAL_NOW + 999);
    expect(changes).toEqual([5_000]);
    // The server's clock moved (a session clock set, a corrected server): taken at once.
    await answerDated(store, 'Sun, 22 Nov 2026 04:00:05 GMT', LOCAL_NOW + 1_000);
    expect(changes).toEqual([5_000, 3_604_000]);
    await answerDated(store, 'Sun, 22 Nov 2026 03:00:02 GMT', LOCAL_NOW + 1_000);
    expect(changes).toEqual([5_000, 3_604_000, 1_000]);
  });
});
