// Tracking end to end against the real builds and the simulator's collector (issue 19, spec §9): a
// product view is one page view (and, for a member, one quest event), a variant pick a variant
// change, an add to bag an event; recommendation cards report themselves seen and opened with their
// placement, position and trace id; the address bar loses its tracking parameters and the events
// never carry them; a shopper who opts out in the footer sends nothing more; an affiliate link opens
// an affiliate session with the product's commission. At a phone's and a desktop's width.
import type { Page, Request } from '@playwright/test';
import type { CollectedEvent } from '@pdp/host-contract/analytics';
import { expect, expectAccessible, test } from './fixtures';
import { collectedEvents, scrollToEnd, signIn, visit, networkSettled, AT_DESKTOP, AT_PHONE } from './harness';
import { SHOES, BLENDER } from './products';
import { visitProduct } from './product-page';

const TUMBLER = 'Tumbler Stainless 500 ml';

/** The host sends its queued events after this much quiet (report-analytics.ts). */
const BATCH_DELAY_MS = 1_000;

/**
 * The page's clock faked from its first load on (it runs on as the real one does), so a test moves it
 * past the host's batch delay instead of waiting the delay out.
 */
const fakeClock = (page: Page) => page.clock.install();

/**
 * Until the collected events satisfy `done`: each look first moves the page's clock past the batch
 * delay, so what the page has queued leaves at once, then reads what the collector has (a failure
 * names what it had).
 */
