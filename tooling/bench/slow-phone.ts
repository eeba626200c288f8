// A product page as a cheap phone opens it: a 360×740 touch screen, the CPU slowed 4× by the devtools,
// loaded until its heading shows and the remote has started. The browser figures measured on a
// started page (interactions, long tasks, product → product) all open it here.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const CPU_SLOWDOWN = 4;

/** The page, opened in a context of its own (the caller closes it); `initScript` runs before the page's own. */
export async function openOnSlowPhone(
  browser: Browser,
  url: string,
  productName: string,
  initScript: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(initScript);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-remote-state="loading"]'));
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}
