// Nothing moves once a product page is on screen: every fixture product of the catalogue, at a
// phone's 360×740 in Indonesian and a desktop's 1280×900 in English (rendered in English by the
// server, its catalogues loading with the page), with no throttling. Each width and each language is
// met once: a shift comes from a box's size, which the width decides, or from text that arrives late,
// which the language decides, and neither needs the other's second value to show. The layout shift of
// the load is every shift without recent input until the page and its near sections have loaded.
// The retail fixtures' states (FIXTURE_STATES) are measured in Indonesian at both widths where
// retail-page.e2e.ts visits them; here only the other products at the phone's width in Indonesian.
import path from 'node:path';
import { productPath } from '@pdp/host-contract/links';
import type { Locale } from '@pdp/host-contract/locale';
import { SERVER_PAGE_ELEMENT_ID } from '../../host-shell/server/page-hints';
import { loadCatalogue } from '../simulator/catalogue/load-catalogue';
import { ROOT } from '../servers/stack';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { visit, networkSettled, trackNetwork } from './harness';
import { FIXTURE_STATES } from './products';

const MAX_LAYOUT_SHIFT = 0.01;
const RUNS: { viewport: { width: number; height: number }; locale: Locale }[] = [
  { viewport: { width: 360, height: 740 }, locale: 'id' },
  { viewport: { width: 1280, height: 900 }, locale: 'en' },
];
const PAGES_AT_ONCE = 3;

const catalogue = await loadCatalogue(path.join(ROOT, 'tooling/fixtures/catalogue'));
const pages = catalogue.products.map((product) => ({
  name: product.name,
  path: productPath({ vendor: product.vendor, productName: product.urlFriendlyName, id: `ps--${product.productSku}` }),
}));
const measuredInRetailPage = new Set<string>(FIXTURE_STATES.map(({ path }) => path));
/** The pages a run visits: in Indonesian, those the retail page's fixture states do not load already (by path: a variant's path is another load). */
const pagesOf = (locale: Locale) => (locale === 'id' ? pages.filter(({ path }) => !measuredInRetailPage.has(path)) : pages);

/** The layout shift of a page load: every shift that no input caused, read after the page settled. */
async function loadShift(
  browser: Browser,
  host: string,
  viewport: { width: number; height: number },
  locale: Locale,
  pagePath: string,
): Promise<{ total: number; shifted: string[]; answer: string }> {
  const context = await browser.newContext({ viewport });
  trackNetwork(context);
  try {
    if (locale === 'en') await context.addCookies([{ name: 'pdp_locale', value: 'en', url: host }]);
    const page = await context.newPage();
    await page.addInitScript(
      '(function () { window.pdpShifts = []; new PerformanceObserver(function (list) { list.getEntries().forEach(function (entry) { if (!entry.hadRecentInput) window.pdpShifts.push({ value: entry.value, nodes: (entry.sources || []).map(function (source) { return source.node && source.node.nodeType === 1 ? source.node.tagName + " " + (source.node.textContent || "").slice(0, 40) + " " + [source.previousRect, source.currentRect].map(function (r) { return [r.x, r.y, r.width, r.height].map(Math.round).join(","); }).join(" -> ") : ""; }) }); }); }).observe({ type: "layout-shift", buffered: true }); })();',
    );
    const response = await visit(page, `${host}${pagePath}`);
    // How the server answered, for a failure to name: its render, or the shell the browser builds.
    const html = (await response?.text()) ?? '';
    const answer = `${response?.status() ?? 'no answer'}, ${html.includes(`id="${SERVER_PAGE_ELEMENT_ID}"`) ? 'server-rendered' : 'the shell'}`;
    // Settled twice: what the first answers bring (a section's chunk, its data) may ask for more.
    await networkSettled(page);
    await networkSettled(page);
    const shifts = await page.evaluate(() => (window as unknown as { pdpShifts: { value: number; nodes: string[] }[] }).pdpShifts);
    return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifted: shifts.flatMap((shift) => shift.nodes), answer };
  } finally {
    await context.close();
  }
}

test.describe(`layout shift of every fixture page stays at or below ${MAX_LAYOUT_SHIFT}`, () => {
  for (const { viewport, locale } of RUNS) {
    test(`at ${viewport.width}×${viewport.height} in ${locale === 'en' ? 'English' : 'Indonesian'}`, async ({ browser, stack }) => {
      const over: string[] = [];
      const visited = pagesOf(locale);
      // A few pages at a time: a shift is a fact of the layout, not of timing.
      for (let start = 0; start < visited.length; start += PAGES_AT_ONCE) {
        const batch = visited.slice(start, start + PAGES_AT_ONCE);
        const results = await Promise.all(batch.map((page) => loadShift(browser, stack.host, viewport, locale, page.path)));
        results.forEach(({ total, shifted, answer }, index) => {
          if (total > MAX_LAYOUT_SHIFT) over.push(`${batch[index]?.path} [${answer}]: ${total.toFixed(4)} (${shifted.join(' | ')})`);
        });
      }
      expect(over, `pages whose load shifted more than ${MAX_LAYOUT_SHIFT}`).toEqual([]);
    });
  }
});
