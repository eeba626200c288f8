// The retail page end to end: every state of the fixtures at phone and desktop widths, accessibility
// (axe-core, no serious or critical violation on the page or any modal), the price summary rules
// against the simulator (including its failure), the modals, the English switch, the description
// (with the product copy) and price list pages, and the campaign reminder through sign-in.
// The price summary with its wholesale tier is the shopper journeys' (journeys/see-and-choose.e2e.ts), on both
// storefronts.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { scrollToEnd, type TrackedPage, e2eSuite, visit, describe, it, networkSettled, AT_BOTH, AT_PHONE } from './harness';

const e2e = e2eSuite();
const { host } = e2e;

const PRODUCTS = [
  {
    path: '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001',
    name: 'Sepatu Lari Pria Aero Run 2',
    expect: ['Flash Sale', 'Harga grosir', 'Cashback Rp10.000', 'Harga termurah dalam 30 hari terakhir', 'Gratis retur 15 hari', 'Garansi distributor'],
  },
  {
    path: '/p/kaos-polos-katun-combed-30s/is--KAO-60002-00004',
    name: 'Kaos Polos Katun Combed 30s',
    expect: ['Ingatkan saya', 'Varian yang kamu pilih sebelumnya sudah diubah penjual.', 'Tanpa garansi'],
  },
  {
    path: '/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003',
    name: 'Smartphone Nusantara X5 8 GB',
    expect: ['Kampanye Eksklusif', 'Garansi resmi', 'Stok terjamin'],
  },
  { path: '/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009', name: 'Kulkas 2 Pintu Dingin 300 L', expect: ['Toko sedang tutup.', 'Garansi toko'] },
  { path: '/p/tumbler-stainless-500-ml/ps--TMB-60006', name: 'Tumbler Stainless 500 ml', expect: ['Tersisa 2 produk', 'Penjual tidak aktif selama 7 hari.'] },
  { path: '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004', name: 'Blender Dapur Serbaguna 1,5 L', expect: ['Stok habis'] },
  { path: '/p/konsol-game-portabel-nova/ps--KNS-60005', name: 'Konsol Game Portabel Nova', expect: ['Segera hadir'] },
  {
    path: '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008',
    name: 'Laptop Tipis Cakra 14 inci',
    expect: ['Dijual Pasarku', 'Harga termurah dalam 1 tahun terakhir', 'Garansi internasional'],
  },
] as const;

async function openProduct(tracked: TrackedPage, path: string, name: string) {
  await visit(tracked.page, `${host}${path}`);
  await tracked.page.getByRole('heading', { level: 1, name }).waitFor();
  await tracked.page.getByTestId('price-summary-total').waitFor();
}

async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** Scrolls to the bottom as a shopper would, so sections that load on approach do. */
async function scrollThrough(page: Page) {
  await scrollToEnd(page);
  // On a loaded machine the jumps can outrun the browser's rendering steps; the shopper's last look
  // is at the seller, which then loads as it comes into view.
  // Scrolled to by the page itself: Playwright's own scroll waits for the region to stand still, and on
  // a loaded machine the sections above it may still be settling for longer than its timeout.
  const seller = page.getByRole('region', { name: 'Penjual' });
  await seller.evaluate((region) => region.scrollIntoView({ block: 'center' }));
  await seller.getByText('Dijual oleh').waitFor();
}

const assertClean = (tracked: TrackedPage) => {
  assert.deepEqual(tracked.pageErrors, []);
  assert.deepEqual(tracked.consoleErrors, []);
};

describe('every fixture state, at 360 and 1280 px', () => {
  for (const width of AT_BOTH) {
    for (const product of PRODUCTS) {
      it(`${product.name} at ${width} px`, async () => {
        const tracked = await e2e.openPage({ width });
        const { page } = tracked;
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await openProduct(tracked, product.path, product.name);
        // Layout shift of the load itself (what Lighthouse measures), before the test scrolls.
        const shift = await cumulativeLayoutShift(page);
        assert.ok(shift <= 0.01, `layout shift ${shift.toFixed(3)} stays at or below 0.01`);
        await scrollThrough(page);
        for (const text of product.expect) await page.getByText(text, { exact: true }).first().waitFor();
        await page.getByRole('region', { name: 'Deskripsi' }).scrollIntoViewIfNeeded();
        await page
          .getByText('Spesifikasi')
          .or(page.getByText('Penjual belum menulis deskripsi.'))
          .or(page.getByTestId('product-description'))
          .first()
          .waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, 'no horizontal scroll');
        assert.deepEqual(await seriousAxeViolations(page), []);
        assert.deepEqual(dialogs, [], 'nothing from the seller’s HTML ran');
        assertClean(tracked);
      });
    }
  }
});

