// Affiliate arrivals against the real simulator (contract affiliate.ts): the config as content, a
// session per arrival kept for the shopper's session only, and the commission of the product landed on.
import type { AffiliateCommissionDto, AffiliateConfigDto, AffiliateSessionDto } from '@pdp/backend-api/affiliate';
import { simulatorPerFile } from './test-simulator';
import type { AffiliateSessionRecord } from './sessions';

const simulator = simulatorPerFile();
const arrival = { affiliateId: 'AFF-77', campaign: 'harbolnas', channel: 'social', landingPath: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001' };
const sessionsOf = async (session: Awaited<ReturnType<typeof simulator.session>>) =>
  (await session.call<{ affiliateSessions: AffiliateSessionRecord[] }>('/_simulator/collected')).body.data.affiliateSessions;

describe('affiliate arrivals', () => {
  it('serves the affiliate config as content', async () => {
    const shopper = await simulator.session();
    const answer = await shopper.call<AffiliateConfigDto>('/common/content/affiliate-config');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ enabled: true, channels: ['app', 'web', 'social'], commissionEnabled: true });
  });

  it('opens a session for a week, records the commission of the product landed on once, for this shopper only', async () => {
    const shopper = await simulator.session();
    const other = await simulator.session();
    const opened = await shopper.call<AffiliateSessionDto>('/affiliate/session', { json: arrival });
    expect(opened.status).toBe(200);
    const days = (Date.parse(opened.body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const commission = { sessionId: opened.body.data.sessionId, productId: 'ps--SPL-60001' };
    const first = await shopper.call<AffiliateCommissionDto>('/affiliate/commission', { json: commission });
    expect(first.body.data).toEqual({ productSku: 'SPL-60001', ratePercent: 5 });
    // The same product by one of its items: recorded once.
    await shopper.call('/affiliate/commission', { json: { ...commission, productId: 'is--SPL-60001-00002' } });
    expect(await sessionsOf(shopper)).toEqual([{ ...arrival, ...opened.body.data, commissions: [{ productSku: 'SPL-60001', ratePercent: 5 }] }]);
    expect(await sessionsOf(other)).toEqual([]);
    expect((await other.call('/affiliate/commission', { json: commission })).status).toBe(404);
  });

  it('pays the grocery rate on a grocery product and answers 404 for an unknown product', async () => {
    const shopper = await simulator.session();
    const { sessionId } = (await shopper.call<AffiliateSessionDto>('/affiliate/session', { json: { ...arrival, campaign: null, channel: null } })).body.data;
    expect(
      (await shopper.call<AffiliateCommissionDto>('/affiliate/commission', { json: { sessionId, productId: 'ps--BRS-70001' } })).body.data.ratePercent,
    ).toBe(2);
    expect((await shopper.call('/affiliate/commission', { json: { sessionId, productId: 'ps--NOPE-1' } })).status).toBe(404);
  });

  it('refuses a malformed arrival with 400', async () => {
    const shopper = await simulator.session();
    for (const json of [
      { ...arrival, affiliateId: '' },
      { ...arrival, affiliateId: '<script>' },
      { ...arrival, channel: 'a b' },
      { ...arrival, landingPath: 'https://elsewhere.example/' },
      { ...arrival, landingPath: '/p/x/ps--SPL-60001?pid=1' },
    ]) {
      expect((await shopper.call('/affiliate/session', { json })).status).toBe(400);
    }
    expect((await shopper.call('/affiliate/commission', { json: { sessionId: 'x', productId: 'SPL-60001' } })).status).toBe(400);
    expect(await sessionsOf(shopper)).toEqual([]);
  });
});
