// Buying and fulfillment end to end against the real builds and the simulator: buy now to the
// checkout route, add to bag and the host's bag, every cart and shipping error code forced through
// the simulator, anonymous add to bag through login and back (and a member's before the host knows
// them), pickup and delivery with the address
// picker, the Click & Collect and pickup-schedule pages, notify me, and recently viewed (with its v2
// and contextual lists).
// Buy now, add to bag with the bag page, notify me and the products seen before, newest first, are the
// shopper journeys' (journeys/buy.e2e.ts, journeys/discovery.e2e.ts), on both storefronts.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import {
  FORCED_FAILURES,
  assertClean,
  clearFaults,
  scrollToEnd,
  sessionFault,
  holdSessionCheck,
  signIn,
  e2eSuite,
  visit,
  signInOnLoginPage,
  describe,
  it,
  networkSettled,
  AT_PHONE,
} from './harness';
import { SHOES, PHONE, LAPTOP, HELMET, COFFEE, LAMP } from './products';
import { visitProduct } from './product-page';

const e2e = e2eSuite();
const { host } = e2e;

async function openProduct(page: Page, product: { path: string; name: string }) {
  await visitProduct(page, host, product);
  await page.getByTestId('price-summary-total').waitFor();
}

describe('buying', () => {
  it('adds to bag for a member who presses before the host knows they are signed in', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await signIn(page, host);
    const answer = await holdSessionCheck(page);
    await openProduct(page, LAMP);
    await page.getByRole('button', { name: '+ Bag' }).click();
    answer();
    await page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' }).waitFor();
    await page.getByRole('link', { name: 'Bag (1)' }).waitFor();
    assert.equal(page.url(), `${host}${LAMP.path}`, 'never by the login page');
    assertClean(tracked);
  });

  it('goes through login and back to the same product, variant and quantity when an anonymous shopper adds to bag', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await openProduct(page, { path: '/p/helm-sepeda-lipat-urban/is--HLM-60011-00001', name: HELMET.name });
    await page.getByRole('button', { name: 'Tambah jumlah' }).click();
    await page.getByRole('button', { name: 'Tambah jumlah' }).click();
    await page.getByRole('button', { name: '+ Bag' }).click();
    await signInOnLoginPage(page);
    await page.getByRole('heading', { level: 1, name: HELMET.name }).waitFor();
    assert.match(page.url(), /\/p\/helm-sepeda-lipat-urban\/is--HLM-60011-00001\?qty=3$/);
    await page.waitForFunction(() => [...document.querySelectorAll('input')].some((input) => input.inputMode === 'numeric' && input.value === '3'));
    assert.equal(await page.getByRole('textbox', { name: 'Jumlah' }).inputValue(), '3');
    await page.getByRole('button', { name: '+ Bag' }).click();
    await page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' }).getByText('3 barang', { exact: false }).waitFor();
    assertClean(tracked);
  });
});

