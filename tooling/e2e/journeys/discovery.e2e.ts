// Finding more (spec §1 "the page shows recommendations and recently viewed items"), on each
// storefront: the recommendations below the page, each card with its position and trace id, leading
// to its product; and the products seen before, newest first.
import { PHONE, expect, expectAccessible, openProduct, scrollUntilVisible, section, test } from './journey';

test.describe('recommendations and recently viewed', () => {
  test.use({ viewport: PHONE });

  test('recommends products of the storefront as the shopper comes near, each leading to its page', async ({ page, store }) => {
    const { everyday } = store;
    await openProduct(page, everyday);
    const recommendations = await section(page, 'Rekomendasi');
    const card = recommendations.getByRole('link', { name: everyday.recommended }).first();
    await expect(card).toBeVisible();
    const first = recommendations.getByRole('listitem').first();
    await expect(first).toHaveAttribute('data-position', '1');
    await expect(first).toHaveAttribute('data-trace-id', /^[0-9a-f]{16}$/);
    await expect(recommendations.getByRole('link', { name: everyday.name })).toHaveCount(0);
    await expectAccessible(page);
    const name = (await card.textContent()) ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(everyday.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${name.split('Rp')[0]?.trim().slice(0, 12) ?? ''}`));
  });

  test('lists the products seen before, newest first', async ({ page, store }) => {
    const [first, second, third] = store.browsing;
    for (const product of [first, second]) await openProduct(page, product);
    await openProduct(page, third);
    const seen = page.getByRole('region', { name: 'Terakhir kamu lihat' });
    await scrollUntilVisible(page, seen);
    const cards = seen.getByRole('link');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(second.name);
    await expect(cards.nth(1)).toContainText(first.name);
  });
});
