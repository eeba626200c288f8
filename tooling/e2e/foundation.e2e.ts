// The foundation, end to end in Chromium: both remotes render their slice through the host, titles,
// variant picks move the URL without a reload, the error pages, vendor switching, a remote that
// goes down and comes back, the language switch, sign-in and the bag, and the plain HTML host.
import assert from 'node:assert/strict';
import { type TrackedPage, e2eSuite, englishChunkFile, visit, describe, it } from './harness';

// It stops and restarts the retail remote's server: a stack of its own.
const e2e = e2eSuite({ ownStack: true });
const { host } = e2e;

const heading = (tracked: TrackedPage, name: string | RegExp) => tracked.page.getByRole('heading', { level: 1, name });
const assertNoUncaughtErrors = (tracked: TrackedPage) => assert.deepEqual(tracked.pageErrors, []);
const assertCleanConsole = (tracked: TrackedPage) => {
  assertNoUncaughtErrors(tracked);
  assert.deepEqual(tracked.consoleErrors, []);
};

describe('retail product page', () => {
  it('renders the slice: name, image, price, breadcrumbs, variants, with the retail title', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await visit(page, `${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001`);
    await heading(tracked, 'Sepatu Lari Pria Aero Run 2').waitFor();
    assert.equal(await page.title(), 'Product Detail Page | Pasarku');
    assert.equal(await page.getByTestId('product-price').textContent(), 'Rp629.300');
    assert.match((await page.getByTestId('product-price').getAttribute('class')) ?? '', /^pdp-/, 'the retail remote styles with its own emotion key');
    assert.ok(await page.getByRole('img', { name: /Sepatu Lari Pria Aero Run 2, gambar 1/ }).isVisible());
    assert.ok(await page.getByRole('navigation', { name: 'Kategori produk' }).getByRole('link', { name: 'Sepatu Lari' }).isVisible());
    assert.equal(await page.getByRole('button', { name: 'Hitam' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByTestId('vendor-badge').textContent(), 'Belanja');
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'index,follow');
    assertCleanConsole(tracked);
  });

  it('drops the tracking parameters from the address bar and follows a variant pick without a full reload', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await visit(page, `${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001?utm_source=x&qty=1`);
    await heading(tracked, 'Sepatu Lari Pria Aero Run 2').waitFor();
    // Spec §9: the tracking parameters leave the address bar; the others stay.
    await page.waitForURL(`${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001?qty=1`);
    await page.evaluate(() => Object.assign(window, { e2eMarker: 'same-document' }));

    await page.getByRole('button', { name: '41' }).click();
    await page.waitForURL(/\/is--SPL-60001-00002/);
    await page.getByText('Tersisa 3 produk').waitFor();
    assert.equal(await page.getByRole('button', { name: '41' }).getAttribute('aria-pressed'), 'true');

    await page.getByRole('button', { name: 'Putih' }).click();
    await page.waitForURL(/\/is--SPL-60001-00005/);
    await page.getByTestId('product-price').getByText('Rp719.200').waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker), 'same-document');
    assert.match(page.url(), /\/is--SPL-60001-00005\?qty=1$/);
    assertCleanConsole(tracked);
  });

  it('picks from a dropdown for DROPDOWN attributes and disables what cannot be bought', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await visit(page, `${host}/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003`);
    await heading(tracked, 'Smartphone Nusantara X5 8 GB').waitFor();
    assert.equal(await page.getByRole('option', { name: '512 GB (tidak tersedia)' }).isDisabled(), true);
    await page.getByRole('combobox', { name: 'Pilih Penyimpanan' }).selectOption('256 GB');
    await page.waitForURL(/\/is--HPX-60003-00002$/);
    await page.getByTestId('product-price').getByText('Rp4.599.000').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'no horizontal scroll at 360 px');
    assertCleanConsole(tracked);
  });

  it('shows stock states from the fixtures', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    for (const [path, text] of [
      ['/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004', 'Stok habis'],
      ['/p/konsol-game-portabel-nova/ps--KNS-60005', 'Segera hadir'],
      ['/p/tumbler-stainless-500-ml/ps--TMB-60006', 'Tersisa 2 produk'],
    ] as const) {
      await visit(page, `${host}${path}`);
      await page.getByText(text, { exact: true }).waitFor();
    }
    assertCleanConsole(tracked);
  });

  it('switches to English and back without a reload', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await visit(page, `${host}/p/tumbler-stainless-500-ml/ps--TMB-60006`);
    await page.getByText('Tersisa 2 produk').waitFor();
    const english = englishChunkFile('pdp-remote', 'pdp-messages-en');
    const englishChunk = page.waitForResponse((response) => response.url().endsWith(`/${english}`));
    await page.getByRole('banner').getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
    await englishChunk;
    await page.getByText('Only 2 left').waitFor();
    await page.getByRole('banner').getByText('Language').waitFor();
    assert.equal(await page.getByTestId('product-price').textContent(), 'Rp99.000');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('id');
    await page.getByText('Tersisa 2 produk').waitFor();
    assertCleanConsole(tracked);
  });
});