const CART_CODES: { code: string; expect: string; modal?: string }[] = [
  { code: 'CO_EXCEEDED_QUANTITY', expect: 'Kamu hanya bisa membeli maksimum 3 untuk produk ini.' },
  { code: 'CO_EXCEEDED_QUANTITY_EVENT', expect: 'Kamu hanya bisa membeli 2 lagi karena pembelian produk ini dibatasi dari' },
  { code: 'CO_EXCEEDED_QUANTITY_DAILY', expect: 'Kamu hanya bisa membeli maksimum 3 per hari untuk produk ini.' },
  { code: 'PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA', expect: 'Kamu hanya bisa membeli sampai 3 karena stok promo terbatas.' },
  { code: 'OutOfStock', expect: 'Produk tidak bisa ditambahkan karena stoknya sudah habis.' },
  { code: 'OOS', expect: 'Produk tidak bisa ditambahkan karena stoknya sudah habis.' },
  { code: 'UNBUYABLE_ITEM', expect: 'Produk ini tidak tersedia.' },
  { code: 'CNC_ITEM_EXISTS', expect: 'Produk ini sudah ada di bag kamu sebagai Click & Collect.', modal: 'Produk sudah ada di bag' },
  { code: 'NON_CNC_ITEM_EXISTS', expect: 'Produk ini sudah ada di bag kamu untuk dikirim dengan kurir.', modal: 'Produk sudah ada di bag' },
  { code: 'MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED', expect: 'Hapus beberapa produk dari bag dulu', modal: 'Bag kamu penuh' },
  { code: 'INSTALLATION_NOT_AVAILABLE', expect: 'Layanan ini tidak tersedia. Silakan hapus layanan ini.' },
  { code: 'LOWER_THAN_MINIMUM', expect: 'Jumlah produk tidak boleh kurang dari 1.' },
  { code: 'OOS_MAX_QTY_VISIBLE_LIMIT', expect: 'Stok tidak mencukupi. Kamu hanya bisa membeli maksimum 3.' },
  { code: 'PROMO_HAS_BEEN_EXPIRED', expect: 'Promo combo ini sudah berakhir.' },
  { code: 'INVALID_MINIMUM_TOTAL_ITEM', expect: 'Tambah produk lagi untuk memenuhi syarat minimum combo.' },
  { code: 'COMBO_RULE_NOT_FOUND', expect: 'Promo combo untuk produk ini tidak ditemukan.' },
  { code: 'INVALID_QUANTITY', expect: 'Jumlah produk tidak valid.' },
  { code: 'CREATE_CHECKOUT_BLOCKED', expect: 'Kami mendeteksi aktivitas yang mencurigakan.' },
  { code: 'CHECKOUT_BLOCKED', expect: 'Kami mendeteksi aktivitas yang mencurigakan.' },
  { code: 'PAYNOW_BLOCKED', expect: 'Selesaikan dulu pembayaran pesanan kamu yang masih tertunda.' },
  { code: 'CHECKOUT_PERMANENTLY_BLOCKED', expect: 'Akun kamu dinonaktifkan sehingga belum bisa berbelanja.', modal: 'Akun kamu dinonaktifkan' },
  { code: 'INTERNAL_SERVER_ERROR', expect: 'Gagal menambahkan produk. Silakan coba lagi.' },
];

describe('the cart error catalogue, forced through the simulator', () => {
  it('shows every cart code’s message or modal, keeping the chosen quantity', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await signIn(page, host);
    await openProduct(page, LAMP);
    await page.getByRole('button', { name: 'Tambah jumlah' }).click();
    for (const { code, expect, modal } of CART_CODES) {
      const fault = code === 'INTERNAL_SERVER_ERROR' ? 'status=500' : `code=${code}`;
      await sessionFault(page, '/backend/retail/carts/_add-bulk', fault, { method: 'POST', times: 1 });
      await page.getByRole('button', { name: '+ Bag' }).click();
      if (modal) {
        const dialog = page.getByRole('dialog', { name: modal });
        await dialog.getByText(expect, { exact: false }).waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      } else {
        await page.getByRole('alert').filter({ hasText: expect }).waitFor();
      }
      assert.equal(await page.getByRole('textbox', { name: 'Jumlah' }).inputValue(), '2', `${code} keeps the quantity`);
    }
    // PAYNOW_BLOCKED offers the order list; on buy now too.
    await sessionFault(page, '/backend/retail/checkouts/_quick', 'code=PAYNOW_BLOCKED', { method: 'POST', times: 1 });
    await page.getByRole('button', { name: 'Beli sekarang' }).click();
    await page.getByRole('link', { name: 'Lihat daftar pesanan' }).click();
    await page.waitForURL(`${host}/member/order/retail`);
    assertClean(tracked, FORCED_FAILURES);
  });

  it('confirms a Click & Collect item already in the bag and adds it the new way', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await signIn(page, host);
    await openProduct(page, HELMET);
    await page.getByRole('radio', { name: 'Ambil di toko' }).check();
    await page.getByTestId('pickup-point').waitFor();
    await page.getByRole('button', { name: '+ Bag' }).click();
    await page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' }).getByRole('button', { name: 'Lanjut belanja' }).click();
    await page.getByRole('radio', { name: 'Dikirim' }).check();
    await page.getByRole('button', { name: '+ Bag' }).click();
    const confirm = page.getByRole('dialog', { name: 'Produk sudah ada di bag' });
    await confirm.getByText('Produk ini sudah ada di bag kamu sebagai Click & Collect.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Tambah' }).click();
    await page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' }).waitFor();
    assertClean(tracked, FORCED_FAILURES);
  });
});

