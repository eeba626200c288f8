// Buying and fulfillment end to end against the real builds and the simulator: buy now to the
// checkout route, add to bag and the host's bag, every cart and shipping error code forced through
// the simulator, anonymous add to bag through login and back (and a member's before the host knows
// them), pickup and delivery with the address
// picker, the Click & Collect and pickup-schedule pages, notify me, and recently viewed (with its v2
// and contextual lists).
// Buy now, add to bag with the bag page, notify me and the products seen before, newest first, are the
// shopper journeys' (journeys/buy.e2e.ts, journeys/discovery.e2e.ts), on both storefronts.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  FORCED_FAILURES,
  clearFaults,
  scrollToEnd,
  sessionFault,
  holdSessionCheck,
  signIn,
  visit,
  signInOnLoginPage,
  networkSettled,
  AT_PHONE,
} from './harness';
import { SHOES, PHONE, LAPTOP, HELMET, COFFEE, LAMP } from './products';
import { visitProduct } from './product-page';

async function openProduct(page: Page, host: string, product: { path: string; name: string }) {
  await visitProduct(page, host, product);
  await expect(page.getByTestId('price-summary-total')).toBeVisible();
}

test.describe('buying', () => {
  test('adds to bag for a member who presses before the host knows they are signed in', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await signIn(page, host);
    const answer = await holdSessionCheck(page);
    await openProduct(page, host, LAMP);
    await page.getByRole('button', { name: '+ Bag' }).click();
    answer();
    await expect(page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bag (1)' })).toBeVisible();
    await expect(page, 'never by the login page').toHaveURL(`${host}${LAMP.path}`);
  });

  test('goes through login and back to the same product, variant and quantity when an anonymous shopper adds to bag', async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await openProduct(page, host, { path: '/p/helm-sepeda-lipat-urban/is--HLM-60011-00001', name: HELMET.name });
    await page.getByRole('button', { name: 'Tambah jumlah' }).click();
    await page.getByRole('button', { name: 'Tambah jumlah' }).click();
    await page.getByRole('button', { name: '+ Bag' }).click();
    await signInOnLoginPage(page);
    await expect(page.getByRole('heading', { level: 1, name: HELMET.name })).toBeVisible();
    await expect(page).toHaveURL(/\/p\/helm-sepeda-lipat-urban\/is--HLM-60011-00001\?qty=3$/);
    await expect(page.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('3');
    await page.getByRole('button', { name: '+ Bag' }).click();
    await expect(page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' }).getByText('3 barang', { exact: false })).toBeVisible();
  });
});

const CART_CODES: { code: string; says: string; modal?: string }[] = [
  { code: 'CO_EXCEEDED_QUANTITY', says: 'Kamu hanya bisa membeli maksimum 3 untuk produk ini.' },
  { code: 'CO_EXCEEDED_QUANTITY_EVENT', says: 'Kamu hanya bisa membeli 2 lagi karena pembelian produk ini dibatasi dari' },
  { code: 'CO_EXCEEDED_QUANTITY_DAILY', says: 'Kamu hanya bisa membeli maksimum 3 per hari untuk produk ini.' },
  { code: 'PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA', says: 'Kamu hanya bisa membeli sampai 3 karena stok promo terbatas.' },
  { code: 'OutOfStock', says: 'Produk tidak bisa ditambahkan karena stoknya sudah habis.' },
  { code: 'OOS', says: 'Produk tidak bisa ditambahkan karena stoknya sudah habis.' },
  { code: 'UNBUYABLE_ITEM', says: 'Produk ini tidak tersedia.' },
  { code: 'CNC_ITEM_EXISTS', says: 'Produk ini sudah ada di bag kamu sebagai Click & Collect.', modal: 'Produk sudah ada di bag' },
  { code: 'NON_CNC_ITEM_EXISTS', says: 'Produk ini sudah ada di bag kamu untuk dikirim dengan kurir.', modal: 'Produk sudah ada di bag' },
  { code: 'MAXIMUM_NUMBER_OF_ITEMS_EXCEEDED', says: 'Hapus beberapa produk dari bag dulu', modal: 'Bag kamu penuh' },
  { code: 'INSTALLATION_NOT_AVAILABLE', says: 'Layanan ini tidak tersedia. Silakan hapus layanan ini.' },
  { code: 'LOWER_THAN_MINIMUM', says: 'Jumlah produk tidak boleh kurang dari 1.' },
  { code: 'OOS_MAX_QTY_VISIBLE_LIMIT', says: 'Stok tidak mencukupi. Kamu hanya bisa membeli maksimum 3.' },
  { code: 'PROMO_HAS_BEEN_EXPIRED', says: 'Promo combo ini sudah berakhir.' },
  { code: 'INVALID_MINIMUM_TOTAL_ITEM', says: 'Tambah produk lagi untuk memenuhi syarat minimum combo.' },
  { code: 'COMBO_RULE_NOT_FOUND', says: 'Promo combo untuk produk ini tidak ditemukan.' },
  { code: 'INVALID_QUANTITY', says: 'Jumlah produk tidak valid.' },
  { code: 'CREATE_CHECKOUT_BLOCKED', says: 'Kami mendeteksi aktivitas yang mencurigakan.' },
  { code: 'CHECKOUT_BLOCKED', says: 'Kami mendeteksi aktivitas yang mencurigakan.' },
  { code: 'PAYNOW_BLOCKED', says: 'Selesaikan dulu pembayaran pesanan kamu yang masih tertunda.' },
  { code: 'CHECKOUT_PERMANENTLY_BLOCKED', says: 'Akun kamu dinonaktifkan sehingga belum bisa berbelanja.', modal: 'Akun kamu dinonaktifkan' },
  { code: 'INTERNAL_SERVER_ERROR', says: 'Gagal menambahkan produk. Silakan coba lagi.' },
];

test.describe('the cart error catalogue, forced through the simulator', () => {
  test('shows every cart code’s message or modal, keeping the chosen quantity', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await signIn(page, host);
    await openProduct(page, host, LAMP);
    await page.getByRole('button', { name: 'Tambah jumlah' }).click();
    for (const { code, says, modal } of CART_CODES) {
      const fault = code === 'INTERNAL_SERVER_ERROR' ? 'status=500' : `code=${code}`;
      await sessionFault(page, '/backend/retail/carts/_add-bulk', fault, { method: 'POST', times: 1 });
      await page.getByRole('button', { name: '+ Bag' }).click();
      if (modal) {
        const dialog = page.getByRole('dialog', { name: modal });
        await expect(dialog.getByText(says, { exact: false })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      } else {
        await expect(page.getByRole('alert').filter({ hasText: says })).toBeVisible();
      }
      await expect(page.getByRole('textbox', { name: 'Jumlah' }), `${code} keeps the quantity`).toHaveValue('2');
    }
    // PAYNOW_BLOCKED offers the order list; on buy now too.
    await sessionFault(page, '/backend/retail/checkouts/_quick', 'code=PAYNOW_BLOCKED', { method: 'POST', times: 1 });
    await page.getByRole('button', { name: 'Beli sekarang' }).click();
    await page.getByRole('link', { name: 'Lihat daftar pesanan' }).click();
    await expect(page).toHaveURL(`${host}/member/order/retail`);
    shopper.allow(...FORCED_FAILURES);
  });

  test('confirms a Click & Collect item already in the bag and adds it the new way', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await signIn(page, host);
    await openProduct(page, host, HELMET);
    await page.getByRole('radio', { name: 'Ambil di toko' }).check();
    await expect(page.getByTestId('pickup-point')).toBeVisible();
    await page.getByRole('button', { name: '+ Bag' }).click();
    await page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' }).getByRole('button', { name: 'Lanjut belanja' }).click();
    await page.getByRole('radio', { name: 'Dikirim' }).check();
    await page.getByRole('button', { name: '+ Bag' }).click();
    const confirm = page.getByRole('dialog', { name: 'Produk sudah ada di bag' });
    await expect(confirm.getByText('Produk ini sudah ada di bag kamu sebagai Click & Collect.', { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Tambah' }).click();
    await expect(page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeVisible();
    shopper.allow(...FORCED_FAILURES);
  });
});

const SHIPPING_CODES: { code: string; says: string }[] = [
  { code: 'SHIP_NOT_COVERED', says: 'Maaf, pengiriman ke lokasimu belum tersedia.' },
  { code: 'DG_NOT_MATCH', says: 'Produk ini termasuk barang berbahaya dan hanya bisa dikirim dalam jangkauan terbatas.' },
  { code: 'MAX_WEIGHT_PER_ITEM_EXCEEDED', says: 'Berat produk melebihi batas maksimum 30 kg per barang.' },
  { code: 'TOTAL_ITEM_WEIGHT_EXCEEDED', says: 'Total berat produk melebihi batas maksimum 30 kg.' },
  { code: 'MAXIMUM_DISTANCE_EXCEEDED', says: 'Jarak pengiriman melebihi batas maksimum 50 km.' },
  { code: 'EXCEED_WORKHOUR', says: 'Pengiriman tidak tersedia di luar jam operasional kurir.' },
  { code: 'ETD_CALCULATION_ERROR', says: 'Terjadi masalah pada sistem saat menghitung estimasi tiba.' },
  { code: 'CUSTOMER_GEO_LOCATION_REQUIRED', says: 'Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.' },
  { code: 'EXTERNAL_API_FAILURE', says: 'Maaf, lokasimu belum terjangkau pengiriman.' },
];

test.describe('delivery and shipping', () => {
  test('shows every shipping code’s message, and the shipping options with their tags', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await openProduct(page, host, LAMP);
    await expect(page.getByTestId('shipping-headline')).toBeVisible();
    await page.getByRole('button', { name: /^Lihat \d+ opsi pengiriman$/ }).click();
    const options = page.getByRole('dialog', { name: 'Opsi pengiriman' });
    await expect(options.getByText('Gratis ongkir')).toBeVisible();
    await expect(options.getByText('Penawaran terbaik')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    for (const { code, says } of SHIPPING_CODES) {
      await sessionFault(page, '/backend/product-detail/products/*/shipping', `code=${code}`, { method: 'GET' });
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: says })).toBeVisible();
      // The rest of the page keeps working.
      await expect(page.getByRole('heading', { level: 1, name: LAMP.name })).toBeVisible();
      await clearFaults(page);
    }
    shopper.allow(...FORCED_FAILURES);
  });

  test('says when the seller turned shipping off, and does not sell by delivery then', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await openProduct(page, host, { path: '/p/tumbler-stainless-500-ml/ps--TMB-60006', name: 'Tumbler Stainless 500 ml' });
    await expect(page.getByText('Penjual sedang tidak melayani pengiriman.')).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Bag' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Beli sekarang' })).toBeDisabled();
  });

  test('offers only pickup where delivery is unavailable', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await openProduct(page, host, COFFEE);
    await expect(page.getByRole('radio', { name: /^Dikirim/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Ambil di toko' })).toBeChecked();
    await expect(page.getByTestId('pickup-point').getByText('Kedai Kopi Nusantara', { exact: false })).toBeVisible();
  });
});

