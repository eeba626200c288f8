// Tracking end to end against the real builds and the simulator's collector (issue 19, spec §9): a
// product view is one page view (and, for a member, one quest event), a variant pick a variant
// change, an add to bag an event; recommendation cards report themselves seen and opened with their
// placement, position and trace id; the address bar loses its tracking parameters and the events
// never carry them; a shopper who opts out in the footer sends nothing more; an affiliate link opens
// an affiliate session with the product's commission. At a phone's and a desktop's width.
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import type { CollectedEvent } from '@pdp/host-contract/analytics';
import { seriousAxeViolations } from './axe';
import { assertClean, collectedEvents, e2eSuite, scrollToEnd, signIn, visit, describe, it, networkSettled, AT_DESKTOP, AT_PHONE } from './harness';
import { SHOES, BLENDER } from './products';
import { visitProduct } from './product-page';

const e2e = e2eSuite();
const { host } = e2e;

const TUMBLER = 'Tumbler Stainless 500 ml';

/** Waits (up to 5 s: a batch leaves after a second of quiet) until the collected events satisfy `done`. */
async function eventsUntil(page: Page, done: (events: CollectedEvent[]) => boolean): Promise<CollectedEvent[]> {
  let events: CollectedEvent[] = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    events = (await collectedEvents(page)).analyticsEvents;
    if (done(events)) return events;
    await page.waitForTimeout(100);
  }
  assert.fail(`the collector never got what was expected; it has ${JSON.stringify(events.map((event) => `${event.type} ${event.path}`))}`);
}

/**
 * How each analytics batch the page sends ends: `finished`, `failed: …`, or `open`. The page reads
 * the collector's answer: unread, its request stayed open until the batch's 2 s abort (Chromium).
 */
function watchBatches(page: Page): () => string[] {
  const batches = new Map<Request, string>();
  page.on('request', (request) => request.url().includes('/_collector/') && batches.set(request, 'open'));
  page.on('requestfinished', (request) => batches.has(request) && batches.set(request, 'finished'));
  page.on('requestfailed', (request) => batches.has(request) && batches.set(request, `failed: ${request.failure()?.errorText}`));
  return () => [...batches.values()];
}

const ofType = <T extends CollectedEvent['type']>(events: CollectedEvent[], type: T) =>
  events.filter((event): event is Extract<CollectedEvent, { type: T }> => event.type === type);

