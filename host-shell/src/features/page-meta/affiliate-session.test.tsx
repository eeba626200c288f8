// An arrival through an affiliate link, through the whole host (router, page meta) on the simulator:
// the session is opened behind the switch and the content's config, the commission recorded on a
// product page, and the address loses the link's parameters either way.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { AffiliateConfigDto } from '@pdp/backend-api/affiliate';
import { fakeRemote } from '../../__tests__/fake-remotes';
import { serveRemote } from '../../__tests__/serve-remote';
import { renderHost } from '../../__tests__/render-host';
import { HttpResponse, TEST_BACKEND, http, startHostBackend } from '../../__tests__/backend-mock';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const backend = startHostBackend();

/** The running shoes (sepatu-lari-aero-run.json). */
const PRODUCT = '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001';
const LINK = '?pid=AFF-77&c=harbolnas&af_channel=social&qty=2';
/** The simulator's affiliate config (handlers/affiliate.ts): links from the app, the web and social, with commission. */
const CONFIG: AffiliateConfigDto = { enabled: true, channels: ['app', 'web', 'social'], commissionEnabled: true };

const CALLS: Record<string, string> = { 'common/content/affiliate-config': 'config', 'affiliate/session': 'session', 'affiliate/commission': 'commission' };
const AFFILIATE = /\/(common\/content\/affiliate-config|affiliate\/session|affiliate\/commission)$/;

let fetchSpy: jest.SpyInstance;
let warn: jest.SpyInstance;
beforeEach(() => {
  serveRemote(fakeRemote('retail'));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetchSpy = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  warn.mockRestore();
});

/** The affiliate calls the page made, in order, counted as it makes them (each a fetch, failed or not). */
const affiliateCalls = () => fetchSpy.mock.calls.flatMap(([input]) => CALLS[String(input).slice(`${TEST_BACKEND}/`.length)] ?? []);
/** The JSON body the simulator got with the page's POST calls to `path`. */
const bodiesTo = (path: RegExp) => backend.sent('POST', path).map((call) => call.body);

/** Until the page's `count` affiliate calls have had their answers, and what it does on them at once is done. */
async function affiliateAnswered(count: number) {
  await waitFor(() => expect(backend.sent('GET', AFFILIATE).length + backend.sent('POST', AFFILIATE).length).toBe(count));
  await waitFor(() => expect([...backend.sent('GET', AFFILIATE), ...backend.sent('POST', AFFILIATE)].every((call) => call.answered)).toBe(true));
  await act(async () => {
    await Promise.resolve();
  });
}

/** The content's affiliate config answers `data` (the simulator's is fixed: links on, commission on). */
const serveConfig = (data: unknown) =>
  backend.server.use(http.get(`${TEST_BACKEND}/common/content/affiliate-config`, () => HttpResponse.json({ code: 200, status: 'OK', data }), { once: true }));

/** A page view (the one before, if any, is gone). */
async function arrive(path: string, affiliateEnabled = true) {
  cleanup();
  const { router } = renderHost(path, { config: { affiliateEnabled } });
  // The link's parameters leave the address in any case; what is not the link's stays.
  await waitFor(() => expect(router.state.location.search).toBe(path.includes('qty=2') ? '?qty=2' : ''));
  await screen.findByRole('heading', { name: /^retail / });
  return router;
}

/** The affiliate sessions the simulator opened in the test's session, with the commissions recorded for them. */
async function collectedSessions() {
  const answer = await fetch(`${TEST_BACKEND}/_simulator/collected`);
  return ((await answer.json()) as { data: { affiliateSessions: { sessionId: string; commissions: unknown[] }[] } }).data.affiliateSessions;
}

describe('an arrival through an affiliate link', () => {
  it('opens a session for the page landed on and records the product’s commission for it', async () => {
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(affiliateCalls()).toEqual(['config', 'session', 'commission']));
    await affiliateAnswered(3);
    expect(bodiesTo(/\/affiliate\/session$/)).toEqual([{ affiliateId: 'AFF-77', campaign: 'harbolnas', channel: 'social', landingPath: PRODUCT }]);
    const [opened] = await collectedSessions();
    expect(bodiesTo(/\/affiliate\/commission$/)).toEqual([{ sessionId: opened?.sessionId, productId: 'ps--SPL-60001' }]);
    expect(opened?.commissions).toEqual([{ productSku: 'SPL-60001', ratePercent: 5 }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks for nothing with the switch off, or without an affiliate id', async () => {
    await arrive(`${PRODUCT}${LINK}`, false);
    await arrive(`${PRODUCT}?c=harbolnas&af_channel=social&qty=2`);
    // The rule ran on both addresses (each lost its link), and an affiliate call is made as it runs.
    expect(affiliateCalls()).toEqual([]);
  });

  it('opens no session when the config turns links off or does not take the link’s channel', async () => {
    serveConfig({ ...CONFIG, enabled: false });
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(affiliateCalls()).toEqual(['config']));
    await affiliateAnswered(1);
    await arrive(`${PRODUCT}?pid=AFF-77&af_channel=email`);
    await waitFor(() => expect(affiliateCalls()).toEqual(['config', 'config']));
    await affiliateAnswered(2);
    expect(affiliateCalls()).toEqual(['config', 'config']);
    expect(await collectedSessions()).toEqual([]);
  });

  it('records no commission off a product page, or when the config says not to', async () => {
    renderHost(`/tidak/ada${LINK}`, { config: { affiliateEnabled: true } });
    await waitFor(() => expect(affiliateCalls()).toEqual(['config', 'session']));
    await affiliateAnswered(2);
    expect(affiliateCalls()).toEqual(['config', 'session']);
    expect(bodiesTo(/\/affiliate\/session$/)[0]).toMatchObject({ landingPath: '/tidak/ada' });
    serveConfig({ ...CONFIG, commissionEnabled: false });
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(affiliateCalls()).toEqual(['config', 'session', 'config', 'session']));
    await affiliateAnswered(4);
    expect(affiliateCalls()).toEqual(['config', 'session', 'config', 'session']);
    expect((await collectedSessions()).map((opened) => opened.commissions)).toEqual([[], []]);
  });

  it('keeps the page as it is when a call fails or answers nonsense, and only logs it', async () => {
    await backend.session.fault('/backend/common/content/affiliate-config', 'status=503', { method: 'GET', times: 1 });
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[host] affiliate-session-failed', { reason: 'HostApiError: Backend call failed: 503 SERVICE_UNAVAILABLE' }),
    );
    serveConfig({ enabled: 'yes' });
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[host] affiliate-session-failed', { reason: 'Error: malformed affiliate config' }));
    await backend.session.fault('/backend/affiliate/session', 'status=400', { method: 'POST', times: 1 });
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[host] affiliate-session-failed', { reason: 'HostApiError: Backend call failed: 400 BAD_REQUEST' }));
    await affiliateAnswered(4);
    expect(affiliateCalls()).toEqual(['config', 'config', 'config', 'session']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading', { name: /^retail / })).toBeInTheDocument();
  });
});
