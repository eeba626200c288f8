// The fault matrix (tooling/e2e/fault-matrix/rows/host-shell.ts) for the host's affiliate calls,
// through the whole host (router, page meta) with the backend mocked at the network: a shopper lands
// on a product through an affiliate link, and one of the three calls fails (every time) in each way
// the simulator can fail it. Nothing changes for the shopper: the address still loses the link, the
// product stays on screen with no error shown, nothing is thrown (the failure is only logged), and a
// variant pick still goes through the host to the remote.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { AffiliateConfigDto } from '@pdp/backend-api/affiliate';
import { fakeRemote, type FakeRemote } from '../../__tests__/fake-remotes';
import { serveRemote } from '../../__tests__/serve-remote';
import { renderHost } from '../../__tests__/render-host';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../__tests__/backend-mock';
import { FAULT_KINDS, faultHandler, watchPageErrors, type FaultKind } from '@pdp/test-kit/fault-matrix';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

startBackendMock();

/** What the host logs for each fault (`callBackend`'s HostApiError): the shopper sees none of it. */
const LOGGED: Record<FaultKind, string> = {
  'status=500': 'HostApiError: Backend call failed: 500 ERROR',
  'status=503': 'HostApiError: Backend call failed: 503 ERROR',
  timeout: 'HostApiError: Backend call failed: 0 NETWORK_ERROR',
  malformed: 'HostApiError: Backend call failed: 200 MALFORMED_RESPONSE',
};

const PRODUCT = '/p/sepatu-lari-aero/ps--SPL-1';
const LANDING = `${PRODUCT}?pid=AFF-77&af_channel=social`;
const CONFIG: AffiliateConfigDto = { enabled: true, channels: ['social'], commissionEnabled: true };

/** Each row's call, and the calls made when it fails: the chain stops at the one that failed. */
const CALLS = {
  'affiliate config': { name: 'config', method: 'GET', url: `${TEST_BACKEND}/common/content/affiliate-config`, made: ['config'] },
  'affiliate session': { name: 'session', method: 'POST', url: `${TEST_BACKEND}/affiliate/session`, made: ['config', 'session'] },
  'affiliate commission': { name: 'commission', method: 'POST', url: `${TEST_BACKEND}/affiliate/commission`, made: ['config', 'session', 'commission'] },
} as const;

/** The three calls answered as the backend would, each recorded as it is made (failed or not). */
function serveAffiliate() {
  const made: string[] = [];
  backendServer.use(
    http.get(CALLS['affiliate config'].url, () => (made.push('config'), envelope(CONFIG))),
    http.post(CALLS['affiliate session'].url, () => (made.push('session'), envelope({ sessionId: 'S-1', expiresAt: '2026-12-03T00:00:00.000Z' }))),
    http.post(CALLS['affiliate commission'].url, () => (made.push('commission'), envelope({ productSku: 'SPL-1', ratePercent: 5 }))),
  );
  return made;
}

let retail: FakeRemote;
let warn: jest.SpyInstance;
beforeEach(() => {
  retail = serveRemote(fakeRemote('retail'));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
// The e2e's `pageErrors`, and stricter: anything thrown or logged as an error.
const pageErrors = watchPageErrors();
afterEach(() => {
  warn.mockRestore();
  cleanup();
});

describe('the fault matrix of an arrival through an affiliate link', () => {
  describe.each(Object.entries(CALLS))('%s', (call, { name, method, url, made }) => {
    it.each(FAULT_KINDS)(`${call} × %s: says nothing; the address loses the link, the product stays, and a variant pick goes through`, async (fault) => {
      const calls = serveAffiliate();
      // The failing call is recorded too (the first handler listed is asked first, and passes it on).
      backendServer.use(
        http[method === 'GET' ? 'get' : 'post'](url, () => void calls.push(name)),
        faultHandler(method, url, fault),
      );
      const { router } = renderHost(LANDING, { config: { affiliateEnabled: true } });

      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(await screen.findByRole('heading', { name: `retail ${PRODUCT} id anonymous` })).toBeInTheDocument();
      // The failure is only logged, once the chain stopped at the call that failed.
      await waitFor(() => expect(warn).toHaveBeenCalledWith('[host] affiliate-session-failed', { reason: LOGGED[fault] }));
      expect(calls).toEqual(made);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Server sedang bermasalah' })).not.toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();

      act(() => {
        retail.latest().navigate({ path: '/p/sepatu-lari-aero/is--SPL-1-00002', replace: true, resetScroll: false });
      });

      expect(await screen.findByRole('heading', { name: 'retail /p/sepatu-lari-aero/is--SPL-1-00002 id anonymous' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/p/sepatu-lari-aero/is--SPL-1-00002');
      expect(retail.mounts).toHaveLength(1);
      // A link is followed once: the pick asks for nothing more.
      expect(calls).toEqual(made);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(pageErrors).toEqual([]);
    });
  });
});