test.describe('pickup and the address', () => {
  test('switches between delivery and pickup, with the address picker and other pickup points', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    await signIn(page, host);
    await openProduct(page, host, HELMET);
    await page.getByRole('button', { name: /^(Ubah|Pilih) alamat$/ }).click();
    const picker = page.getByRole('dialog', { name: 'Pilih alamat pengiriman' });
    await picker.getByRole('combobox', { name: 'Provinsi' }).selectOption({ label: 'DKI Jakarta' });
    await picker.getByRole('combobox', { name: 'Kota/Kabupaten' }).selectOption({ label: 'Jakarta Selatan' });
    await picker.getByRole('combobox', { name: 'Kecamatan' }).selectOption({ label: 'Kebayoran Baru' });
    await picker.getByRole('combobox', { name: 'Kelurahan' }).selectOption({ index: 1 });
    await expectAccessible(page);
    await picker.getByRole('button', { name: 'Simpan alamat' }).click();
    await expect(page.getByText('Dikirim ke Kebayoran Baru, Jakarta Selatan')).toBeVisible();
    await expect(page.getByTestId('shipping-headline')).toBeVisible();

    await page.getByRole('radio', { name: 'Ambil di toko' }).check();
    const point = page.getByTestId('pickup-point');
    await expect(point.getByText('Urban Gowes Senopati')).toBeVisible();
    await expect(page.getByText('Ambil di toko maksimal 1 barang per pesanan.').first()).toBeVisible();
    await point.getByRole('button', { name: 'Lihat jadwal ambil' }).click();
    await expect(page.getByRole('dialog', { name: 'Jadwal ambil' }).getByRole('table')).toBeVisible();
    await page.keyboard.press('Escape');
    await point.getByRole('button', { name: 'Titik ambil lainnya' }).click();
    await page.getByRole('button', { name: 'Pilih Urban Gowes Dago' }).click();
    await expect(point.getByText('Urban Gowes Dago')).toBeVisible();
    await page.getByRole('button', { name: '+ Bag' }).click();
    await expect(page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Dikirim ke Kebayoran Baru, Jakarta Selatan')).toBeVisible();
  });

  test('chooses a point on the Click & Collect page and shows the pickup schedule page', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await visit(page, `${host}/click-and-collect/p/ps--HLM-60011/pickup-points`);
    await expect(page.getByRole('heading', { level: 1, name: `Titik ambil Click & Collect untuk ${HELMET.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pilih Urban Gowes Puri Indah' })).toBeDisabled();
    await page.getByRole('button', { name: 'Pilih Urban Gowes Dago' }).click();
    await expect(page).toHaveURL(`${host}${HELMET.path}`);
    await expect(page.getByTestId('pickup-point').getByText('Urban Gowes Dago')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Ambil di toko' })).toBeChecked();

    await visit(page, `${host}${HELMET.path}/pickup-schedule`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jadwal ambil' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('lists every courier on the shipping page, noindex, and leads back to the product', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    await visit(page, `${host}${SHOES.path}/shipping`);
    await expect(page.getByRole('heading', { level: 1, name: 'Opsi pengiriman' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.getByRole('listitem').filter({ hasText: 'Estimasi tiba' }).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Kembali ke produk' }).click();
    await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
  });
});

test.describe('notify me and recently viewed', () => {
  for (const width of AT_PHONE) {
    test(`lists gadgets seen first on a gadget's page, and the cards shown last when the list fails, at ${width} px`, async ({
      stack: { host },
      openShopper,
    }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      const listed = async () => {
        await scrollToEnd(page);
        const section = page.getByRole('region', { name: 'Terakhir kamu lihat' });
        await expect(section.getByRole('link').first()).toBeVisible();
        return section;
      };
      // The laptop's page keeps it among the gadgets seen (the section records it as it comes near).
      await openProduct(page, host, LAPTOP);
      await scrollToEnd(page);
      await networkSettled(page);
      for (const product of [LAMP, COFFEE]) await openProduct(page, host, product);
      await openProduct(page, host, PHONE);
      const onPhone = await listed();
      // The gadget first on a gadget page, then the others, newest first.
      await expect(onPhone.getByRole('link')).toHaveText([/Laptop Tipis Cakra/, /Kopi Bubuk/, /Lampu Meja/]);
      await expectAccessible(page);
      // The list fails on the next page: the cards kept on the phone's page (the phone's own first) stand in.
      await sessionFault(page, '/backend/product/products/_basic', 'status=503', { times: 1 });
      await openProduct(page, host, HELMET);
      const onHelmet = await listed();
      await expect
        .poll(async () => (await onHelmet.getByRole('link').allTextContents()).map((name) => name.replace(/Rp.*/, '')))
        .toEqual(['Smartphone Nusantara X5 8 GB', 'Kopi Bubuk Arabika Gayo 250 g', 'Lampu Meja LED Lipat', 'Laptop Tipis Cakra 14 inci']);
      await expect(onHelmet.getByText('Produk yang terakhir dilihat belum bisa ditampilkan.')).toHaveCount(0);
      shopper.allow(...FORCED_FAILURES);
    });
  }
});