async function eventsUntil(page: Page, done: (events: CollectedEvent[]) => boolean): Promise<CollectedEvent[]> {
  let events: CollectedEvent[] = [];
  await expect
    .poll(
      async () => {
        await page.clock.runFor(BATCH_DELAY_MS);
        events = (await collectedEvents(page)).analyticsEvents;
        // What the collector has, to name in a failure.
        return done(events) ? 'as expected' : events.map((event) => `${event.type} ${event.path}`);
      },
      { message: 'the collector gets what was expected', intervals: [100] },
    )
    .toBe('as expected');
  return events;
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

test.describe('tracking', () => {
  for (const width of AT_PHONE) {
    test(`counts a member's product view, quest, variant pick and add to bag, without tracking parameters, at ${width} px`, async ({
      stack: { host },
      openShopper,
    }) => {
      const { page } = await openShopper({ width });
      await fakeClock(page);
      await signIn(page, host);
      const batchEnds = watchBatches(page);
      await visit(page, `${host}${SHOES.path}?utm_source=newsletter&utm_medium=email&c=spring`);
      await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
      await expect(page).toHaveURL(`${host}${SHOES.path}`);

      await page.getByRole('button', { name: 'Putih' }).click();
      await expect(page).toHaveURL(/is--SPL-60001-0000\d$/);
      const picked = new URL(page.url()).pathname.split('is--')[1] as string;
      await page.getByRole('button', { name: '+ Bag' }).click();
      await expect(page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeVisible();

      const events = await eventsUntil(page, (all) => ofType(all, 'add-to-bag').length === 1);
      const [view] = ofType(events, 'page-view');
      expect(ofType(events, 'page-view'), 'a variant pick is not a second page view').toHaveLength(1);
      expect(view?.path, 'the page view carries the path without its tracking parameters').toBe(SHOES.path);
      expect({ ...view, at: undefined }).toEqual({
        type: 'page-view',
        vendor: 'RETAIL',
        productSku: 'SPL-60001',
        itemSku: 'SPL-60001-00001',
        path: SHOES.path,
        at: undefined,
      });
      expect(Date.parse(view?.at ?? ''), 'the page view carries its time').not.toBeNaN();
      expect(
        ofType(events, 'variant-change').map(({ type, productSku, itemSku, previousItemSku }) => ({ type, productSku, itemSku, previousItemSku })),
      ).toEqual([{ type: 'variant-change', productSku: 'SPL-60001', itemSku: picked, previousItemSku: 'SPL-60001-00001' }]);
      expect(ofType(events, 'add-to-bag').map(({ type, itemSku, quantity }) => ({ type, itemSku, quantity }))).toEqual([
        { type: 'add-to-bag', itemSku: picked, quantity: 1 },
      ]);
      expect(
        events.filter((event) => event.path.includes('?')),
        'no event carries a query',
      ).toEqual([]);
      expect((await collectedEvents(page)).questEvents).toEqual([{ event: 'visit-product-page', productSku: 'SPL-60001', itemSku: 'SPL-60001-00001' }]);
      // A batch that leaves late (an event after the add) is given the time to end; the old page's
      // never did: it ended aborted, two seconds on.
      await networkSettled(page);
      await expect.poll(batchEnds, { message: 'every batch has ended', intervals: [50] }).not.toContain('open');
      const ends = batchEnds();
      expect(ends.length, 'batches were sent').toBeGreaterThan(0);
      expect(ends, 'each batch ends as the collector answers it').toEqual(ends.map(() => 'finished'));
    });

    test(`reports recommendation cards seen and opened, with placement, position and trace id, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const { page } = await openShopper({ width });
      await fakeClock(page);
      await visitProduct(page, host, BLENDER);
      const similar = page.getByRole('region', { name: 'Produk serupa' });
      await page.getByRole('region', { name: 'Rekomendasi', exact: true }).scrollIntoViewIfNeeded();
      const card = similar.getByRole('listitem').first();
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveAttribute('data-trace-id', /^[0-9a-f]{16}$/);
      const traceId = await card.getAttribute('data-trace-id');

      const seen = await eventsUntil(page, (all) => ofType(all, 'recommendation-impression').some((event) => event.placement === 'pdp-similar'));
      expect(
        ofType(seen, 'recommendation-impression')
          .filter((event) => event.placement === 'pdp-similar')
          .map(({ itemSku, position, traceId: trace }) => ({ itemSku, position, traceId: trace })),
      ).toEqual([{ itemSku: 'TMB-60006-00001', position: 1, traceId }]);

      await card.getByRole('link', { name: new RegExp(TUMBLER) }).click();
      await expect(page.getByRole('heading', { level: 1, name: TUMBLER })).toBeVisible();
      const after = await eventsUntil(page, (all) => ofType(all, 'page-view').length === 2);
      expect(
        ofType(after, 'recommendation-click').map(({ placement, itemSku, position, traceId: trace, path }) => ({
          placement,
          itemSku,
          position,
          traceId: trace,
          path,
        })),
      ).toEqual([{ placement: 'pdp-similar', itemSku: 'TMB-60006-00001', position: 1, traceId, path: BLENDER.path }]);
      expect(ofType(after, 'page-view')[1]?.productSku).toBe('TMB-60006');
      expect(
        ofType(seen, 'recommendation-impression').filter((event) => event.itemSku === 'TMB-60006-00001' && event.placement === 'pdp-similar'),
        'the card was reported seen once',
      ).toHaveLength(1);
    });
  }

  for (const width of AT_DESKTOP) {
    test(`credits an affiliate link with a session and the product's commission, and drops the link from the address, at ${width} px`, async ({
      stack: { host },
      openShopper,
    }) => {
      const { page } = await openShopper({ width });
      await visit(page, `${host}${BLENDER.path}?pid=AFF-77&c=harbolnas&af_channel=social`);
      await expect(page.getByRole('heading', { level: 1, name: BLENDER.name })).toBeVisible();
      await expect(page).toHaveURL(`${host}${BLENDER.path}`);
      await expect
        .poll(
          async () =>
            (await collectedEvents(page)).affiliateSessions.map(({ affiliateId, campaign, channel, landingPath, commissions }) => ({
              affiliateId,
              campaign,
              channel,
              landingPath,
              commissions,
            })),
          { message: 'the affiliate session, with the commission of the product', intervals: [100] },
        )
        .toEqual([
          {
            affiliateId: 'AFF-77',
            campaign: 'harbolnas',
            channel: 'social',
            landingPath: BLENDER.path,
            commissions: [{ productSku: 'BLD-60004', ratePercent: 5 }],
          },
        ]);
      // A channel the config does not take opens nothing; the address still loses the link.
      await visit(page, `${host}${SHOES.path}?pid=AFF-77&af_channel=email`);
      await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
      await expect(page).toHaveURL(`${host}${SHOES.path}`);
      await networkSettled(page);
      expect((await collectedEvents(page)).affiliateSessions).toHaveLength(1);
    });
  }

  test('sends nothing more once the shopper opts out in the footer, and remembers the choice', async ({ stack: { host }, openShopper }) => {
    const { page } = await openShopper({ width: 360 });
    await fakeClock(page);
    await visitProduct(page, host, SHOES);
    await eventsUntil(page, (all) => ofType(all, 'page-view').length === 1);
    await scrollToEnd(page);
    const choice = page.getByRole('checkbox', { name: 'Bagikan aktivitas belanjaku untuk analitik' });
    await expect(choice).toBeChecked();
    await expectAccessible(page);
    // What the shopper did before opting out may still be on its way (impressions of the sections
    // scrolled past): only what happens after it must never be sent.
    const optedOutAt = await page.evaluate(() => new Date().toISOString());
    await choice.uncheck();

    await page.getByRole('button', { name: 'Putih' }).click();
    await expect(page).toHaveURL(/is--SPL-60001-0000\d$/);
    await visitProduct(page, host, BLENDER);
    // Once the page has loaded what it shows (its events queued), its clock past the host's batch
    // delay: a batch would leave now; then until it would have come.
    await networkSettled(page);
    await page.clock.runFor(2 * BATCH_DELAY_MS);
    await networkSettled(page);
    const collected = (await collectedEvents(page)).analyticsEvents;
    expect(ofType(collected, 'page-view'), 'no page view of the next page').toHaveLength(1);
    expect(
      collected.filter((event) => event.at > optedOutAt).map((event) => event.type),
      'nothing after the opt-out: no variant change, no page view of the next page',
    ).toEqual([]);
    await scrollToEnd(page);
    await expect(page.getByRole('checkbox', { name: 'Bagikan aktivitas belanjaku untuk analitik' })).not.toBeChecked();
  });
});
