// The product config against the real simulator: the spec's JSON text of id/value pairs, and a
// session's own values set through the simulator's controls (for pages the browser renders), which
// no other session reads.
import { simulatorPerFile } from './test-simulator';

const simulator = simulatorPerFile();

const configOf = async (shopper: Awaited<ReturnType<typeof simulator.session>>) => {
  const answer = await shopper.call<string>('/common/content/product-configs');
  return Object.fromEntries((JSON.parse(answer.body.data) as { id: string; value: string }[]).map((entry) => [entry.id, entry.value]));
};

describe('the product config (GET /common/content/product-configs)', () => {
  it("serves the defaults, a session's own values once set, and the defaults again once cleared", async () => {
    const shopper = await simulator.session();
    expect((await configOf(shopper)).hallOfFameEnabled).toBe('true');
    const set = await shopper.call('/_simulator/product-configs', { json: { hallOfFameEnabled: 'false' } });
    expect(set.status).toBe(200);
    const config = await configOf(shopper);
    expect(config.hallOfFameEnabled).toBe('false');
    expect(config.sellerChatEnabled).toBe('true');
    expect((await configOf(await simulator.session())).hallOfFameEnabled).toBe('true');
    await shopper.call('/_simulator/product-configs', { method: 'DELETE' });
    expect((await configOf(shopper)).hallOfFameEnabled).toBe('true');
  });

  it('carries the recommendations and seller ads switches (spec §6), which a session can turn off', async () => {
    const shopper = await simulator.session();
    const config = await configOf(shopper);
    expect([config.recommendationsEnabled, config.sellerAdsEnabled]).toEqual(['true', 'true']);
    expect((await shopper.call('/_simulator/product-configs', { json: { recommendationsEnabled: 'false', sellerAdsEnabled: 'false' } })).status).toBe(200);
    const off = await configOf(shopper);
    expect([off.recommendationsEnabled, off.sellerAdsEnabled]).toEqual(['false', 'false']);
  });

  it.each([
    ['an id the config does not have', { shinyEnabled: 'true' }],
    ['a value that is not text', { hallOfFameEnabled: false }],
    ['a list', [{ id: 'hallOfFameEnabled', value: 'false' }]],
  ])('refuses %s', async (_case, json) => {
    const shopper = await simulator.session();
    expect((await shopper.call('/_simulator/product-configs', { json })).status).toBe(400);
    expect((await configOf(shopper)).hallOfFameEnabled).toBe('true');
  });
});
