// The foundation, end to end in Chromium: both remotes render their slice through the host, titles,
// variant picks move the URL without a reload, the error pages, vendor switching, a remote that
// goes down and comes back, the language switch, sign-in and the bag, and the plain HTML host.
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { englishChunkFile, visit } from './harness';
import { SHARED_STACK_OPTIONS } from './e2e-config';

// It stops and restarts the retail remote's server: a stack of its own, its tests in order on one
// worker, with the shared stack's options (a render budget that holds on a busy machine: e2e-config.ts).
// Every page is checked as its test ends: no uncaught error, no console error the test did not allow.
test.use({ ownStack: SHARED_STACK_OPTIONS });
test.describe.configure({ mode: 'default' });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
/** `text` as a pattern that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('retail product page', () => {
  test('renders the slice: name, image, price, breadcrumbs, variants, with the retail title', async ({ stack: { host }, shopper: { page } }) => {
    await visit(page, `${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001`);
    await expect(heading(page, 'Sepatu Lari Pria Aero Run 2')).toBeVisible();
    await expect(page).toHaveTitle('Product Detail Page | Pasarku');
    await expect(page.getByTestId('product-price')).toHaveText('Rp629.300');
    await expect(page.getByTestId('product-price'), 'the retail remote styles with its own emotion key').toHaveAttribute('class', /^pdp-/);
    await expect(page.getByRole('img', { name: /Sepatu Lari Pria Aero Run 2, gambar 1/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Kategori produk' }).getByRole('link', { name: 'Sepatu Lari' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hitam' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('vendor-badge')).toHaveText('Belanja');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
  });

  test('drops the tracking parameters from the address bar and follows a variant pick without a full reload', async ({
    stack: { host },
    shopper: { page },
  }) => {
    await visit(page, `${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001?utm_source=x&qty=1`);
    await expect(heading(page, 'Sepatu Lari Pria Aero Run 2')).toBeVisible();
    // Spec §9: the tracking parameters leave the address bar; the others stay.
    await expect(page).toHaveURL(`${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001?qty=1`);
    await page.evaluate(() => Object.assign(window, { e2eMarker: 'same-document' }));

    await page.getByRole('button', { name: '41' }).click();
    await expect(page).toHaveURL(/\/is--SPL-60001-00002/);
    await expect(page.getByText('Tersisa 3 produk')).toBeVisible();
    await expect(page.getByRole('button', { name: '41' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Putih' }).click();
    await expect(page).toHaveURL(/\/is--SPL-60001-00005\?qty=1$/);
    await expect(page.getByTestId('product-price').getByText('Rp719.200')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker), 'the same document: no full reload').toBe('same-document');
  });

  test('picks from a dropdown for DROPDOWN attributes and disables what cannot be bought', async ({ stack: { host }, openShopper }) => {
    const { page } = await openShopper({ width: 360 });
    await visit(page, `${host}/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003`);
    await expect(heading(page, 'Smartphone Nusantara X5 8 GB')).toBeVisible();
    await expect(page.getByRole('option', { name: '512 GB (tidak tersedia)' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Pilih Penyimpanan' }).selectOption('256 GB');
    await expect(page).toHaveURL(/\/is--HPX-60003-00002$/);
    await expect(page.getByTestId('product-price').getByText('Rp4.599.000')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('shows stock states from the fixtures', async ({ stack: { host }, shopper: { page } }) => {
    for (const [path, text] of [
      ['/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004', 'Stok habis'],
      ['/p/konsol-game-portabel-nova/ps--KNS-60005', 'Segera hadir'],
      ['/p/tumbler-stainless-500-ml/ps--TMB-60006', 'Tersisa 2 produk'],
    ] as const) {
      await visit(page, `${host}${path}`);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test('switches to English and back without a reload', async ({ stack: { host }, shopper: { page } }) => {
    await visit(page, `${host}/p/tumbler-stainless-500-ml/ps--TMB-60006`);
    await expect(page.getByText('Tersisa 2 produk')).toBeVisible();
    const english = englishChunkFile('pdp-remote', 'pdp-messages-en');
    const englishChunk = page.waitForResponse((response) => response.url().endsWith(`/${english}`));
    await page.getByRole('banner').getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
    await englishChunk;
    await expect(page.getByText('Only 2 left')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Language')).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText('Rp99.000');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('id');
    await expect(page.getByText('Tersisa 2 produk')).toBeVisible();
  });
});

test.describe('the HTML the host server sends (before any script runs)', () => {
  test('carries the title, robots and a canonical link without tracking parameters', async ({ stack }) => {
    const { host } = stack;
    const response = await fetch(`${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001?utm_source=ig&pid=7&qty=2`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Product Detail Page \| Pasarku<\/title>/);
    expect(html).toMatch(/<meta name="robots" content="index,follow" \/>/);
    expect(html).toContain(`<link rel="canonical" href="${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001?qty=2">`);
    // The page names the remote's container for the browser, which then needs no manifest (decision 0085).
    expect(html, 'the server page names the container').toContain(`"remoteEntry":"${stack.urls.retail}/remoteEntry.js"`);
    expect(html).toContain(`<link rel="preload" as="script" href="${stack.urls.retail}/remoteEntry.js"`);
    expect(html).not.toContain('as="fetch"');
    const secondary = await (await fetch(`${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001/description`)).text();
    expect(secondary).toMatch(/<meta name="robots" content="noindex,nofollow" \/>/);
  });

  test('answers 404 for a product path without id, a malformed id and an unknown secondary page', async ({ stack: { host } }) => {
    for (const path of [
      '/p/sepatu-lari-pria-aero-run-2',
      '/grocery/p/beras',
      '/p/sepatu/xx--SPL-60001',
      '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001/bukan-halaman',
    ]) {
      const response = await fetch(`${host}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toMatch(/<title>Halaman tidak ditemukan<\/title>/);
    }
  });
});

test.describe('error pages', () => {
  for (const [label, path, title] of [
    ['a product path without id', '/p/sepatu-lari-pria-aero-run-2', 'Halaman tidak ditemukan'],
    ['an unknown id', '/p/tidak-ada/ps--NOPE-99999', 'Halaman tidak ditemukan'],
    ['an id with an unknown prefix', '/p/sepatu/xx--SPL-60001', 'Halaman tidak ditemukan'],
    ['a deleted product (410)', '/p/rak-buku-kayu-jati-5-susun/ps--RAK-60007', 'Produk ini sudah tidak dijual'],
    ['a 429 from the backend', '/p/headphone-nirkabel-ramai-flash-sale/ps--HDP-60010', 'Lagi ramai banget, nih!'],
  ] as const) {
    test(`answers ${label} with "${title}"`, async ({ stack: { host }, shopper }) => {
      const { page } = shopper;
      // The browser logs the page's own status (4xx) as a failed load: that is what is under test.
      shopper.allow(new RegExp(`^Failed to load resource: the server responded with a status of 4\\d\\d .*\\(${literally(`${host}${path}`)}\\)$`));
      await visit(page, `${host}${path}`);
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByRole('banner'), 'the host header stays').toBeVisible();
    });
  }

  test('says plainly that an out-of-scope route belongs elsewhere', async ({ stack: { host }, shopper: { page } }) => {
    await visit(page, `${host}/member/seller-chat/AER-60001`);
    await expect(heading(page, 'Bagian lain dari marketplace')).toBeVisible();
  });
});

test.describe('grocery and vendor switching', () => {
  test('renders the grocery slice with its label and title, switching remote and vendor from retail', async ({ stack, shopper: { page } }) => {
    await visit(page, `${stack.host}/`);
    await page.getByRole('link', { name: 'Sepatu Lari Pria Aero Run 2' }).click();
    await expect(heading(page, 'Sepatu Lari Pria Aero Run 2')).toBeVisible();
    const groceryEntry = page.waitForRequest((request) => request.url().startsWith(stack.urls.grocery));
    await page.getByRole('link', { name: 'Pasarku', exact: true }).click();
    await page.getByRole('link', { name: 'Beras Pandan Wangi Premium' }).click();
    await expect(heading(page, 'Beras Pandan Wangi Premium')).toBeVisible();
    await groceryEntry;
    await expect(page).toHaveTitle('Product Detail Page Grocery | Pasarku');
    await expect(page.getByTestId('vendor-badge')).toHaveText('Grocery');
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'product-detail-grocery-ranch');
    await expect(page.getByTestId('product-price'), 'the grocery remote styles with its own emotion key').toHaveAttribute('class', /^grocery-/);
    await expect(page.locator('[data-page-type]').getByText('Ranch Market')).toBeVisible();
    await page.getByRole('button', { name: '5 kg' }).click();
    await expect(page).toHaveURL(/\/grocery\/p\/beras-pandan-wangi-premium\/is--BRS-70001-00002$/);
    await expect(page.getByText('Tersisa 4 produk')).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(heading(page, 'Sepatu Lari Pria Aero Run 2')).toBeVisible();
    await expect(page.getByTestId('vendor-badge')).toHaveText('Belanja');
  });
});

test.describe('a remote that is down', () => {
  test('leaves the host standing with a retry that works once the remote is back', async ({ stack, shopper }) => {
    const { page } = shopper;
    // The host logs the remote it could not load, and the browser the loads that failed.
    shopper.allow(/\[host\] remote-/, /Failed to load resource/);
    await stack.stop('retail');
    try {
      await visit(page, `${stack.host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001`);
      await expect(heading(page, 'Server sedang bermasalah')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await page.getByRole('link', { name: 'Bag' }).click();
      await expect(heading(page, 'Bag kamu')).toBeVisible();
      await page.goBack();
      await expect(heading(page, 'Server sedang bermasalah')).toBeVisible();
    } finally {
      await stack.restart('retail');
    }
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(heading(page, 'Sepatu Lari Pria Aero Run 2')).toBeVisible();
    expect(shopper.consoleErrors, 'the failure was logged').toContainEqual(expect.stringContaining('[host] remote-'));
  });
});

test.describe('sign-in and the bag', () => {
  test('signs in a demo account, returns to the product, and lists the bag', async ({ stack: { host }, shopper: { page } }) => {
    await visit(page, `${host}/p/kaos-polos-katun-combed-30s/ps--KAO-60002`);
    await expect(heading(page, 'Kaos Polos Katun Combed 30s')).toBeVisible();
    await page.getByRole('link', { name: 'Masuk' }).click();
    await page.getByRole('button', { name: 'Pakai akun Budi Santoso' }).click();
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/p\/kaos-polos-katun-combed-30s\/ps--KAO-60002$/);
    await expect(heading(page, 'Kaos Polos Katun Combed 30s')).toBeVisible();
    await expect(page.getByText('Hai, Budi Santoso')).toBeVisible();

    const added = await page.evaluate(async () => {
      const response = await fetch('/backend/retail/carts/_add-bulk', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ itemSku: 'KAO-60002-00002', quantity: 2 }] }),
      });
      return response.status;
    });
    expect(added).toBe(200);
    await page.getByRole('link', { name: 'Bag' }).click();
    await expect(page.getByText('Jumlah: 2')).toBeVisible();
    await expect(page.getByText('Rp118.000')).toBeVisible();
  });
});

test.describe('the plain HTML host', () => {
  test('mounts the retail remote through its lifecycles, with no framework of its own', async ({ stack, shopper: { page } }) => {
    await visit(page, `${stack.urls.plainHost}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001`);
    await expect(heading(page, 'Sepatu Lari Pria Aero Run 2')).toBeVisible();
    await page.getByRole('button', { name: 'Putih' }).click();
    await expect(page).toHaveURL(/\/is--SPL-60001-00004$/);
    await expect(page.getByTestId('product-price').getByText('Rp719.200')).toBeVisible();
    await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
    await expect(page.getByText('20% off')).toBeVisible();
  });

  test('mounts it as the super-app variant: free gifts behind their switch (on here), no price summary', async ({ stack, openShopper }) => {
    const { page } = await openShopper({ width: 360 });
    await visit(page, `${stack.urls.plainHost}/p/laptop-tipis-cakra-14-inci/ps--LPT-60008`);
    await expect(heading(page, 'Laptop Tipis Cakra 14 inci')).toBeVisible();
    await page.getByRole('combobox', { name: 'Varian' }).selectOption('RETAIL_SUPER_APP');
    await expect(page.getByText('Untuk pembelian min. Rp15.000.000')).toBeVisible();
    // The super-app variant prices the quantity on the page and asks the backend nothing (spec §4).
    const priceSummaryCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/price-summary')) priceSummaryCalls.push(request.url());
    });
    await page.getByRole('button', { name: 'Tambah jumlah' }).click();
    await expect(page.getByTestId('price-summary-total').filter({ hasText: 'Rp22.998.000' })).toBeVisible();
    expect(priceSummaryCalls).toEqual([]);
  });
});
