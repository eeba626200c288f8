// Loads product pages in Chromium against the production builds and prints the gzipped JavaScript
// each loads before the product is on screen, per file and in total. A benchmark, not a test.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness';
import { startStack } from '../servers/stack';

const PAGES = [
  ['retail', '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001', 'Sepatu Lari Pria Aero Run 2'],
  ['grocery', '/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001', 'Beras Pandan Wangi Premium'],
] as const;
const BUDGET_KB = 160;

const stack = await startStack({ ports: { host: 9280, retail: 9281, grocery: 9282, plainHost: 9283, simulator: 9290 } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [label, path, name] of PAGES) {
    const page = await browser.newPage();
    const scripts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const sizes = await response.request().sizes();
      scripts.push({ url: response.url(), bytes: sizes.responseBodySize });
    });
    await page.goto(`${stack.urls.host}${path}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.waitForLoadState('networkidle');
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log(`\n${label} product page ${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
    for (const script of scripts.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(7)} KB  ${script.url.replace(/^http:\/\/127\.0\.0\.1:/, ':')}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await stack.stopAll();
}
