// The bundling catalog end to end against the real builds and the simulator (spec §2
// /retail/bundling-catalog/{x}, §3 Combo, §7 "add item in the bundle page", §8; decision 0071): the
// combo list's link leads to the retail remote's page of the bundle, titled by the host and kept out
// of search engines; its items with the main product first and the one not for sale said so; a member
// adds one item and the header's bag counts it; an anonymous shopper signs in and comes back to the
// add finished; an unknown bundle is the host's 404 page, answered 404 by the host's server. At a
// phone's and a desktop's width, axe clean, nothing wider than the page.
import { expect, expectAccessible, expectNoHorizontalScroll, test } from './fixtures';
import { FORCED_FAILURES, signIn, signInOnLoginPage, visit, AT_BOTH } from './harness';

const BUNDLE_PATH = '/retail/bundling-catalog/BND-HPX-01';

test.describe('the bundling catalog', () => {
  for (const width of AT_BOTH) {
    test(`leads from the combo list to the bundle, lists its items and adds one to the bag, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const { page } = await openShopper({ width });
      await signIn(page, host);
      await visit(page, `${host}/p/daftar-combo/smartphone-nusantara-x5-8-gb/ps--HPX-60003`);
      await page.getByRole('link', { name: 'Lihat katalog paket' }).click();
      await expect(page).toHaveURL(`${host}${BUNDLE_PATH}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Katalog paket' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Paket hemat Smartphone X5' })).toBeVisible();
      const items = page.getByRole('list', { name: 'Isi paket' }).getByRole('listitem');
      await expect(items).toHaveCount(4);
      await expect(items.first()).toContainText('Produk utama');
      await expect(items.last()).toContainText('Tidak tersedia');
      await expect(items.last().getByRole('button'), 'no way to add what is not for sale').toHaveCount(0);
      await expect(page).toHaveTitle('Katalog paket');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);

      await page.getByRole('button', { name: /^Tambah Tumbler .* ke bag$/ }).click();
      await expect(page.getByRole('status').getByText('Ditambahkan ke bag.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Bag (1)' })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('sends an anonymous shopper through login and back to the bundle, where the add finishes; an unknown bundle is the 404 page', async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    shopper.allow(...FORCED_FAILURES);
    await visit(page, `${host}${BUNDLE_PATH}`);
    await page.getByRole('button', { name: /^Tambah Tumbler .* ke bag$/ }).click();
    await signInOnLoginPage(page);
    // Back with the add to finish: it is made once, and the action leaves the address.
    await expect(page).toHaveURL(`${host}${BUNDLE_PATH}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Paket hemat Smartphone X5' })).toBeVisible();
    const tumbler = page.getByRole('listitem').filter({ hasText: 'Tumbler' });
    await expect(tumbler.getByRole('status').filter({ hasText: 'Ditambahkan ke bag.' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Ditambahkan ke bag.' }), 'only the item chosen is added').toHaveCount(1);

    // Built in the browser, but the host's server asks the retail remote whether the bundle exists.
    const response = await visit(page, `${host}/retail/bundling-catalog/BND-TIDAK-ADA`);
    expect(response?.status(), 'a page that says not found answers 404').toBe(404);
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  });
});
