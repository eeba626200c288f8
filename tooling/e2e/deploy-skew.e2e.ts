// A shopper holding a page while its remote is redeployed: a chunk the page asks for later fails.
// Failing once (a hiccup), it is asked for again and the section appears; gone for good (a redeploy
// removed it), the part that needed it says so and the rest of the page keeps working (a section in
// its place, page-frame.test.tsx; a modal with the toast, here). Never a blank page.
import { cp, rename } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../servers/stack';
import type { Page } from '@playwright/test';
import { expect, test as e2eTest } from './fixtures';
import { chunkFile, FORCED_FAILURES, scrollToEnd, visit } from './harness';
import { SHOES } from './products';

// The retail remote served from a copy of its build, whose files the tests take away: a folder of
// the worker's, removed when the worker ends, however its tests ended.
const test = e2eTest.extend<object, { dist: string }>({
  dist: [
    async ({ workerTempDir }, use) => {
      const dist = await workerTempDir('pdp-retail-');
      await cp(path.join(ROOT, 'pdp-remote/dist'), dist, { recursive: true });
      await use(dist);
    },
    { scope: 'worker' },
  ],
  ownStack: [async ({ dist }, use) => use({ distDirs: { retail: dist } }), { scope: 'worker' }],
  shopperOptions: { width: 360 },
});
// The tests share the copy of the build (and the files its server has sent): in order, on one worker.
test.describe.configure({ mode: 'default' });

/** The product page (at a phone's width), on screen and before any section below it has loaded. */
async function openShoes(page: Page, host: string) {
  await visit(page, `${host}${SHOES.path}`);
  await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
}

test.describe('a chunk that fails to load', () => {
  test('is asked for again once, and the section appears', async ({ dist, stack, shopper }) => {
    const file = await chunkFile(dist, 'seller-info/components/seller-card.tsx');
    const { page } = shopper;
    await openShoes(page, stack.host);
    await rename(path.join(dist, file), path.join(dist, `${file}.away`));
    let failed = 0;
    page.on('response', (response) => {
      if (response.url().endsWith(file) && response.status() === 404) {
        failed += 1;
        // Back before the retry: the hiccup is over.
        void rename(path.join(dist, `${file}.away`), path.join(dist, file));
      }
    });
    // The browser logs the chunk's 404; uncaught errors there are none (the page is checked as the test ends).
    shopper.allow(...FORCED_FAILURES);
    await scrollToEnd(page);
    await expect(page.getByRole('region', { name: 'Penjual' }).getByText(SHOES.merchant)).toBeVisible();
    expect(failed, 'the chunk failed once, and its retry loaded it').toBe(1);
  });

  test('gone for good: the modal that needed it says so, and the page keeps working', async ({ dist, stack, shopper }) => {
    // A modal's chunk, which nothing has asked for yet (the server keeps the files it has sent).
    const file = await chunkFile(dist, 'product-gallery/components/image-preview-modal.tsx');
    const { page } = shopper;
    await openShoes(page, stack.host);
    // The chunk's 404s and the failure the part that needed it reports (React's log of the error its
    // boundary caught, and the remote's ui-error) are the test's doing; an uncaught error is not.
    shopper.allow(...FORCED_FAILURES, /Loading chunk \d+ failed/);
    await rename(path.join(dist, file), path.join(dist, `${file}.gone`));
    try {
      await page.getByRole('button', { name: 'Perbesar gambar' }).click();
      await expect(page.getByText('Something went wrong here. Please try again later')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
      await page.getByRole('button', { name: '41' }).click();
      await expect(page).toHaveURL(/\/is--SPL-60001-00002/);
      await expect(page.getByText('Tersisa 3 produk')).toBeVisible();
    } finally {
      await rename(path.join(dist, `${file}.gone`), path.join(dist, file));
    }
  });
});
