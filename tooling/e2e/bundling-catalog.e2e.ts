// The bundling catalog end to end against the real builds and the simulator (spec §2
// /retail/bundling-catalog/{x}, §3 Combo, §7 "add item in the bundle page", §8; decision 0071): the
// combo list's link leads to the retail remote's page of the bundle, titled by the host and kept out
// of search engines; its items with the main product first and the one not for sale said so; a member
// adds one item and the header's bag counts it; an anonymous shopper signs in and comes back to the
// add finished; an unknown bundle is the host's 404 page, answered 404 by the host's server. At a
// phone's and a desktop's width, axe clean, nothing wider than the page.
import assert from 'node:assert/strict';
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { FORCED_FAILURES, assertClean, e2eSuite, signIn, signInOnLoginPage, visit, describe, it, AT_BOTH } from './harness';

const e2e = e2eSuite();
const { host } = e2e;

const BUNDLE_PATH = '/retail/bundling-catalog/BND-HPX-01';

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the bundling catalog', () => {
  for (const width of AT_BOTH) {
    it(`leads from the combo list to the bundle, lists its items and adds one to the bag, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await signIn(page, host);
      await visit(page, `${host}/p/daftar-combo/smartphone-nusantara-x5-8-gb/ps--HPX-60003`);
      await page.getByRole('link', { name: 'Lihat katalog paket' }).click();
      await page.waitForURL(`${host}${BUNDLE_PATH}`);
      await page.getByRole('heading', { level: 1, name: 'Katalog paket' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Paket hemat Smartphone X5' }).waitFor();
      const items = page.getByRole('list', { name: 'Isi paket' }).getByRole('listitem');
      await items.first().waitFor();
      assert.equal(await items.count(), 4);
      assert.match((await items.first().textContent()) ?? '', /Produk utama/);
      assert.match((await items.last().textContent()) ?? '', /Tidak tersedia/);
      assert.equal(await items.last().getByRole('button').count(), 0, 'no way to add what is not for sale');
      assert.equal(await page.title(), 'Katalog paket');
      assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex,nofollow');
      assert.deepEqual(await seriousAxeViolations(page), []);
      assert.equal(await overflow(page), 0);

      await page.getByRole('button', { name: /^Tambah Tumbler .* ke bag$/ }).click();
      await page.getByRole('status').getByText('Ditambahkan ke bag.').waitFor();
      await page.getByRole('link', { name: 'Bag (1)' }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      assertClean(tracked);
    });
  }

  it('sends an anonymous shopper through login and back to the bundle, where the add finishes; an unknown bundle is the 404 page', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await visit(page, `${host}${BUNDLE_PATH}`);
    await page.getByRole('button', { name: /^Tambah Tumbler .* ke bag$/ }).click();
    await signInOnLoginPage(page);
    // Back with the add to finish: it is made once, and the action leaves the address.
    await page.waitForURL(`${host}${BUNDLE_PATH}`);
    await page.getByRole('heading', { level: 2, name: 'Paket hemat Smartphone X5' }).waitFor();
    const tumbler = page.getByRole('listitem').filter({ hasText: 'Tumbler' });
    await tumbler.getByRole('status').filter({ hasText: 'Ditambahkan ke bag.' }).waitFor();
    assert.equal(await page.getByRole('status').filter({ hasText: 'Ditambahkan ke bag.' }).count(), 1, 'only the item chosen is added');

    // Built in the browser, but the host's server asks the retail remote whether the bundle exists.
    const response = await visit(page, `${host}/retail/bundling-catalog/BND-TIDAK-ADA`);
    expect(response?.status(), 'a page that says not found answers 404').toBe(404);
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    assertClean(tracked, FORCED_FAILURES);
  });
});
