// A product page's main thread as it loads, unthrottled, read from a Chromium trace: the wall time of
// its tasks and the CPU time the thread had in them (a trace event's `dur` and `tdur`). Lighthouse's
// mobile preset counts main-thread work as the tasks' wall time × 4 (a simulated 4× slower CPU), and
// TBT from the same tasks. Where other threads compete for the machine's cores (the browser's own
// raster and compositor threads, the servers, other processes), the page's thread waits inside its
// own tasks, and Lighthouse counts that wait as the page's work. The CPU time leaves the wait out:
// its × 4 is what Lighthouse would count on a machine where the thread never waits (decision 0081).
import type { Browser } from 'playwright-core';

/** Lighthouse's mobile preset: its screen, and the CPU slowdown its figures are simulated at. */
const LIGHTHOUSE_MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
export const SIMULATED_SLOWDOWN = 4;

/** After the network is quiet, what the last answers start has this long to run (long-tasks.ts). */
const SETTLE_MS = 1000;

export interface MainThreadFigures {
  /** The tasks' wall time, as Lighthouse reads it (before its × 4). */
  wallMs: number;
  /** The CPU time the thread had in those tasks. */
  cpuMs: number;
  /** TBT's rule applied to CPU time × 4: each task after the first contentful paint, over 50 ms, summed. */
  blockingCpuMs: number;
}

/** The names a main-thread task has in a trace, as Lighthouse reads them (its `isScheduleableTask`). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

/** The page's main-thread figures from a trace's events (exported for its test). */
export function mainThreadFigures(events: readonly TraceEvent[]): MainThreadFigures {
  // The first contentful paint is marked on the page's own renderer main thread.
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const tasks = events
    .filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X' && TASK_NAMES.has(event.name))
    .sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  const figures: MainThreadFigures = { wallMs: 0, cpuMs: 0, blockingCpuMs: 0 };
  for (const task of tasks) {
    // A task run inside another (a nested loop) is part of it.
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const cpuMs = (task.tdur ?? 0) / 1000;
    figures.wallMs += (task.dur ?? 0) / 1000;
    figures.cpuMs += cpuMs;
    if (task.ts >= paint.ts) figures.blockingCpuMs += Math.max(0, cpuMs * SIMULATED_SLOWDOWN - 50);
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
    // The protocol's types say only that an event is an object.
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
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
