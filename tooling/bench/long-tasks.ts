// A product page's long tasks as it loads and starts, in Chromium with its CPU slowed 4× by the
// devtools: the page's own tasks, each slowed, where Lighthouse's TBT simulates a slow CPU from an
// unthrottled load. Counted from the first paint, as TBT is: how many tasks over 50 ms, the longest,
// and their time over 50 ms summed (the time the page could not answer a tap). A task that began
// before the first paint is left out whole (TBT counts its part after the paint).
import type { Browser } from 'playwright-core';
import { openOnSlowPhone } from './slow-phone';

export interface LongTaskFigures {
  count: number;
  longestMs: number;
  blockingMs: number;
}

const OBSERVE_LONG_TASKS =
  '(function () { window.pdpLongTasks = []; new PerformanceObserver(function (list) { list.getEntries().forEach(function (entry) { window.pdpLongTasks.push([entry.startTime, entry.duration]); }); }).observe({ type: "longtask", buffered: true }); })();';

/** After the network is quiet, what the last answers start (the first screen's sections) has this long to run. */
export const SETTLE_MS = 1000;

/** A task longer than this blocks input, and its time over it counts (TBT's rule). */
export const LONG_TASK_MS = 50;

/** One run: a fresh page, loaded, hydrated and settled. */
export async function measureLongTasks(browser: Browser, url: string, productName: string): Promise<LongTaskFigures> {
  const { context, page } = await openOnSlowPhone(browser, url, productName, OBSERVE_LONG_TASKS);
  try {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate((longTaskMs) => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      if (firstPaint === undefined) throw new Error('the page reported no first contentful paint');
      const tasks = (window as unknown as { pdpLongTasks: [number, number][] }).pdpLongTasks.filter(([start]) => start >= firstPaint);
      return {
        count: tasks.length,
        longestMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
        blockingMs: tasks.reduce((sum, [, duration]) => sum + duration - longTaskMs, 0),
      };
    }, LONG_TASK_MS);
  } finally {
    await context.close();
  }
}