describe('the HTML the host server sends (before any script runs)', () => {
  it('carries the title, robots and a canonical link without tracking parameters', async () => {
    const response = await fetch(`${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001?utm_source=ig&pid=7&qty=2`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<title>Product Detail Page \| Pasarku<\/title>/);
    assert.match(html, /<meta name="robots" content="index,follow" \/>/);
    assert.ok(html.includes(`<link rel="canonical" href="${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001?qty=2">`));
    // The page names the remote's container for the browser, which then needs no manifest (decision 0085).
    assert.ok(html.includes(`"remoteEntry":"${e2e.stack.urls.retail}/remoteEntry.js"`), 'the server page names the container');
    assert.ok(html.includes(`<link rel="preload" as="script" href="${e2e.stack.urls.retail}/remoteEntry.js"`));
    assert.ok(!html.includes('as="fetch"'));
    const secondary = await (await fetch(`${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001/description`)).text();
    assert.match(secondary, /<meta name="robots" content="noindex,nofollow" \/>/);
  });

  it('answers 404 for a product path without id, a malformed id and an unknown secondary page', async () => {
    for (const path of [
      '/p/sepatu-lari-pria-aero-run-2',
      '/grocery/p/beras',
      '/p/sepatu/xx--SPL-60001',
      '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001/bukan-halaman',
    ]) {
      const response = await fetch(`${host}${path}`);
      assert.equal(response.status, 404, path);
      assert.match(await response.text(), /<title>Halaman tidak ditemukan<\/title>/);
    }
  });
});

describe('error pages', () => {
  for (const [label, path, title] of [
    ['a product path without id', '/p/sepatu-lari-pria-aero-run-2', 'Halaman tidak ditemukan'],
    ['an unknown id', '/p/tidak-ada/ps--NOPE-99999', 'Halaman tidak ditemukan'],
    ['an id with an unknown prefix', '/p/sepatu/xx--SPL-60001', 'Halaman tidak ditemukan'],
    ['a deleted product (410)', '/p/rak-buku-kayu-jati-5-susun/ps--RAK-60007', 'Produk ini sudah tidak dijual'],
    ['a 429 from the backend', '/p/headphone-nirkabel-ramai-flash-sale/ps--HDP-60010', 'Lagi ramai banget, nih!'],
  ] as const) {
    it(`answers ${label} with "${title}"`, async () => {
      const tracked = await e2e.openPage();
      await visit(tracked.page, `${host}${path}`);
      await heading(tracked, title).waitFor();
      assert.ok(await tracked.page.getByRole('banner').isVisible(), 'the host header stays');
      assertNoUncaughtErrors(tracked);
    });
  }

  it('says plainly that an out-of-scope route belongs elsewhere', async () => {
    const tracked = await e2e.openPage();
    await visit(tracked.page, `${host}/member/seller-chat/AER-60001`);
    await heading(tracked, 'Bagian lain dari marketplace').waitFor();
    assertCleanConsole(tracked);
  });
});

describe('grocery and vendor switching', () => {
  it('renders the grocery slice with its label and title, switching remote and vendor from retail', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await visit(page, `${host}/`);
    await page.getByRole('link', { name: 'Sepatu Lari Pria Aero Run 2' }).click();
    await heading(tracked, 'Sepatu Lari Pria Aero Run 2').waitFor();
    const groceryEntry = page.waitForRequest((request) => request.url().startsWith(e2e.stack.urls.grocery));
    await page.getByRole('link', { name: 'Pasarku', exact: true }).click();
    await page.getByRole('link', { name: 'Beras Pandan Wangi Premium' }).click();
    await heading(tracked, 'Beras Pandan Wangi Premium').waitFor();
    await groceryEntry;
    assert.equal(await page.title(), 'Product Detail Page Grocery | Pasarku');
    assert.equal(await page.getByTestId('vendor-badge').textContent(), 'Grocery');
    assert.equal(await page.locator('[data-page-type]').getAttribute('data-page-type'), 'product-detail-grocery-ranch');
    assert.match((await page.getByTestId('product-price').getAttribute('class')) ?? '', /^grocery-/, 'the grocery remote styles with its own emotion key');
    assert.ok(await page.locator('[data-page-type]').getByText('Ranch Market').isVisible());
    await page.getByRole('button', { name: '5 kg' }).click();
    await page.waitForURL(/\/grocery\/p\/beras-pandan-wangi-premium\/is--BRS-70001-00002$/);
    await page.getByText('Tersisa 4 produk').waitFor();
    await page.goBack();
    await page.goBack();
    await heading(tracked, 'Sepatu Lari Pria Aero Run 2').waitFor();
    assert.equal(await page.getByTestId('vendor-badge').textContent(), 'Belanja');
    assertCleanConsole(tracked);
  });
});

