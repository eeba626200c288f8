// The page in English (spec §1: Indonesian, with English on demand), on each storefront: a shopper
// who chose English gets it from the first paint, sections and buttons alike, and switches back to
// Indonesian without a reload.
import { DESKTOP, expect, openProduct, section, test } from './journey';

test.describe('in English', () => {
  test.use({ viewport: DESKTOP, chosenLocale: 'en' });

  test('reads the page in English, and in Indonesian again after a switch', async ({ page, store }) => {
    const { everyday } = store;
    await openProduct(page, everyday);
    await expect(page.getByRole('navigation', { name: 'Product page sections' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeVisible();
    const reviews = await section(page, 'Reviews');
    await expect(reviews.getByText(`${everyday.review.count} reviews`)).toBeVisible();
    await expect((await section(page, 'Discussion')).getByRole('button', { name: 'Ask a question' })).toBeVisible();
    await expect((await section(page, 'Services')).getByText(`Free returns within ${everyday.returnDays} days`)).toBeVisible();

    await page.evaluate(() => Object.assign(window, { e2eMarker: 'same-document' }));
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('id');
    await expect(page.getByRole('navigation', { name: 'Bagian halaman produk' })).toBeVisible();
    await expect((await section(page, 'Ulasan')).getByText(`${everyday.review.count} ulasan`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same-document');
  });
});
