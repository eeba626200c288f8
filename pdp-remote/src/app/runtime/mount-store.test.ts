// A mount's server clock follows the `date` headers of its answers (spec §4) as far as they say something
// new: a truer reading, or a server clock that moved; the rest leave the clock and its readers alone.
// The backend is the simulator (mounted in MSW), whose answers' `date` header is the session's clock.
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { requireBackendClientAtom, serverClockOffsetAtom } from '../../shared/http/backend-atoms';
import { createMountStore } from './mount-store';

const backend = startSimulatorBackend(TEST_BACKEND);

const LOCAL_NOW = Date.parse('2026-11-22T03:00:00.000Z');

/**
 * A call of the mount answered with the `date` header `date`, read at the local time `localNow`: the
 * session's clock is set to `date` at that local time, which stands still (`Date.now`) until the answer.
 */
async function answerDated(store: ReturnType<typeof createMountStore>, date: string, localNow: number) {
  jest.spyOn(Date, 'now').mockReturnValue(localNow);
  await backend.session.clock(new Date(date).toISOString());
  await store.get(requireBackendClientAtom).get('common/content/product-configs');
}

describe('the mount’s server clock', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes a reading a quarter second later or a second earlier than its own, and leaves the rest', async () => {
    const store = createMountStore(TEST_BACKEND);
    const changes: number[] = [];
    store.sub(serverClockOffsetAtom, () => changes.push(store.get(serverClockOffsetAtom)));

    await answerDated(store, 'Sun, 22 Nov 2026 03:00:05 GMT', LOCAL_NOW + 400);
    expect(store.get(serverClockOffsetAtom)).toBe(4_600);
    // Readings up to a second behind the kept one, or less than a quarter second ahead: nothing new.
    await answerDated(store, 'Sun, 22 Nov 2026 03:00:05 GMT', LOCAL_NOW + 1_399);
    await answerDated(store, 'Sun, 22 Nov 2026 03:00:06 GMT', LOCAL_NOW + 1_551);
    expect(changes).toEqual([4_600]);
    // A truer reading: the server's second had just begun.
    await answerDated(store, 'Sun, 22 Nov 2026 03:00:06 GMT', LOCAL_NOW + 1_050);
    expect(changes).toEqual([4_600, 4_950]);
    // The server's clock moved, forward or back (a session clock set, a corrected server): taken at once.
    await answerDated(store, 'Sun, 22 Nov 2026 04:00:06 GMT', LOCAL_NOW + 1_050);
    await answerDated(store, 'Sun, 22 Nov 2026 03:00:02 GMT', LOCAL_NOW + 1_050);
    expect(changes).toEqual([4_600, 4_950, 3_604_950, 950]);
  });
});
