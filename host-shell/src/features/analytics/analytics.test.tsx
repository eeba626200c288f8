// The reference host's analytics (spec §9 tracking, contract 1.14): what a remote reports is stamped
// and sent in batches to the configured collector (after a second of quiet, at 20 events, or when the
// page is hidden), with the path but never its query; nothing is sent once the shopper opts out in
// the footer, and a collector that fails costs the shopper nothing.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsBatchDto, AnalyticsEvent } from '@pdp/host-contract/analytics';
import { ANALYTICS_OPT_OUT_KEY } from '@pdp/host-contract/storage-keys';
import { fakeRemote, type FakeRemote } from '../../__tests__/fake-remotes';
import { serveRemote } from '../../__tests__/serve-remote';
import { renderHost } from '../../__tests__/render-host';
import { TEST_BACKEND, startHostBackend } from '../../__tests__/backend-mock';
import { flushAnalytics, setAnalyticsOptOut } from './report-analytics';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const backend = startHostBackend();

const COLLECTOR = `${TEST_BACKEND}/_collector/events`;
const PAGE = '/p/sepatu-lari-aero/ps--SPL-1';
const pageView: AnalyticsEvent = { type: 'page-view', vendor: 'RETAIL', productSku: 'SPL-1', itemSku: 'SPL-1-00001' };
const addToBag: AnalyticsEvent = { type: 'add-to-bag', vendor: 'RETAIL', itemSku: 'SPL-1-00001', quantity: 2 };

let retail: FakeRemote;

/** The batches the collector (the simulator's) was sent in the test, failed or not. */
const batches = () => backend.sent('POST', /\/_collector\/events$/).map((call) => call.body as AnalyticsBatchDto);

/** The batches the page hands to the network from now on, counted as it sends them (a flush calls fetch at once). */
function watchCollectorCalls() {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  return {
    count: () => fetchSpy.mock.calls.filter(([input]) => String(input) === COLLECTOR).length,
    stop: () => fetchSpy.mockRestore(),
  };
}

async function openPage(path = PAGE) {
  window.history.replaceState(null, '', path);
  const view = renderHost(path, { config: { analyticsUrl: COLLECTOR } });
  await screen.findByRole('heading', { name: /^retail / });
  return view;
}

const report = (event: AnalyticsEvent) => act(() => retail.latest().reportAnalytics?.(event));

beforeEach(() => {
  retail = serveRemote(fakeRemote('retail'));
  window.localStorage.clear();
  setAnalyticsOptOut(false);
});

afterEach(() => flushAnalytics());

describe('sending what the remote reports', () => {
  it('sends the events of a second in one batch, stamped with the time and the path without its query', async () => {
    await openPage(`${PAGE}?utm_source=mail&share_link=abc`);
    const before = Date.now();

    report(pageView);
    report(addToBag);

    expect(batches()).toEqual([]);
    await waitFor(() => expect(batches()).toHaveLength(1), { timeout: 3000 });
    expect(batches()[0]?.events).toEqual([
      { ...pageView, at: expect.any(String), path: PAGE },
      { ...addToBag, at: expect.any(String), path: PAGE },
    ]);
    expect(Date.parse(batches()[0]?.events[0]?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('sends at once when 20 events are waiting, and what is waiting when the page is hidden', async () => {
    await openPage();
    for (let index = 0; index < 20; index += 1) report({ ...addToBag, quantity: index + 1 });
    await waitFor(() => expect(batches()).toHaveLength(1));
    expect(batches()[0]?.events).toHaveLength(20);

    report(pageView);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await waitFor(() => expect(batches()).toHaveLength(2));
    expect(batches()[1]?.events.map((event) => event.type)).toEqual(['page-view']);
  });

  it('drops a batch the collector refuses or never answers, with a warning, and sends the next one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await backend.session.fault('/backend/_collector/events', 'status=503', { times: 1 });
    await openPage();
    report(pageView);
    act(() => flushAnalytics());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[host] analytics-batch-lost', { reason: 'Error: collector answered 503', events: 1 }));
    expect(screen.getByRole('heading', { name: /^retail / })).toBeInTheDocument();

    report(addToBag);
    act(() => flushAnalytics());
    await waitFor(() => expect(backend.sent('POST', /\/_collector\/events$/).filter((call) => call.answered)).toHaveLength(2));
    expect(batches()[1]?.events.map((event) => event.type)).toEqual(['add-to-bag']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("reads the collector's answer, accepted or refused, so the request ends", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openPage();
    // The answers the page got from the collector: an unread one holds its request open (Chromium).
    const answers: Response[] = [];
    const sent = globalThis.fetch;
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await sent(input, init);
      if (String(input) === COLLECTOR) answers.push(response);
      return response;
    });

    report(pageView);
    act(() => flushAnalytics());
    await waitFor(() => expect(answers).toHaveLength(1));
    await backend.session.fault('/backend/_collector/events', 'status=503', { times: 1 });
    report(addToBag);
    act(() => flushAnalytics());
    await waitFor(() => expect(answers).toHaveLength(2));

    await waitFor(() =>
      expect(answers.map((answer) => [answer.status, answer.bodyUsed])).toEqual([
        [202, true],
        [503, true],
      ]),
    );
    fetchSpy.mockRestore();
    warn.mockRestore();
  });

  it('sends nothing without a collector in the run-time configuration', async () => {
    window.history.replaceState(null, '', PAGE);
    renderHost(PAGE);
    await screen.findByRole('heading', { name: /^retail / });
    const collectorCalls = watchCollectorCalls();
    report(pageView);
    act(() => flushAnalytics());
    expect(collectorCalls.count()).toBe(0);
    collectorCalls.stop();
    expect(batches()).toEqual([]);
    expect(screen.queryByRole('checkbox', { name: 'Bagikan aktivitas belanjaku untuk analitik' })).not.toBeInTheDocument();
  });
});

describe('the opt-out in the footer', () => {
  it('is on by default; switching it off drops what was waiting and sends nothing more, and the choice is kept', async () => {
    await openPage();
    const choice = await screen.findByRole('checkbox', { name: 'Bagikan aktivitas belanjaku untuk analitik' });
    expect(choice).toBeChecked();
    expect(choice).toHaveAccessibleDescription('Kalau dimatikan, aktivitasmu di halaman ini tidak dikirim untuk analitik.');

    const collectorCalls = watchCollectorCalls();
    report(pageView);
    await userEvent.click(choice);
    expect(choice).not.toBeChecked();
    expect(window.localStorage.getItem(ANALYTICS_OPT_OUT_KEY)).toBe('1');
    report(addToBag);
    act(() => flushAnalytics());
    expect(collectorCalls.count()).toBe(0);
    collectorCalls.stop();
    expect(batches()).toEqual([]);

    await userEvent.click(choice);
    expect(window.localStorage.getItem(ANALYTICS_OPT_OUT_KEY)).toBeNull();
    report(addToBag);
    act(() => flushAnalytics());
    await waitFor(() => expect(batches()).toHaveLength(1));
    expect(batches()[0]?.events.map((event) => event.type)).toEqual(['add-to-bag']);
  });

  it('speaks English when chosen', async () => {
    window.history.replaceState(null, '', PAGE);
    renderHost(PAGE, { locale: 'en', config: { analyticsUrl: COLLECTOR } });
    expect(await screen.findByRole('checkbox', { name: 'Share my shopping activity for analytics' })).toHaveAccessibleDescription(
      'When off, what you do on this page is not sent for analytics.',
    );
  });
});
