// Product → product through a recommendation, in Chromium with its CPU slowed 4× (issue 41): from
// the click on the first recommendation card to the paint of the next product's `<h1>` with its name.
// The shopper has scrolled the recommendations into view and the page has gone idle, then either
// rests the pointer on the card before clicking (hover, then click) or clicks at once.
//
// How the paint is timed: the page's own clock, in the page. The click's time is its event's
// `timeStamp` (the input, so queueing before the handlers counts). A MutationObserver sees the
// heading's text become the next product's name; the frame after that renders it: a
// `requestAnimationFrame` callback starts that frame's rendering, and a ResizeObserver on the heading
// is called in the same frame once style and layout are done, the paint following in the same task,
// so its time is the paint less the paint step itself (a few ms). Other ways measured worse: a task
// posted from the frame queues behind React's scheduler tasks (up to 100 ms late on this page); Element
// Timing reports nothing for an attribute given after insertion; Chromium reports no new LCP after a
// same-document navigation.
// Beside the total, where the time went: the click to the host's `pushState`, to the start and end of
// the next product's `_summary` read (none when the page already had it), and to the heading's insertion.
import type { Browser, Page } from 'playwright-core';
import { openOnSlowPhone } from './slow-phone';

export type NavigationMode = 'hover-then-click' | 'click';

export interface NavigationFigures {
  /** Click to the paint of the next product's heading. */
  headingPaintMs: number;
  /** Click to the host's history entry (its router took the link). */
  pushStateMs: number;
  /** Click to the start and the end of the next product's summary read, or null without one. */
  summaryStartMs: number | null;
  summaryEndMs: number | null;
  /** Click to the heading's text in the document (before its paint). */
  headingInDocumentMs: number;
  /** The next product's name, as the card showed it. */
  nextProduct: string;
}

/** How long the pointer rests on the card before the click, as a shopper's would. */
export const HOVER_MS = 250;

interface PageClock {
  clickAt?: number;
  pushStateAt?: number;
  headingAt?: number;
  paintAt?: number;
}

// Installed before the page's scripts: the host's router calls pushState, which is wrapped to note it.
const RECORD_PUSH_STATE =
  '(function () { var clock = (window.pdpNavigation = {}); var push = history.pushState; history.pushState = function () { if (clock.armed && clock.pushStateAt === undefined) clock.pushStateAt = performance.now(); return push.apply(this, arguments); }; })();';

// Arms the page's clock for the next click, watching for an `<h1>` that reads the expected name (a
// string, as tsx's helpers must not reach the page).
const ARM_CLOCK = `(function (expected) {
  var clock = window.pdpNavigation;
  Object.keys(clock).forEach(function (key) { delete clock[key]; });
  clock.armed = true;
  addEventListener('click', function (event) { clock.clickAt = event.timeStamp; }, { capture: true, once: true });
  var observer = new MutationObserver(function () {
    if (clock.clickAt === undefined) return;
    var heading = Array.prototype.find.call(document.querySelectorAll('h1'), function (candidate) { return candidate.textContent.trim() === expected; });
    if (!heading) return;
    observer.disconnect();
    clock.headingAt = performance.now();
    requestAnimationFrame(function () {
      new ResizeObserver(function (entries, resizes) {
        resizes.disconnect();
        clock.paintAt = performance.now();
      }).observe(heading);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

async function armClock(page: Page, name: string): Promise<void> {
  await page.evaluate(`${ARM_CLOCK}(${JSON.stringify(name)})`);
}

async function readClock(page: Page, nextId: string): Promise<Omit<NavigationFigures, 'nextProduct'>> {
  await page.waitForFunction(() => (window as unknown as { pdpNavigation: PageClock }).pdpNavigation.paintAt !== undefined, undefined, {
    timeout: 30_000,
  });
  // Raw times from the page, arithmetic here: no helper of this file's compiler may reach the page.
  const raw = await page.evaluate((id) => {
    const clock = (window as unknown as { pdpNavigation: Required<PageClock> }).pdpNavigation;
    // The last summary read of the next product; one that started before the click is a prefetch.
    const read = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(`/products/${encodeURIComponent(id)}/_summary`))
      .at(-1) as PerformanceResourceTiming | undefined;
    return { ...clock, readStart: read?.startTime ?? null, readEnd: read?.responseEnd ?? null };
  }, nextId);
  const since = (at: number) => Math.round(at - raw.clickAt);
  const afterClick = raw.readStart !== null && raw.readEnd !== null && raw.readStart >= raw.clickAt;
  return {
    headingPaintMs: since(raw.paintAt),
    pushStateMs: since(raw.pushStateAt),
    summaryStartMs: afterClick ? since(raw.readStart!) : null,
    summaryEndMs: afterClick ? since(raw.readEnd!) : null,
    headingInDocumentMs: since(raw.headingAt),
  };
}

/** Waits for the main thread to have nothing to do (an idle callback), after the network. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 })));
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
}

/** One run: a fresh page, hydrated, the recommendations in view, then the first card opened. */
export async function measureNavigation(browser: Browser, url: string, productName: string, mode: NavigationMode): Promise<NavigationFigures> {
  const { context, page } = await openOnSlowPhone(browser, url, productName, RECORD_PUSH_STATE);
  try {
    await settle(page);

    // The first card of the first recommendation list, scrolled into view as a shopper would.
    const section = page.locator('#pdp-section-recommendation');
    await section.scrollIntoViewIfNeeded();
    const card = section.getByRole('listitem').first().getByRole('link');
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await settle(page);

    const nextProduct = (await card.locator('span').first().textContent())?.trim() ?? '';
    const href = (await card.getAttribute('href')) ?? '';
    const nextId = href.split('/').pop()?.split('?')[0] ?? '';
    if (!nextProduct || !nextId) throw new Error(`The first recommendation card has no name or link (${href})`);

    await armClock(page, nextProduct);
    if (mode === 'hover-then-click') {
      await card.hover();
      await page.waitForTimeout(HOVER_MS);
    }
    await card.click();
    return { ...(await readClock(page, nextId)), nextProduct };
  } finally {
    await context.close();
  }
}
