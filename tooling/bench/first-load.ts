// The gzipped JavaScript a product page loads before its product is on screen, per file.
import type { Browser } from 'playwright-core';

export interface FirstLoad {
  path: string;
  totalBytes: number;
  scripts: { url: string; bytes: number }[];
}

/** Measured at a phone's viewport: the budget is for a cheap phone, where below the fold waits. */
export async function measureFirstLoad(browser: Browser, origin: string, path: string, productName: string): Promise<FirstLoad> {
  const page = await browser.newPage({ viewport: { width: 360, height: 640 }, isMobile: true });
  const scripts: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.request().sizes().then((sizes) => void scripts.push({ url: response.url(), bytes: sizes.responseBodySize })));
  });
  await page.goto(`${origin}${path}`);
  await page.getByRole('heading', { level: 1, name: productName }).waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return { path, totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts: scripts.sort((a, b) => b.bytes - a.bytes) };
}
