// Which JavaScript files a product page fetches before it is interactive, found in Chromium at a
// cheap phone's viewport (below the fold waits there), and their sizes as sent counted from the
// builds on disk (size-budget.ts), so the figure is a byte count that only a change of the code can move.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { Stack } from '../servers/stack';
import { ROOT } from '../servers/stack';
import { sentBytes, withoutContentHash, type Measurement, type MeasuredPage, type SizeBudget } from './size-budget';

/** The committed budget (tooling/bench/first-load-budget.json). */
export const BUDGET_FILE = path.join(ROOT, 'tooling/bench/first-load-budget.json');

export const FIRST_LOAD_VIEWPORT = { width: 360, height: 640 };

/** The build folder each server of the stack serves, by the name the budget gives it. */
function buildFolders(stack: Stack): { origin: string; name: string; dist: string }[] {
  return [
    { origin: stack.urls.host, name: 'host', dist: path.join(ROOT, 'host-shell/dist') },
    { origin: stack.urls.retail, name: 'retail', dist: path.join(ROOT, 'pdp-remote/dist') },
    { origin: stack.urls.grocery, name: 'grocery', dist: path.join(ROOT, 'grocery-remote/dist') },
  ];
}

/** The script URLs a page fetched from opening until its product is on screen and the network is idle. */
export async function firstLoadScripts(browser: Browser, url: string, productName: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: FIRST_LOAD_VIEWPORT, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  try {
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await page.waitForLoadState('networkidle');
    return [...scripts];
  } finally {
    await context.close();
  }
}

/** Sizes of the files behind script URLs, as sent, from their build folders. */
export function measureFiles(stack: Stack, urls: string[]): MeasuredPage {
  const folders = buildFolders(stack);
  const files: Record<string, number> = {};
  for (const url of urls) {
    const { origin, pathname } = new URL(url);
    const folder = folders.find((candidate) => candidate.origin === origin);
    if (!folder) throw new Error(`A script from outside the stack: ${url}`);
    const file = path.join(folder.dist, decodeURIComponent(pathname));
    files[`${folder.name}/${withoutContentHash(pathname.slice(1))}`] = sentBytes(file);
  }
  return { files };
}

/** Everything the budget counts: both product pages and each remote's `remoteEntry.js`. */
export async function measureBudgetedFigures(browser: Browser, stack: Stack, budget: SizeBudget): Promise<Measurement> {
  const pages = {} as Measurement['pages'];
  for (const [name, page] of Object.entries(budget.pages) as [keyof SizeBudget['pages'], SizeBudget['pages']['retail']][]) {
    pages[name] = measureFiles(stack, await firstLoadScripts(browser, `${stack.urls.host}${page.path}`, page.productName));
  }
  return {
    pages,
    remoteEntries: {
      retail: sentBytes(path.join(ROOT, 'pdp-remote/dist/remoteEntry.js')),
      grocery: sentBytes(path.join(ROOT, 'grocery-remote/dist/remoteEntry.js')),
    },
  };
}
