// A product page's main thread as it loads, unthrottled, read from a Chromium trace: the wall time of
// its tasks and the CPU time the thread had in them (a trace event's `dur` and `tdur`). Lighthouse's
// mobile preset counts main-thread work as the tasks' wall time × 4 (a simulated 4× slower CPU), and
// simulates TBT from the same tasks. Where other threads compete for the machine's cores (the
// browser's own raster and compositor threads, the servers, other processes), the page's thread
// waits inside its own tasks, and Lighthouse counts that wait as the page's work. The CPU time leaves
// it out, and with it every other moment the thread is off the CPU inside a task, which a quiet
// machine has too (a synchronous call to the browser, a storage read): its × 4 is a floor of what
// Lighthouse would count on a quiet machine (decision 0081).
import type { Browser } from 'playwright-core';
import { LONG_TASK_MS, SETTLE_MS } from './long-tasks';

/** Lighthouse's mobile preset (`lighthouse/core/config/constants.js`): its screen, and its CPU slowdown. */
const LIGHTHOUSE_MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
export const SIMULATED_SLOWDOWN = 4;

/** The longest task (µs) counted at its wall time when the trace gives it no thread time. */
const UNTIMED_TASK_LIMIT_US = 1000;

/** The names a main-thread task has in a trace, as Lighthouse reads them (its `isScheduleableTask`). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

export interface MainThreadFigures {
  /** The tasks' wall time, as Lighthouse reads it (before its × 4). */
  wallMs: number;
  /** The CPU time the thread had in those tasks. */
  cpuMs: number;
  /** TBT's rule applied to CPU time × 4: each task that begins after the first contentful paint, its time over 50 ms, summed. */
  blockingCpuMs: number;
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

/** The page's main-thread figures from a trace's events. */
export function mainThreadFigures(events: readonly TraceEvent[]): MainThreadFigures {
  // The first contentful paint is marked on the main thread of the frame that painted: one thread
  // for a page without frames of its own, as the product pages are.
  const paints = events.filter((event) => event.name === 'firstContentfulPaint');
  const [paint] = paints.sort((a, b) => a.ts - b.ts);
  if (!paint) throw new Error('the trace has no first contentful paint');
  if (paints.some((other) => other.pid !== paint.pid || other.tid !== paint.tid)) throw new Error('frames on other threads painted too');
  const tasks = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X' && TASK_NAMES.has(event.name))
    // A task run inside another (a nested loop) starts with it or after it, and is part of it.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let end = -Infinity;
  const figures: MainThreadFigures = { wallMs: 0, cpuMs: 0, blockingCpuMs: 0 };
  for (const task of tasks) {
    if (task.dur === undefined || task.ts < end) continue;
    // Chromium leaves the thread time off a few tasks of microseconds: such a task counts its wall
    // time, the most it can have had. A longer one without it would make the CPU figure the wall's.
    if (task.tdur === undefined && task.dur >= UNTIMED_TASK_LIMIT_US) throw new Error(`a task of ${task.dur} µs at ${task.ts} has no thread time`);
    end = task.ts + task.dur;
    const cpuMs = (task.tdur ?? task.dur) / 1000;
    figures.wallMs += task.dur / 1000;
    figures.cpuMs += cpuMs;
    if (task.ts >= paint.ts) figures.blockingCpuMs += Math.max(0, cpuMs * SIMULATED_SLOWDOWN - LONG_TASK_MS);
  }
  return figures;
}

/** One run: a fresh page, traced from before its request until it has loaded and settled. */
export async function measureMainThread(browser: Browser, url: string): Promise<MainThreadFigures> {
  const context = await browser.newContext(LIGHTHOUSE_MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      // The protocol's types say only that an event is an object.
      for (const event of value as unknown as TraceEvent[]) events.push(event);
    });
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'toplevel,loading,devtools.timeline', transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadFigures(events);
  } finally {
    await context.close();
  }
}
