// The retail page's recommendations end to end against the real builds and the simulator (issue 19,
// spec §2 sections, §7, §9): the section joins the sticky navigation and loads as the shopper scrolls
// near it; similar products and more picks link to their pages through the host, each card carrying
// its position and trace id; at a phone's and a desktop's width, and in English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seriousAxeViolations } from './axe';
import { assertClean, e2eSuite, visit } from './harness';

const e2e = e2eSuite();
const { host } = e2e;

// The blender and the tumbler share their top category: each is the other's similar product.
const BLENDER = { path: '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004', name: 'Blender Dapur Serbaguna 1,5 L' };
const TUMBLER = 'Tumbler Stainless 500 ml';

describe('recommendations', () => {
  for (const width of [360, 1280]) {
    it(`shows similar products and more picks as the shopper scrolls near, and opens one, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      const asked: string[] = [];
      page.on('request', (request) => request.url().includes('/recommendations') && asked.push(new URL(request.url()).searchParams.get('placement') ?? ''));
      await visit(page, `${host}${BLENDER.path}`);
      await page.getByRole('heading', { level: 1, name: BLENDER.name }).waitFor();
      assert.deepEqual(asked, [], 'nothing is asked before the shopper comes near');
      const section = page.getByRole('region', { name: 'Rekomendasi', exact: true });
      await section.scrollIntoViewIfNeeded();
      const similar = section.getByRole('region', { name: 'Produk serupa' });
      const card = similar.getByRole('link', { name: new RegExp(TUMBLER) });
      await card.waitFor();
      assert.equal(await similar.getByRole('listitem').first().getAttribute('data-position'), '1');
      assert.match((await similar.getByRole('listitem').first().getAttribute('data-trace-id')) ?? '', /^[0-9a-f]{16}$/);
      const picks = section.getByRole('region', { name: 'Pilihan lain untukmu' });
      await picks.getByRole('link').first().waitFor();
      assert.equal(await picks.getByRole('link', { name: new RegExp(BLENDER.name) }).count(), 0, 'the product shown is not recommended to itself');
      assert.deepEqual([...asked].sort(), ['pdp-product', 'pdp-similar']);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await card.click();
      await page.getByRole('heading', { level: 1, name: TUMBLER }).waitFor();
      assert.match(page.url(), /\/p\/tumbler-stainless-500-ml\/is--TMB-60006-00001$/);
      assertClean(tracked);
    });
  }

  it('reads in English, from the sticky navigation', async () => {
    const tracked = await e2e.openPage({ width: 1280, context: { locale: 'en-US' } });
    const { page } = tracked;
    await page.context().addCookies([{ name: 'pdp_locale', value: 'en', url: host }]);
    await visit(page, `${host}${BLENDER.path}`);
    await page.getByRole('heading', { level: 1, name: BLENDER.name }).waitFor();
    await page.getByRole('navigation', { name: 'Product page sections' }).getByRole('button', { name: 'Recommendations' }).click();
    const section = page.getByRole('region', { name: 'Recommendations', exact: true });
    await section.getByRole('region', { name: 'Similar products' }).getByRole('link').first().waitFor();
    await section.getByRole('region', { name: 'More picks for you' }).getByRole('link').first().waitFor();
    assertClean(tracked);
  });
});