const SHIPPING_CODES: { code: string; expect: string }[] = [
  { code: 'SHIP_NOT_COVERED', expect: 'Maaf, pengiriman ke lokasimu belum tersedia.' },
  { code: 'DG_NOT_MATCH', expect: 'Produk ini termasuk barang berbahaya dan hanya bisa dikirim dalam jangkauan terbatas.' },
  { code: 'MAX_WEIGHT_PER_ITEM_EXCEEDED', expect: 'Berat produk melebihi batas maksimum 30 kg per barang.' },
  { code: 'TOTAL_ITEM_WEIGHT_EXCEEDED', expect: 'Total berat produk melebihi batas maksimum 30 kg.' },
  { code: 'MAXIMUM_DISTANCE_EXCEEDED', expect: 'Jarak pengiriman melebihi batas maksimum 50 km.' },
  { code: 'EXCEED_WORKHOUR', expect: 'Pengiriman tidak tersedia di luar jam operasional kurir.' },
  { code: 'ETD_CALCULATION_ERROR', expect: 'Terjadi masalah pada sistem saat menghitung estimasi tiba.' },
  { code: 'CUSTOMER_GEO_LOCATION_REQUIRED', expect: 'Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.' },
  { code: 'EXTERNAL_API_FAILURE', expect: 'Maaf, lokasimu belum terjangkau pengiriman.' },
];

describe('delivery and shipping', () => {
  it('shows every shipping code’s message, and the shipping options with their tags', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await openProduct(page, LAMP);
    await page.getByTestId('shipping-headline').waitFor();
    await page.getByRole('button', { name: /^Lihat \d+ opsi pengiriman$/ }).click();
    const options = page.getByRole('dialog', { name: 'Opsi pengiriman' });
    await options.getByText('Gratis ongkir').waitFor();
    await options.getByText('Penawaran terbaik').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.keyboard.press('Escape');
    for (const { code, expect } of SHIPPING_CODES) {
      await sessionFault(page, '/backend/product-detail/products/*/shipping', `code=${code}`, { method: 'GET' });
      await page.reload();
      await page.getByRole('alert').filter({ hasText: expect }).waitFor();
      // The rest of the page keeps working.
      await page.getByRole('heading', { level: 1, name: LAMP.name }).waitFor();
      await clearFaults(page);
    }
    assertClean(tracked, FORCED_FAILURES);
  });

  it('says when the seller turned shipping off, and does not sell by delivery then', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await openProduct(page, { path: '/p/tumbler-stainless-500-ml/ps--TMB-60006', name: 'Tumbler Stainless 500 ml' });
    await page.getByText('Penjual sedang tidak melayani pengiriman.').waitFor();
    assert.equal(await page.getByRole('button', { name: '+ Bag' }).isDisabled(), true);
    assert.equal(await page.getByRole('button', { name: 'Beli sekarang' }).isDisabled(), true);
    assertClean(tracked);
  });

  it('offers only pickup where delivery is unavailable', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await openProduct(page, COFFEE);
    assert.equal(await page.getByRole('radio', { name: /^Dikirim/ }).isDisabled(), true);
    assert.equal(await page.getByRole('radio', { name: 'Ambil di toko' }).isChecked(), true);
    await page.getByTestId('pickup-point').getByText('Kedai Kopi Nusantara', { exact: false }).waitFor();
    assertClean(tracked);
  });
});

