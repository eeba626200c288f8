// An arrival through an affiliate link, through the whole host (router, page meta) with the backend
// mocked at the network: the session is opened behind the switch and the content's config, the
// commission recorded on a product page, and the address loses the link's parameters either way.
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { AffiliateConfigDto } from '@pdp/backend-api/affiliate';
import { fakeRemote } from '../../__tests__/fake-remotes';
import { serveRemote } from '../../__tests__/serve-remote';
import { renderHost } from '../../__tests__/render-host';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '../../__tests__/backend-mock';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

startBackendMock();

const PRODUCT = '/p/sepatu/ps--SPL-1';
const LINK = '?pid=AFF-77&c=harbolnas&af_channel=social&qty=2';
const CONFIG: AffiliateConfigDto = { enabled: true, channels: ['app', 'social'], commissionEnabled: true };

/** The affiliate calls the host makes, in order, with their bodies. */
function serveAffiliate({ config = () => envelope(CONFIG), session = () => envelope({ sessionId: 'S-1', expiresAt: '2026-12-03T00:00:00.000Z' }) } = {}) {
  const calls: { call: string; body?: unknown }[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/common/content/affiliate-config`, () => (calls.push({ call: 'config' }), config())),
    http.post(`${TEST_BACKEND}/affiliate/session`, async ({ request }) => (calls.push({ call: 'session', body: await request.json() }), session())),
    http.post(`${TEST_BACKEND}/affiliate/commission`, async ({ request }) => {
      calls.push({ call: 'commission', body: await request.json() });
      return envelope({ productSku: 'SPL-1', ratePercent: 5 });
    }),
  );
  return calls;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  serveRemote(fakeRemote('retail'));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** A page view (the one before, if any, is gone). */
async function arrive(path: string, affiliateEnabled = true) {
  cleanup();
  const { router } = renderHost(path, { config: { affiliateEnabled } });
  // The link's parameters leave the address in any case; what is not the link's stays.
  await waitFor(() => expect(router.state.location.search).toBe(path.includes('qty=2') ? '?qty=2' : ''));
  await screen.findByRole('heading', { name: /^retail / });
  return router;
}

describe('an arrival through an affiliate link', () => {
  it('opens a session for the page landed on and records the product’s commission for it', async () => {
    const calls = serveAffiliate();
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(calls.map(({ call }) => call)).toEqual(['config', 'session', 'commission']));
    expect(calls[1]?.body).toEqual({ affiliateId: 'AFF-77', campaign: 'harbolnas', channel: 'social', landingPath: PRODUCT });
    expect(calls[2]?.body).toEqual({ sessionId: 'S-1', productId: 'ps--SPL-1' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks for nothing with the switch off, or without an affiliate id', async () => {
    const calls = serveAffiliate();
    await arrive(`${PRODUCT}${LINK}`, false);
    await arrive(`${PRODUCT}?c=harbolnas&af_channel=social&qty=2`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('opens no session when the config turns links off or does not take the link’s channel', async () => {
    let config: AffiliateConfigDto = { ...CONFIG, enabled: false };
    const calls = serveAffiliate({ config: () => envelope(config) });
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(calls.map(({ call }) => call)).toEqual(['config']));
    config = CONFIG;
    await arrive(`${PRODUCT}?pid=AFF-77&af_channel=email`);
    await waitFor(() => expect(calls.map(({ call }) => call)).toEqual(['config', 'config']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(2);
  });

  it('records no commission off a product page, or when the config says not to', async () => {
    const calls = serveAffiliate({ config: () => envelope(CONFIG) });
    backendServer.use(http.get(`${TEST_BACKEND}/search/homepage-recommendation`, () => envelope([])));
    renderHost(`/tidak/ada${LINK}`, { config: { affiliateEnabled: true } });
    await waitFor(() => expect(calls.map(({ call }) => call)).toEqual(['config', 'session']));
    expect(calls[1]?.body).toMatchObject({ landingPath: '/tidak/ada' });
    const noCommission = serveAffiliate({ config: () => envelope({ ...CONFIG, commissionEnabled: false }) });
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(noCommission.map(({ call }) => call)).toEqual(['config', 'session']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(noCommission).toHaveLength(2);
  });

  it('keeps the page as it is when a call fails or answers nonsense, and only logs it', async () => {
    const calls = serveAffiliate({ config: () => HttpResponse.json({ code: 503, status: 'UNAVAILABLE', data: null }, { status: 503 }) });
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[host] affiliate-session-failed', { reason: 'HostApiError: Backend call failed: 503 UNAVAILABLE' }));
    const nonsense = serveAffiliate({ config: () => envelope({ enabled: 'yes' }) });
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[host] affiliate-session-failed', { reason: 'Error: malformed affiliate config' }));
    const refused = serveAffiliate({ session: () => HttpResponse.json({ code: 400, status: 'BAD_REQUEST', data: null }, { status: 400 }) });
    await arrive(`${PRODUCT}${LINK}`);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[host] affiliate-session-failed', { reason: 'HostApiError: Backend call failed: 400 BAD_REQUEST' }));
    expect([...calls, ...nonsense, ...refused].map(({ call }) => call)).toEqual(['config', 'config', 'config', 'session']);
    expect(screen.getByRole('heading', { name: /^retail / })).toBeInTheDocument();
  });
});
