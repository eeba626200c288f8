// The fault matrix (tooling/e2e/fault-matrix/rows/host-shell.ts) for the host's affiliate calls,
// through the whole host (router, page meta) on the simulator: a shopper lands
// on a product through an affiliate link, and one of the three calls fails (every time) in each way
// the simulator can fail it. Nothing changes for the shopper: the address still loses the link, the
// product stays on screen with no error shown, nothing is thrown (the failure is only logged), and a
// variant pick still goes through the host to the remote.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { fakeRemote, type FakeRemote } from '../../__tests__/fake-remotes';
import { serveRemote } from '../../__tests__/serve-remote';
import { renderHost } from '../../__tests__/render-host';
import { TEST_BACKEND, startHostBackend } from '../../__tests__/backend-mock';
import { FAULT_KINDS, watchPageErrors, type FaultKind } from '@pdp/test-kit/fault-matrix';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const backend = startHostBackend();

/** What the host logs for each fault (`callBackend`'s HostApiError): the shopper sees none of it. */
const LOGGED: Record<FaultKind, string> = {
  'status=500': 'HostApiError: Backend call failed: 500 INTERNAL_SERVER_ERROR',
  'status=503': 'HostApiError: Backend call failed: 503 SERVICE_UNAVAILABLE',
  timeout: 'HostApiError: Backend call failed: 0 NETWORK_ERROR',
  malformed: 'HostApiError: Backend call failed: 200 MALFORMED_RESPONSE',
};

/** The running shoes (sepatu-lari-aero-run.json) and a variant of theirs. */
const PRODUCT = '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001';
const VARIANT = '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00002';
const LANDING = `${PRODUCT}?pid=AFF-77&af_channel=social`;

/** Each row's call (the simulator's path), and the calls made when it fails: the chain stops at the one that failed. */
const CALLS = {
  'affiliate config': { method: 'GET', path: '/backend/common/content/affiliate-config', made: ['config'] },
  'affiliate session': { method: 'POST', path: '/backend/affiliate/session', made: ['config', 'session'] },
  'affiliate commission': { method: 'POST', path: '/backend/affiliate/commission', made: ['config', 'session', 'commission'] },
} as const;
const NAMES: Record<string, string> = { 'common/content/affiliate-config': 'config', 'affiliate/session': 'session', 'affiliate/commission': 'commission' };

let retail: FakeRemote;
let warn: jest.SpyInstance;
let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  retail = serveRemote(fakeRemote('retail'));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
/** The affiliate calls the page made, in order, counted as it makes them (each a fetch, failed or not). */
const affiliateCalls = () => fetchSpy.mock.calls.flatMap(([input]) => NAMES[String(input).slice(`${TEST_BACKEND}/`.length)] ?? []);
// The e2e's `pageErrors`, and stricter: anything thrown or logged as an error.
const pageErrors = watchPageErrors();
afterEach(() => {
  fetchSpy.mockRestore();
  warn.mockRestore();
  cleanup();
});

describe('the fault matrix of an arrival through an affiliate link', () => {
  describe.each(Object.entries(CALLS))('%s', (call, { method, path, made }) => {
    it.each(FAULT_KINDS)(`${call} × %s: says nothing; the address loses the link, the product stays, and a variant pick goes through`, async (fault) => {
      // The call fails every time, as the e2e matrix forces it: a session fault.
      await backend.session.fault(path, fault, { method });
      const { router } = renderHost(LANDING, { config: { affiliateEnabled: true } });

      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(await screen.findByRole('heading', { name: `retail ${PRODUCT} id anonymous` })).toBeInTheDocument();
      // The failure is only logged, once the chain stopped at the call that failed.
      await waitFor(() => expect(warn).toHaveBeenCalledWith('[host] affiliate-session-failed', { reason: LOGGED[fault] }));
      expect(affiliateCalls()).toEqual(made);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Server sedang bermasalah' })).not.toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();

      act(() => {
        retail.latest().navigate({ path: VARIANT, replace: true, resetScroll: false });
      });

      expect(await screen.findByRole('heading', { name: `retail ${VARIANT} id anonymous` })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(VARIANT);
      expect(retail.mounts).toHaveLength(1);
      // A link is followed once: the pick asks for nothing more.
      expect(affiliateCalls()).toEqual(made);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(pageErrors).toEqual([]);
    });
  });
});
