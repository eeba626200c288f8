// Click to next paint on a product page, in Chromium with its CPU slowed 4×, as a cheap phone would
// feel it: a variant pick, a quantity step and a modal's opening. Each figure is the Event Timing
// API's duration of the interaction (from the input to the paint after its handlers, what INP
// counts), the longest of its events; the bench prints the median of its runs.
import type { Browser, Locator, Page } from 'playwright-core';
import { openOnSlowPhone } from './slow-phone';

export interface InteractionFigures {
  variantPickMs: number;
  quantityStepMs: number;
  modalOpenMs: number;
}

const OBSERVE_EVENTS =
  '(function () { window.pdpInteractions = {}; new PerformanceObserver(function (list) { list.getEntries().forEach(function (entry) { if (!entry.interactionId) return; var known = window.pdpInteractions[entry.interactionId] || 0; window.pdpInteractions[entry.interactionId] = Math.max(known, entry.duration); }); }).observe({ type: "event", durationThreshold: 16, buffered: true }); })();';

/** The longest interaction since the last reading (there is one: the click just made). */
async function lastInteraction(page: Page): Promise<number> {
  // The entry is reported after the paint; give the observer a few frames.
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const seen = (window as unknown as { pdpInteractions: Record<string, number> }).pdpInteractions;
    const longest = Math.max(0, ...Object.values(seen));
    (window as unknown as { pdpInteractions: Record<string, number> }).pdpInteractions = {};
    return longest;
  });
}

async function clickAndMeasure(page: Page, target: Locator): Promise<number> {
  await target.waitFor();
  // The shopper scrolls to the control first: what loads as it comes into view (the sections near
  // it) is not the tap's work.
  await target.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.evaluate(() => ((window as unknown as { pdpInteractions: Record<string, number> }).pdpInteractions = {}));
  await target.click();
  return lastInteraction(page);
}

/** One run: a fresh page, hydrated, then the three interactions one after another. */
export async function measureInteractions(browser: Browser, url: string, productName: string): Promise<InteractionFigures> {
  const { context, page } = await openOnSlowPhone(browser, url, productName, OBSERVE_EVENTS);
  try {
    await page.waitForLoadState('networkidle');

    const quantityStepMs = await clickAndMeasure(page, page.getByRole('button', { name: 'Tambah jumlah' }));
    await page.waitForLoadState('networkidle');
    const modalOpenMs = await clickAndMeasure(page, page.getByRole('button', { name: 'Perbesar gambar' }).first());
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const variantPickMs = await clickAndMeasure(page, page.getByRole('button', { name: '41', exact: true }));
    return { variantPickMs, quantityStepMs, modalOpenMs };
  } finally {
    await context.close();
  }
}
