// Lighthouse 12 against Debian's Chromium: one run of one preset on one URL, reduced to the
// figures the performance budget names, the largest contentful paint's element and its phases,
// and the main thread's work by category.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/e2e-config';

/** `mobile` is Lighthouse's mobile preset (CPU slowed 4×); `mobile-8x` the same with the CPU slowed 8×. */
export type Preset = 'mobile' | 'mobile-8x' | 'desktop';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  /** Lighthouse's label of the LCP element, e.g. `h1` text or a selector. */
  lcpElement: string;
  /** TTFB, Load Delay, Load Time, Render Delay → ms. */
  lcpPhases: Record<string, number>;
  mainThreadMs: number;
  /** Script Evaluation, Style & Layout, Rendering, … → ms. */
  mainThreadByCategory: Record<string, number>;
  /**
   * Lighthouse's measure of the machine's CPU (higher is faster): its CPU figures are the machine's
   * own times multiplied by the preset's slowdown, so they are comparable only at a similar index.
   */
  benchmarkIndex: number;
  /** The browser's version (`156.0.8078.108`): another version lays out and runs the same page at another cost. */
  browserVersion: string;
}

interface TableDetails {
  type: 'table';
  items: Record<string, unknown>[];
}

function lcpDetails(details: unknown): Pick<LighthouseFigures, 'lcpElement' | 'lcpPhases'> {
  const tables = ((details as { items?: TableDetails[] } | undefined)?.items ?? []).filter((item) => item.type === 'table');
  const node = tables[0]?.items[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
  const lcpPhases: Record<string, number> = {};
  for (const row of tables[1]?.items ?? []) lcpPhases[String(row.phase)] = Number(row.timing);
  return { lcpElement: node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 48)}"` : '(none)', lcpPhases };
}

/**
 * The browser's full version, from its DevTools endpoint: the user agent Lighthouse reports is the
 * reduced one (`Chrome/156.0.0.0`), which hides the build.
 */
async function browserVersionAt(port: number): Promise<string> {
  try {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string };
    return /\/([\d.]+)$/.exec(version.Browser ?? '')?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export async function runLighthouse(url: string, preset: Preset): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(preset === 'mobile-8x' ? { throttling: { cpuSlowdownMultiplier: 8 } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const mainThreadByCategory: Record<string, number> = {};
    const breakdown = lhr.audits['mainthread-work-breakdown']?.details as TableDetails | undefined;
    for (const row of breakdown?.items ?? []) mainThreadByCategory[String(row.groupLabel ?? row.group)] = Number(row.duration);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      totalBytes: audit('total-byte-weight'),
      ...lcpDetails(lhr.audits['largest-contentful-paint-element']?.details),
      mainThreadMs: audit('mainthread-work-breakdown'),
      mainThreadByCategory,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      browserVersion: await browserVersionAt(chrome.port),
    };
  } finally {
    await chrome.kill();
  }
}