describe('a remote that is down', () => {
  it('leaves the host standing with a retry that works once the remote is back', async () => {
    await e2e.stack.stop('retail');
    const tracked = await e2e.openPage();
    const { page } = tracked;
    try {
      await visit(page, `${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001`);
      await heading(tracked, 'Server sedang bermasalah').waitFor({ timeout: 15_000 });
      assert.ok(await page.getByRole('banner').isVisible());
      await page.getByRole('link', { name: 'Bag' }).click();
      await heading(tracked, 'Bag kamu').waitFor();
      await page.goBack();
      await heading(tracked, 'Server sedang bermasalah').waitFor({ timeout: 15_000 });
    } finally {
      await e2e.stack.restart('retail');
    }
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await heading(tracked, 'Sepatu Lari Pria Aero Run 2').waitFor();
    assertNoUncaughtErrors(tracked);
    assert.ok(
      tracked.consoleErrors.some((line) => line.includes('[host] remote-')),
      'the failure was logged',
    );
  });
});

describe('sign-in and the bag', () => {
  it('signs in a demo account, returns to the product, and lists the bag', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await visit(page, `${host}/p/kaos-polos-katun-combed-30s/ps--KAO-60002`);
    await heading(tracked, 'Kaos Polos Katun Combed 30s').waitFor();
    await page.getByRole('link', { name: 'Masuk' }).click();
    await page.getByRole('button', { name: 'Pakai akun Budi Santoso' }).click();
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await heading(tracked, 'Kaos Polos Katun Combed 30s').waitFor();
    assert.match(page.url(), /\/p\/kaos-polos-katun-combed-30s\/ps--KAO-60002$/);
    await page.getByText('Hai, Budi Santoso').waitFor();

    const added = await page.evaluate(async () => {
      const response = await fetch('/backend/retail/carts/_add-bulk', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ itemSku: 'KAO-60002-00002', quantity: 2 }] }),
      });
      return response.status;
    });
    assert.equal(added, 200);
    await page.getByRole('link', { name: 'Bag' }).click();
    await page.getByText('Jumlah: 2').waitFor();
    assert.ok(await page.getByText('Rp118.000').isVisible());
    assertCleanConsole(tracked);
  });
});

describe('the plain HTML host', () => {
  it('mounts the retail remote through its lifecycles, with no framework of its own', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await visit(page, `${e2e.stack.urls.plainHost}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001`);
    await heading(tracked, 'Sepatu Lari Pria Aero Run 2').waitFor();
    await page.getByRole('button', { name: 'Putih' }).click();
    await page.waitForURL(/\/is--SPL-60001-00004$/);
    await page.getByTestId('product-price').getByText('Rp719.200').waitFor();
    await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
    await page.getByText('20% off').waitFor();
    assertCleanConsole(tracked);
  });

  it('mounts it as the super-app variant: free gifts behind their switch (on here), no price summary', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await visit(page, `${e2e.stack.urls.plainHost}/p/laptop-tipis-cakra-14-inci/ps--LPT-60008`);
    await heading(tracked, 'Laptop Tipis Cakra 14 inci').waitFor();
    await page.getByRole('combobox', { name: 'Varian' }).selectOption('RETAIL_SUPER_APP');
    await page.getByText('Untuk pembelian min. Rp15.000.000').waitFor();
    // The super-app variant prices the quantity on the page and asks the backend nothing (spec §4).
    const priceSummaryCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/price-summary')) priceSummaryCalls.push(request.url());
    });
    await page.getByRole('button', { name: 'Tambah jumlah' }).click();
    await page.getByTestId('price-summary-total').filter({ hasText: 'Rp22.998.000' }).waitFor();
    assert.deepEqual(priceSummaryCalls, []);
    assertCleanConsole(tracked);
  });
});