describe('pickup and the address', () => {
  it('switches between delivery and pickup, with the address picker and other pickup points', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await signIn(page, host);
    await openProduct(page, HELMET);
    await page.getByRole('button', { name: /^(Ubah|Pilih) alamat$/ }).click();
    const picker = page.getByRole('dialog', { name: 'Pilih alamat pengiriman' });
    await picker.getByRole('combobox', { name: 'Provinsi' }).selectOption({ label: 'DKI Jakarta' });
    await picker.getByRole('combobox', { name: 'Kota/Kabupaten' }).selectOption({ label: 'Jakarta Selatan' });
    await picker.getByRole('combobox', { name: 'Kecamatan' }).selectOption({ label: 'Kebayoran Baru' });
    await picker.getByRole('combobox', { name: 'Kelurahan' }).selectOption({ index: 1 });
    assert.deepEqual(await seriousAxeViolations(page), []);
    await picker.getByRole('button', { name: 'Simpan alamat' }).click();
    await page.getByText('Dikirim ke Kebayoran Baru, Jakarta Selatan').waitFor();
    await page.getByTestId('shipping-headline').waitFor();

    await page.getByRole('radio', { name: 'Ambil di toko' }).check();
    const point = page.getByTestId('pickup-point');
    await point.getByText('Urban Gowes Senopati').waitFor();
    await page.getByText('Ambil di toko maksimal 1 barang per pesanan.').first().waitFor();
    await point.getByRole('button', { name: 'Lihat jadwal ambil' }).click();
    await page.getByRole('dialog', { name: 'Jadwal ambil' }).getByRole('table').waitFor();
    await page.keyboard.press('Escape');
    await point.getByRole('button', { name: 'Titik ambil lainnya' }).click();
    await page.getByRole('button', { name: 'Pilih Urban Gowes Dago' }).click();
    await point.getByText('Urban Gowes Dago').waitFor();
    await page.getByRole('button', { name: '+ Bag' }).click();
    await page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' }).waitFor();

    await page.reload();
    await page.getByText('Dikirim ke Kebayoran Baru, Jakarta Selatan').waitFor();
    assertClean(tracked);
  });

  it('chooses a point on the Click & Collect page and shows the pickup schedule page', async () => {
    const tracked = await e2e.openPage();
    const { page } = tracked;
    await visit(page, `${host}/click-and-collect/p/ps--HLM-60011/pickup-points`);
    await page.getByRole('heading', { level: 1, name: `Titik ambil Click & Collect untuk ${HELMET.name}` }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Pilih Urban Gowes Puri Indah' }).isDisabled(), true);
    await page.getByRole('button', { name: 'Pilih Urban Gowes Dago' }).click();
    await page.waitForURL(`${host}${HELMET.path}`);
    await page.getByTestId('pickup-point').getByText('Urban Gowes Dago').waitFor();
    assert.equal(await page.getByRole('radio', { name: 'Ambil di toko' }).isChecked(), true);

    await visit(page, `${host}${HELMET.path}/pickup-schedule`);
    await page.getByRole('heading', { level: 1, name: 'Jadwal ambil' }).waitFor();
    await page.getByRole('table').waitFor();
    assertClean(tracked);
  });

  it('lists every courier on the shipping page, noindex, and leads back to the product', async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await visit(page, `${host}${SHOES.path}/shipping`);
    await page.getByRole('heading', { level: 1, name: 'Opsi pengiriman' }).waitFor();
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex,nofollow');
    await page.getByRole('listitem').filter({ hasText: 'Estimasi tiba' }).first().waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.getByRole('link', { name: 'Kembali ke produk' }).click();
    await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
    assertClean(tracked);
  });
});

describe('notify me and recently viewed', () => {
  for (const width of AT_PHONE) {
    it(`lists gadgets seen first on a gadget's page, and the cards shown last when the list fails, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      const listed = async () => {
        await scrollToEnd(page);
        const section = page.getByRole('region', { name: 'Terakhir kamu lihat' });
        await section.getByRole('link').first().waitFor();
        return section;
      };
      // The laptop's page keeps it among the gadgets seen (the section records it as it comes near).
      await openProduct(page, LAPTOP);
      await scrollToEnd(page);
      await networkSettled(page);
      for (const product of [LAMP, COFFEE]) await openProduct(page, product);
      await openProduct(page, PHONE);
      const onPhone = await listed();
      await onPhone.getByRole('link', { name: /Lampu Meja/ }).waitFor();
      const names = await onPhone.getByRole('link').allTextContents();
      assert.equal(names.length, 3);
      assert.match(names[0] ?? '', /Laptop Tipis Cakra/, 'the gadget first on a gadget page');
      assert.match(names[1] ?? '', /Kopi Bubuk/);
      assert.deepEqual(await seriousAxeViolations(page), []);
      // The list fails on the next page: the cards kept on the phone's page (the phone's own first) stand in.
      await sessionFault(page, '/backend/product/products/_basic', 'status=503', { times: 1 });
      await openProduct(page, HELMET);
      const onHelmet = await listed();
      await onHelmet.getByRole('link', { name: /Laptop Tipis Cakra/ }).waitFor();
      assert.deepEqual(
        (await onHelmet.getByRole('link').allTextContents()).map((name) => name.replace(/Rp.*/, '')),
        ['Smartphone Nusantara X5 8 GB', 'Kopi Bubuk Arabika Gayo 250 g', 'Lampu Meja LED Lipat', 'Laptop Tipis Cakra 14 inci'],
      );
      assert.equal(await onHelmet.getByText('Produk yang terakhir dilihat belum bisa ditampilkan.').count(), 0);
      assertClean(tracked, FORCED_FAILURES);
    });
  }
});
