// The reference host's analytics collector and the quest event against the real simulator (spec §9
// tracking; the contract's analytics.ts): batches are checked and kept per session for the tests to
// read back, quest events are members' and name a product of the catalogue.
import { QUEST_VISIT_PRODUCT_PAGE, type QuestEventDto } from '@pdp/backend-api/quest';
import type { CollectedEvent } from '@pdp/host-contract/analytics';
import { simulatorPerFile } from './test-simulator';

const simulator = simulatorPerFile();

const pageView: CollectedEvent = {
  type: 'page-view',
  vendor: 'RETAIL',
  productSku: 'SPL-60001',
  itemSku: 'SPL-60001-00001',
  at: '2026-11-25T10:00:00.000Z',
  path: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001',
};
const impression: CollectedEvent = {
  type: 'recommendation-impression',
  placement: 'pdp-similar',
  itemSku: 'TMB-60006-00001',
  position: 1,
  traceId: 'abc123',
  at: '2026-11-25T10:00:01.000Z',
  path: '/p/blender/ps--BLD-60004',
};
const collected = async (session: Awaited<ReturnType<typeof simulator.session>>) =>
  (await session.call<{ analyticsEvents: CollectedEvent[]; questEvents: QuestEventDto[] }>('/_simulator/collected')).body.data;

describe('the analytics collector (POST /backend/_collector/events)', () => {
  it('accepts a batch with 202, keeps its events in order for the session only, and forgets them when cleared', async () => {
    const shopper = await simulator.session();
    const other = await simulator.session();
    const answer = await shopper.call<{ accepted: number }>('/_collector/events', { json: { events: [pageView, impression] } });
    expect(answer.status).toBe(202);
    expect(answer.body.data).toEqual({ accepted: 2 });
    await shopper.call('/_collector/events', { json: { events: [{ ...pageView, at: '2026-11-25T10:00:02.000Z' }] } });
    expect((await collected(shopper)).analyticsEvents.map((event) => [event.type, event.at])).toEqual([
      ['page-view', pageView.at],
      ['recommendation-impression', impression.at],
      ['page-view', '2026-11-25T10:00:02.000Z'],
    ]);
    expect((await collected(other)).analyticsEvents).toEqual([]);
    await shopper.call('/_simulator/collected', { method: 'DELETE' });
    expect((await collected(shopper)).analyticsEvents).toEqual([]);
  });

  it.each([
    ['no events', { events: [] }],
    ['no list', {}],
    ['an unknown type', { events: [{ ...pageView, type: 'scroll' }] }],
    ['no time', { events: [{ ...pageView, at: 'yesterday' }] }],
    ['a path that is not one', { events: [{ ...pageView, path: 'javascript:alert(1)' }] }],
    ['more than 100 events', { events: Array.from({ length: 101 }, () => pageView) }],
  ])('refuses a batch with %s, keeping nothing', async (_case, batch) => {
    const shopper = await simulator.session();
    expect((await shopper.call('/_collector/events', { json: batch })).status).toBe(400);
    expect((await collected(shopper)).analyticsEvents).toEqual([]);
  });
});

describe('the quest event (POST /backend/quest/publish-event)', () => {
  const visit: QuestEventDto = { event: QUEST_VISIT_PRODUCT_PAGE, productSku: 'SPL-60001', itemSku: 'SPL-60001-00002' };

  it("counts a signed-in member's product visit", async () => {
    const member = await simulator.member();
    const answer = await member.call<boolean>('/quest/publish-event', { json: visit });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe(true);
    expect((await collected(member)).questEvents).toEqual([visit]);
  });

  it('refuses an anonymous shopper (401), another event (400) and an item of another product or none (404)', async () => {
    const visitor = await simulator.session();
    expect((await visitor.call('/quest/publish-event', { json: visit })).status).toBe(401);
    const member = await simulator.member();
    expect((await member.call('/quest/publish-event', { json: { ...visit, event: 'buy-product' } })).status).toBe(400);
    expect((await member.call('/quest/publish-event', { json: { ...visit, productSku: 'HPX-60003' } })).status).toBe(404);
    expect((await member.call('/quest/publish-event', { json: { ...visit, itemSku: 'NOPE-1' } })).status).toBe(404);
    expect((await collected(member)).questEvents).toEqual([]);
  });
});