describe('price summary against the simulator', () => {
  it('says `Gagal memuat data...` and keeps the product price when the summary call fails', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await visit(page, `${host}/`);
    // The session cookie must be settled before a fault is tied to it: wait out the page's first calls.
    await networkSettled(page);
    const status = await page.evaluate(async () => {
      const response = await fetch('/backend/_simulator/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/backend/product-detail/products/*/price-summary', fault: 'status=503' }),
      });
      return response.status;
    });
    assert.equal(status, 200);
    await visit(page, `${host}${PRODUCTS[0].path}`);
    await page.getByText('Gagal memuat data...').waitFor();
    assert.equal(await page.getByTestId('product-price').textContent(), 'Rp629.300');
    assert.equal(await page.getByRole('textbox', { name: 'Jumlah' }).inputValue(), '1');
    await page.getByRole('heading', { level: 1, name: PRODUCTS[0].name }).waitFor();
    assert.deepEqual(tracked.pageErrors, []);
  });
});

describe('modals', () => {
  for (const width of AT_BOTH) {
    it(`image preview, USP and warranty modals pass axe, trap focus and close on Escape at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await openProduct(tracked, PRODUCTS[0].path, PRODUCTS[0].name);
      await scrollThrough(page);
      for (const [opener, title] of [
        [page.getByRole('button', { name: 'Perbesar gambar' }), 'Gambar Sepatu Lari Pria Aero Run 2'],
        [page.getByRole('button', { name: 'Bayar di tempat' }), 'Keunggulan produk'],
        [page.getByRole('button', { name: 'Info garansi' }), 'Jenis garansi'],
      ] as const) {
        await opener.click();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden');
        assert.deepEqual(await seriousAxeViolations(page, '[role="dialog"]'), [], `${title} has no serious violation`);
        for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
        assert.ok(await dialog.evaluate((element) => element.contains(document.activeElement)), 'focus stays in the dialog');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        assert.ok(await opener.evaluate((element) => element === document.activeElement), 'focus returns to the opener');
        assert.equal(await page.evaluate(() => document.body.style.overflow), '');
      }
      assertClean(tracked);
    });
  }
});

describe('language, secondary pages and the reminder', () => {
  it('switches the page to English and back', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await openProduct(tracked, PRODUCTS[0].path, PRODUCTS[0].name);
    await page.getByRole('banner').getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
    await page.getByText('Wholesale prices').waitFor();
    await page.getByText(/^Ends in \d\d:\d\d:\d\d$/).waitFor();
    await page.getByRole('button', { name: 'Warranty info' }).waitFor();
    await page.getByText('Lowest price in the last 30 days').waitFor();
    assert.equal(await page.getByTestId('product-price').textContent(), 'Rp629.300');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('id');
    await page.getByText('Harga grosir', { exact: true }).waitFor();
    assertClean(tracked);
  });

  for (const width of AT_PHONE) {
    it(`shows the marketplace's copy below the specifications, sanitised, in either language, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      const laptop = PRODUCTS[7];
      await openProduct(tracked, laptop.path, laptop.name);
      await page.getByRole('region', { name: 'Deskripsi' }).scrollIntoViewIfNeeded();
      const copy = page.getByRole('region', { name: 'Garansi resmi Cakra' });
      await copy.getByText('Servis di 40 pusat layanan Cakra').waitFor();
      const link = copy.getByRole('link', { name: 'Cek status garansi' });
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await page.getByRole('banner').getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
      await page.getByRole('region', { name: 'Official Cakra warranty' }).getByText('Serviced at 40 Cakra service centres').waitFor();
      // The phone's copy carries a script: it shows without it.
      const phone = PRODUCTS[2];
      await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('id');
      await openProduct(tracked, phone.path, phone.name);
      await page.getByRole('region', { name: 'Deskripsi' }).scrollIntoViewIfNeeded();
      const phoneCopy = page.getByRole('region', { name: 'Garansi resmi Nusantara' });
      await phoneCopy.getByText('IMEI terdaftar di Kemenperin').waitFor();
      assert.equal(await phoneCopy.locator('script').count(), 0);
      assertClean(tracked);
    });
  }

  it('opens the description page (noindex), comes back where it was, and opens the price list page', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await openProduct(tracked, PRODUCTS[0].path, PRODUCTS[0].name);
    await page.getByRole('region', { name: 'Deskripsi' }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Lihat selengkapnya' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    assert.ok(scrolled > 300, `scrolled down to the description (${scrolled})`);
    await page.getByRole('link', { name: 'Lihat selengkapnya' }).click();
    await page.waitForURL(/\/ps--SPL-60001\/description$/);
    await page.getByRole('heading', { level: 1, name: 'Deskripsi Sepatu Lari Pria Aero Run 2' }).waitFor();
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex,nofollow');
    assert.equal(await page.getByTestId('product-description').locator('script, iframe, [onerror], [onclick], [style]').count(), 0);
    assert.equal(await page.getByTestId('product-description').locator('a[href^="javascript"]').count(), 0);
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.goBack();
    // Back returns to where the shopper was (spec §3 scroll position), once the page is tall enough:
    // the link they followed is in view again. (Not the exact offset: a section above that settles
    // after the restore moves both, and the browser's scroll anchoring keeps the link where it was.)
    await page.waitForFunction(() => {
      const link = [...document.querySelectorAll('a')].find((anchor) => anchor.textContent?.trim() === 'Lihat selengkapnya');
      const box = link?.getBoundingClientRect();
      return window.scrollY > 300 && box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    await page.getByRole('link', { name: 'Lihat daftar harga' }).click();
    await page.waitForURL(/\/p\/daftar-harga\/sepatu-lari-pria-aero-run-2\/ps--SPL-60001$/);
    await page.getByRole('heading', { level: 1, name: 'Daftar harga Sepatu Lari Pria Aero Run 2' }).waitFor();
    await page.getByRole('region', { name: 'Harga grosir' }).waitFor();
    assertClean(tracked);
  });

  it('turns on a flash-sale reminder for an anonymous shopper, no login asked (spec §6: not members-only)', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await openProduct(tracked, PRODUCTS[1].path, PRODUCTS[1].name);
    await page.getByRole('button', { name: 'Ingatkan saya' }).click();
    await page.getByText('Pengingat aktif').waitFor();
    assert.match(page.url(), /\/is--KAO-60002-00004$/);
    await page.reload();
    await page.getByText('Pengingat aktif').waitFor();
    assertClean(tracked);
  });

  it('counts a flash sale down only while its countdown is on screen', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await openProduct(tracked, PRODUCTS[0].path, PRODUCTS[0].name);
    const timer = page.getByRole('timer');
    // Scrolled away, the page quiet (an answer's date header could move the server's time): no tick.
    await scrollToEnd(page);
    await networkSettled(page);
    const away = await timer.evaluate(
      (element) =>
        new Promise<{ changes: number; answers: number }>((resolve) => {
          // The remote's calls (the host's analytics batches and the images carry no server time to the clock).
          const backendAnswers = () =>
            performance.getEntriesByType('resource').filter((entry) => /\/backend\/(?!_collector\/|media\/)/.test(entry.name)).length;
          const answersBefore = backendAnswers();
          let changes = 0;
          const watcher = new MutationObserver(() => (changes += 1));
          watcher.observe(element, { characterData: true, childList: true, subtree: true });
          setTimeout(() => {
            watcher.disconnect();
            resolve({ changes, answers: backendAnswers() - answersBefore });
          }, 1_500);
        }),
    );
    assert.deepEqual(away, { changes: 0, answers: 0 });
    // Back on screen, it catches up and ticks.
    const shownAway = await timer.textContent();
    await timer.scrollIntoViewIfNeeded();
    await page.waitForFunction((shown) => document.querySelector('[role="timer"]')?.textContent !== shown, shownAway, { timeout: 3_000 });
    assert.match((await timer.textContent()) ?? '', /^Berakhir dalam \d{2}:\d{2}:\d{2}$/);
    assertClean(tracked);
  });

  it('scrolls to a section from the sticky navigation', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await openProduct(tracked, PRODUCTS[0].path, PRODUCTS[0].name);
    const nav = page.getByRole('navigation', { name: 'Bagian halaman produk' });
    await nav.getByRole('button', { name: 'Penjual' }).click();
    await page.waitForFunction(() => {
      const seller = document.getElementById('pdp-section-seller')?.getBoundingClientRect();
      return seller !== undefined && seller.top < window.innerHeight && seller.bottom > 0;
    });
    assert.ok(await nav.isVisible(), 'the navigation stays in view');
    assertClean(tracked);
  });
});
