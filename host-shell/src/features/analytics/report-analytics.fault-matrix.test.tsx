// The fault matrix (tooling/e2e/fault-matrix.e2e.ts) for the analytics collector, through the whole
// host: the collector fails every batch in each way the simulator can fail it. Tracking is best effort
// (spec §9): nothing changes for the shopper, nothing is thrown (a lost batch is only logged), the
// product stays, a variant pick goes through, and its event is still sent on.
import { act, screen, waitFor } from '@testing-library/react';
import type { AnalyticsBatchDto, AnalyticsEvent } from '@pdp/host-contract/analytics';
import { fakeRemote, type FakeRemote } from '../../__tests__/fake-remotes';
import { serveRemote } from '../../__tests__/serve-remote';
import { renderHost } from '../../__tests__/render-host';
import { TEST_BACKEND, startHostBackend } from '../../__tests__/backend-mock';
import { flushAnalytics, setAnalyticsOptOut } from './report-analytics';
import { FAULT_KINDS, watchPageErrors, type FaultKind } from '@pdp/test-kit/fault-matrix';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const backend = startHostBackend();

/** What the host logs of a lost batch, per fault; a 200 is taken as received, whatever its body. */
const LOGGED: Record<FaultKind, RegExp | null> = {
  'status=500': /^Error: collector answered 500$/,
  'status=503': /^Error: collector answered 503$/,
  timeout: /^TypeError/,
  malformed: null,
};

const COLLECTOR = `${TEST_BACKEND}/_collector/events`;
const PAGE = '/p/sepatu-lari-aero/ps--SPL-1';
const VARIANT = '/p/sepatu-lari-aero/is--SPL-1-00002';
const pageView: AnalyticsEvent = { type: 'page-view', vendor: 'RETAIL', productSku: 'SPL-1', itemSku: 'SPL-1-00001' };
const variantChange: AnalyticsEvent = { type: 'variant-change', vendor: 'RETAIL', productSku: 'SPL-1', itemSku: 'SPL-1-00002', previousItemSku: 'SPL-1-00001' };

let retail: FakeRemote;
let warn: jest.SpyInstance;
beforeEach(() => {
  retail = serveRemote(fakeRemote('retail'));
  window.localStorage.clear();
  setAnalyticsOptOut(false);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  flushAnalytics();
  warn.mockRestore();
});
// The e2e's `pageErrors`, and stricter: anything thrown or logged as an error (watched until the
// last batch above is flushed: afterEach hooks run in the order they are declared).
const pageErrors = watchPageErrors();

/** The remote reports an event and the host sends what is queued now (instead of after a second of quiet). */
const reportAndSend = (event: AnalyticsEvent) =>
  act(() => {
    retail.latest().reportAnalytics?.(event);
    flushAnalytics();
  });

const lostBatches = () => warn.mock.calls.filter(([event]) => event === '[host] analytics-batch-lost').map(([, details]) => details as { reason: string });

describe('the fault matrix of the analytics collector', () => {
  it.each(FAULT_KINDS)('analytics collector × %s: says nothing; the product stays, a variant pick goes through, and its event is still sent', async (fault) => {
    // Every batch fails, as the e2e matrix forces it: a session fault.
    await backend.session.fault('/backend/_collector/events', fault, { method: 'POST' });
    /** The batches the collector was sent, each failed. */
    const batches = () => backend.sent('POST', /\/_collector\/events$/).map((call) => call.body as AnalyticsBatchDto);
    window.history.replaceState(null, '', PAGE);
    const { router } = renderHost(PAGE, { config: { analyticsUrl: COLLECTOR } });
    await screen.findByRole('heading', { name: `retail ${PAGE} id anonymous` });
    const shareActivity = await screen.findByRole('checkbox', { name: 'Bagikan aktivitas belanjaku untuk analitik' });

    await reportAndSend(pageView);

    await waitFor(() => expect(batches().map((batch) => batch.events.map((event) => event.type))).toEqual([['page-view']]));
    const logged = LOGGED[fault];
    if (logged) await waitFor(() => expect(lostBatches()).toEqual([{ reason: expect.stringMatching(logged), events: 1 }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Server sedang bermasalah' })).not.toBeInTheDocument();
    expect(shareActivity).toBeChecked();

    act(() => {
      retail.latest().navigate({ path: VARIANT, replace: true, resetScroll: false });
    });
    expect(await screen.findByRole('heading', { name: `retail ${VARIANT} id anonymous` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(VARIANT);
    window.history.replaceState(null, '', VARIANT);
    await reportAndSend(variantChange);

    // The lost batch is not sent again, and the next one is sent on its own.
    await waitFor(() => expect(batches().map((batch) => batch.events.map((event) => event.type))).toEqual([['page-view'], ['variant-change']]));
    expect(batches()[1]?.events[0]).toEqual({ ...variantChange, at: expect.any(String), path: VARIANT });
    if (logged) await waitFor(() => expect(lostBatches()).toHaveLength(2));
    expect(retail.mounts).toHaveLength(1);
    expect(shareActivity).toBeChecked();
    expect(pageErrors).toEqual([]);
  });
});