describe('tracking', () => {
  for (const width of AT_PHONE) {
    it(`counts a member's product view, quest, variant pick and add to bag, without tracking parameters, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await signIn(page, host);
      const batchEnds = watchBatches(page);
      await visit(page, `${host}${SHOES.path}?utm_source=newsletter&utm_medium=email&c=spring`);
      await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
      await page.waitForURL(`${host}${SHOES.path}`);

      await page.getByRole('button', { name: 'Putih' }).click();
      await page.waitForURL(/is--SPL-60001-0000\d$/);
      const picked = new URL(page.url()).pathname.split('is--')[1] as string;
      await page.getByRole('button', { name: '+ Bag' }).click();
      await page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' }).waitFor();

      const events = await eventsUntil(page, (all) => ofType(all, 'add-to-bag').length === 1);
      const [view] = ofType(events, 'page-view');
      assert.deepEqual(ofType(events, 'page-view').length, 1, 'a variant pick is not a second page view');
      assert.equal(view?.path, SHOES.path, 'the page view carries the path without its tracking parameters');
      assert.deepEqual(
        { ...view, at: undefined },
        { type: 'page-view', vendor: 'RETAIL', productSku: 'SPL-60001', itemSku: 'SPL-60001-00001', path: SHOES.path, at: undefined },
      );
      assert.ok(!Number.isNaN(Date.parse(view?.at ?? '')));
      assert.deepEqual(
        ofType(events, 'variant-change').map(({ type, productSku, itemSku, previousItemSku }) => ({ type, productSku, itemSku, previousItemSku })),
        [{ type: 'variant-change', productSku: 'SPL-60001', itemSku: picked, previousItemSku: 'SPL-60001-00001' }],
      );
      assert.deepEqual(
        ofType(events, 'add-to-bag').map(({ type, itemSku, quantity }) => ({ type, itemSku, quantity })),
        [{ type: 'add-to-bag', itemSku: picked, quantity: 1 }],
      );
      assert.ok(events.every((event) => !event.path.includes('?')));
      assert.deepEqual((await collectedEvents(page)).questEvents, [{ event: 'visit-product-page', productSku: 'SPL-60001', itemSku: 'SPL-60001-00001' }]);
      // A batch that leaves late (an event after the add) is given the time to end; the old page's
      // never did: it ended aborted, two seconds on.
      await networkSettled(page);
      let ends = batchEnds();
      for (let waited = 0; ends.includes('open') && waited < 1_500; waited += 50) {
        await page.waitForTimeout(50);
        ends = batchEnds();
      }
      assert.ok(ends.length > 0);
      assert.deepEqual(
        ends,
        ends.map(() => 'finished'),
        'each batch ends as the collector answers it',
      );
      assertClean(tracked);
    });

    it(`reports recommendation cards seen and opened, with placement, position and trace id, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await visitProduct(page, host, BLENDER);
      const similar = page.getByRole('region', { name: 'Produk serupa' });
      await page.getByRole('region', { name: 'Rekomendasi', exact: true }).scrollIntoViewIfNeeded();
      const card = similar.getByRole('listitem').first();
      await card.scrollIntoViewIfNeeded();
      const traceId = await card.getAttribute('data-trace-id');
      assert.match(traceId ?? '', /^[0-9a-f]{16}$/);

      const seen = await eventsUntil(page, (all) => ofType(all, 'recommendation-impression').some((event) => event.placement === 'pdp-similar'));
      assert.deepEqual(
        ofType(seen, 'recommendation-impression')
          .filter((event) => event.placement === 'pdp-similar')
          .map(({ itemSku, position, traceId: trace }) => ({ itemSku, position, traceId: trace })),
        [{ itemSku: 'TMB-60006-00001', position: 1, traceId }],
      );

      await card.getByRole('link', { name: new RegExp(TUMBLER) }).click();
      await page.getByRole('heading', { level: 1, name: TUMBLER }).waitFor();
      const after = await eventsUntil(page, (all) => ofType(all, 'page-view').length === 2);
      assert.deepEqual(
        ofType(after, 'recommendation-click').map(({ placement, itemSku, position, traceId: trace, path }) => ({
          placement,
          itemSku,
          position,
          traceId: trace,
          path,
        })),
        [{ placement: 'pdp-similar', itemSku: 'TMB-60006-00001', position: 1, traceId, path: BLENDER.path }],
      );
      assert.equal(ofType(after, 'page-view')[1]?.productSku, 'TMB-60006');
      assert.equal(
        ofType(seen, 'recommendation-impression').filter((event) => event.itemSku === 'TMB-60006-00001' && event.placement === 'pdp-similar').length,
        1,
      );
      assertClean(tracked);
    });
  }

  for (const width of AT_DESKTOP) {
    it(`credits an affiliate link with a session and the product's commission, and drops the link from the address, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await visit(page, `${host}${BLENDER.path}?pid=AFF-77&c=harbolnas&af_channel=social`);
      await page.getByRole('heading', { level: 1, name: BLENDER.name }).waitFor();
      await page.waitForURL(`${host}${BLENDER.path}`);
      let sessions = (await collectedEvents(page)).affiliateSessions;
      for (let attempt = 0; attempt < 50 && sessions[0]?.commissions.length !== 1; attempt += 1) {
        await page.waitForTimeout(100);
        sessions = (await collectedEvents(page)).affiliateSessions;
      }
      assert.deepEqual(
        sessions.map(({ affiliateId, campaign, channel, landingPath, commissions }) => ({ affiliateId, campaign, channel, landingPath, commissions })),
        [
          {
            affiliateId: 'AFF-77',
            campaign: 'harbolnas',
            channel: 'social',
            landingPath: BLENDER.path,
            commissions: [{ productSku: 'BLD-60004', ratePercent: 5 }],
          },
        ],
      );
      // A channel the config does not take opens nothing; the address still loses the link.
      await visit(page, `${host}${SHOES.path}?pid=AFF-77&af_channel=email`);
      await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
      await page.waitForURL(`${host}${SHOES.path}`);
      await networkSettled(page);
      assert.equal((await collectedEvents(page)).affiliateSessions.length, 1);
      assertClean(tracked);
    });
  }

  it('sends nothing more once the shopper opts out in the footer, and remembers the choice', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await visitProduct(page, host, SHOES);
    await eventsUntil(page, (all) => ofType(all, 'page-view').length === 1);
    await scrollToEnd(page);
    const choice = page.getByRole('checkbox', { name: 'Bagikan aktivitas belanjaku untuk analitik' });
    assert.equal(await choice.isChecked(), true);
    assert.deepEqual(await seriousAxeViolations(page), []);
    // What the shopper did before opting out may still be on its way (impressions of the sections
    // scrolled past): only what happens after it must never be sent.
    const optedOutAt = await page.evaluate(() => new Date().toISOString());
    await choice.uncheck();

    await page.getByRole('button', { name: 'Putih' }).click();
    await page.waitForURL(/is--SPL-60001-0000\d$/);
    await visitProduct(page, host, BLENDER);
    // Past the host's batch delay (1 s), with room for the batch to arrive.
    await page.waitForTimeout(2500);
    const collected = (await collectedEvents(page)).analyticsEvents;
    assert.equal(ofType(collected, 'page-view').length, 1, 'no page view of the next page');
    assert.deepEqual(
      collected.filter((event) => event.at > optedOutAt).map((event) => event.type),
      [],
      'nothing after the opt-out: no variant change, no page view of the next page',
    );
    await scrollToEnd(page);
    assert.equal(await page.getByRole('checkbox', { name: 'Bagikan aktivitas belanjaku untuk analitik' }).isChecked(), false);
    assertClean(tracked);
  });
});
