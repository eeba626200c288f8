// A product page's long tasks as it loads and starts, in Chromium with its CPU slowed 4× by the
// devtools: the page's own tasks, each slowed, where Lighthouse's TBT simulates a slow CPU from an
// unthrottled load. Counted after the first paint, as TBT is: how many tasks of 50 ms or more, the
// longest, and their time over 50 ms summed (the time the page could not answer a tap).
import type { Browser } from 'playwright-core';
import { CPU_SLOWDOWN } from './interaction-latency';

export interface LongTaskFigures {
  count: number;
  longestMs: number;
  blockingMs: number;
}

const OBSERVE_LONG_TASKS =
  '(function () { window.pdpLongTasks = []; new PerformanceObserver(function (list) { list.getEntries().forEach(function (entry) { window.pdpLongTasks.push([entry.startTime, entry.duration]); }); }).observe({ type: "longtask", buffered: true }); })();';

/** After the network is quiet, what the last answers start (the first screen's sections) has this long to run. */
const SETTLE_MS = 1000;

/** One run: a fresh page, loaded, hydrated and settled. */
export async function measureLongTasks(browser: Browser, url: string, productName: string): Promise<LongTaskFigures> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-remote-state="loading"]'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { pdpLongTasks: [number, number][] }).pdpLongTasks.filter(([start]) => start >= firstPaint);
      return {
        count: tasks.length,
        longestMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
        blockingMs: tasks.reduce((sum, [, duration]) => sum + duration - 50, 0),
      };
    });
  } finally {
    await context.close();
  }
}
