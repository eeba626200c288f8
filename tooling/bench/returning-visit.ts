// A returning visit (issue 20): a product page opened, then opened again in a new tab of the same
// browser (its HTTP cache kept), counting how each static file of the second visit arrived: from the
// cache without a request (hashed files, immutable), revalidated with a 304 (unhashed ones, by ETag),
// or downloaded again (200). The page's own HTML, made per request, and /backend calls are data, not
// files, and are left out.
import type { Browser, BrowserContext } from 'playwright-core';

export interface ReturningVisit {
  fromCache: number;
  revalidated: number;
  downloaded: string[];
}

/**
 * Files of the visit, by URL: how each arrived. A revalidated file's `responseReceived` carries the
 * cached response (200); the status on the wire (304) comes with `responseReceivedExtraInfo`.
 */
async function visit(context: BrowserContext, url: string): Promise<Map<string, 'cache' | number>> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pageUrl = new URL(url);
  const responses = new Map<string, { url: string; fromCache: boolean; status: number }>();
  const wireStatus = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const address = new URL(response.url);
    const isPage = address.origin === pageUrl.origin && address.pathname === pageUrl.pathname;
    if (isPage || address.pathname.startsWith('/backend') || !/^https?:$/.test(address.protocol)) return;
    responses.set(requestId, { url: response.url, fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache), status: response.status });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  await page.close();
  const seen = new Map<string, 'cache' | number>();
  for (const [requestId, response] of responses) seen.set(response.url, response.fromCache ? 'cache' : (wireStatus.get(requestId) ?? response.status));
  return seen;
}

export async function measureReturningVisit(browser: Browser, url: string): Promise<ReturningVisit> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    await visit(context, url);
    const second = await visit(context, url);
    const outcomes = [...second.entries()];
    return {
      fromCache: outcomes.filter(([, outcome]) => outcome === 'cache').length,
      revalidated: outcomes.filter(([, outcome]) => outcome === 304).length,
      downloaded: outcomes
        .filter(([, outcome]) => outcome !== 'cache' && outcome !== 304)
        .map(([address, outcome]) => `${outcome} ${new URL(address).pathname}`),
    };
  } finally {
    await context.close();
  }
}
