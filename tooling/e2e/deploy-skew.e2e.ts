// A shopper holding a page while its remote is redeployed: a chunk the page asks for later fails.
// Failing once (a hiccup), it is asked for again and the section appears; gone for good (a redeploy
// removed it), the part that needed it says so and the rest of the page keeps working (a section in
// its place, page-frame.test.tsx; a modal with the toast, here). Never a blank page.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../servers/stack';
import { scrollToEnd, e2eSuite, visit, after, describe, it } from './harness';
import { SHOES } from './products';

let dist: string;

// The retail remote served from a copy of its build, whose files the tests take away.
const e2e = e2eSuite(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'pdp-retail-'));
  await cp(path.join(ROOT, 'pdp-remote/dist'), dist, { recursive: true });
  return { distDirs: { retail: dist } };
});
const { host } = e2e;
after(async () => {
  await rm(dist, { recursive: true, force: true });
});

/** The built file of the retail remote's chunk that holds a module (chunks are named by number). */
async function chunkFile(module: string): Promise<string> {
  const maps = (await readdir(dist)).filter((entry) => entry.endsWith('.js.map'));
  for (const map of maps) {
    const { sources } = JSON.parse(await readFile(path.join(dist, map), 'utf8')) as { sources: string[] };
    if (sources.some((source) => source.endsWith(module))) return map.slice(0, -'.map'.length);
  }
  assert.fail(`no chunk of the build holds ${module}`);
}

/** The product page at a phone's width, on screen and before any section below it has loaded. */
async function openShoes() {
  const tracked = await e2e.openPage({ width: 360 });
  await visit(tracked.page, `${host}${SHOES.path}`);
  await tracked.page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
  return tracked;
}

describe('a chunk that fails to load', () => {
  it('is asked for again once, and the section appears', async () => {
    const file = await chunkFile('seller-info/components/seller-card.tsx');
    const tracked = await openShoes();
    const { page } = tracked;
    await rename(path.join(dist, file), path.join(dist, `${file}.away`));
    let failed = 0;
    page.on('response', (response) => {
      if (response.url().endsWith(file) && response.status() === 404) {
        failed += 1;
        // Back before the retry: the hiccup is over.
        void rename(path.join(dist, `${file}.away`), path.join(dist, file));
      }
    });
    await scrollToEnd(page);
    await page.getByRole('region', { name: 'Penjual' }).getByText(SHOES.merchant).waitFor();
    assert.equal(failed, 1);
    assert.deepEqual(tracked.pageErrors, []);
  });

  it('gone for good: the modal that needed it says so, and the page keeps working', async () => {
    // A modal's chunk, which nothing has asked for yet (the server keeps the files it has sent).
    const file = await chunkFile('product-gallery/components/image-preview-modal.tsx');
    const tracked = await openShoes();
    const { page } = tracked;
    await rename(path.join(dist, file), path.join(dist, `${file}.gone`));
    try {
      await page.getByRole('button', { name: 'Perbesar gambar' }).click();
      await page.getByText('Something went wrong here. Please try again later').waitFor();
      assert.equal(await page.getByRole('dialog').count(), 0);
      assert.equal(await page.getByRole('heading', { level: 1, name: SHOES.name }).isVisible(), true);
      await page.getByRole('button', { name: '41' }).click();
      await page.waitForURL(/\/is--SPL-60001-00002/);
      await page.getByText('Tersisa 3 produk').waitFor();
      assert.deepEqual(tracked.pageErrors, []);
    } finally {
      await rename(path.join(dist, `${file}.gone`), path.join(dist, file));
    }
  });
});
