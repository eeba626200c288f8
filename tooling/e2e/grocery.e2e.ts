// The grocery page end to end, against the real builds and the simulator, on both grocery seller
// groups: a first visit located by the device, choosing a warehouse (one that cannot serve the
// address, then one that can, kept across visits), deliver-now and scheduled slots into the grocery
// bag and its page, buy now to the grocery checkout, Pasarku Fresh with nearby stores matched by group, a member in Bandung whose
// store has delivery turned off, denied device location, a failed slotted delivery, the wiki, and the
// installment and promotions pages every product has under /grocery too, and the vouchers, subscription
// and quote grocery items offer as retail ones do.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, type OpenShopper } from './fixtures';
import { AT_BOTH, FORCED_FAILURES, jakartaMorning, sessionClock, sessionFault, signIn, visit } from './harness';
import { sectionInView, visitProduct } from './product-page';

const BERAS = { path: '/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001', name: 'Beras Pandan Wangi Premium' };
const SUSU = { path: '/grocery/p/susu-uht-full-cream-1-l/ps--SUS-70002', name: 'Susu UHT Full Cream 1 L' };
const TELUR = { path: '/grocery/p/telur-ayam-negeri-10-butir/ps--TLR-70003', name: 'Telur Ayam Negeri 10 Butir' };
const MINYAK = { path: '/grocery/p/minyak-goreng-sawit-2-l/ps--MYK-70005', name: 'Minyak Goreng Sawit 2 L' };
/** Where the device says the shopper is. */
const KEMANG = { latitude: -6.2615, longitude: 106.8106 };
const SENAYAN = { latitude: -6.226, longitude: 106.801 };
const located = (geolocation: { latitude: number; longitude: number }) => ({ geolocation, permissions: ['geolocation'] });

async function openGrocery(page: Page, host: string, product: { path: string; name: string }) {
  await visitProduct(page, host, product);
}

const shipping = (page: Page) => page.getByRole('region', { name: 'Pengiriman' });

/** The shopper lets the page use the device's location; the store serving them appears. */
async function shareDeviceLocation(page: Page, storeName: string) {
  await shipping(page).getByRole('button', { name: 'Gunakan lokasi saat ini' }).click();
  await expect(page.getByTestId('grocery-store').getByText(storeName, { exact: true })).toBeVisible();
}

/**
 * A member near `where` on `product`'s page, served by the store the device's location finds (`storeName`).
 * Their session's clock is the morning: the windows they pick are still there when they add.
 */
async function memberServedNear(
  { openShopper, host }: { openShopper: OpenShopper; host: string },
  where: { latitude: number; longitude: number },
  product: { path: string; name: string },
  storeName: string,
) {
  const shopper = await openShopper({ context: located(where) });
  await signIn(shopper.page, host);
  await sessionClock(shopper.page, jakartaMorning());
  await openGrocery(shopper.page, host, product);
  await shareDeviceLocation(shopper.page, storeName);
  return shopper;
}

async function chooseStore(page: Page, storeName: string) {
  await shipping(page)
    .getByRole('button', { name: /^(Ganti|Pilih) toko$/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Pilih toko' });
  await picker.getByRole('button', { name: `Pilih ${storeName}` }).click();
  await expect(picker).toHaveCount(0);
}

async function addToBag(page: Page) {
  await shipping(page).getByRole('button', { name: '+ Bag' }).click();
  const added = page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'Lanjut belanja' }).click();
  await expect(added).toHaveCount(0);
}

async function pickSlot(page: Page, type: 'Antar sekarang' | 'Terjadwal') {
  await shipping(page).getByRole('button', { name: 'Ganti jadwal' }).click();
  const picker = page.getByRole('dialog', { name: 'Pilih jadwal pengiriman' });
  const slot = picker.getByRole('radio', { name: new RegExp(`^${type}, `) }).first();
  const label = await slot.getAttribute('aria-label');
  await slot.check();
  await picker.getByRole('button', { name: 'Pakai jadwal ini' }).click();
  await expect(picker).toHaveCount(0);
  // "Terjadwal, Senin, 23 November, 08:00–10:00" → the panel reads "Terjadwal · Senin, 23 November, 08:00–10:00".
  const [, ...when] = (label ?? '').split(', ');
  await expect(page.getByTestId('grocery-slot').getByText(`${type} · ${when.join(', ')}`, { exact: false })).toBeVisible();
  return when.join(', ');
}

test.describe('the grocery page', () => {
  test('asks a first-time shopper where they are, resolves the nearest Ranch Market from the device, and lists nearby stores of its group at 360 px', async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await openShopper({ width: 360, context: located(KEMANG) });
    const { page } = shopper;
    await openGrocery(page, host, BERAS);
    // On a phone the shipping section is below the first screen: it loads as the shopper scrolls to it.
    await sectionInView(page, 'Pengiriman');
    await expect(shipping(page).getByText('Atur titik lokasi (pin) alamatmu dulu untuk melihat opsi pengiriman ini.')).toBeVisible();
    await shareDeviceLocation(page, 'Ranch Market Kemang');
    await expect(page.getByTestId('grocery-slot').getByText('Antar sekarang')).toBeVisible();
    const nearby = page.getByRole('list', { name: 'Toko terdekat' });
    await expect(nearby.getByRole('button', { name: 'Belanja di sini: Ranch Market Pondok Indah' })).toBeVisible();
    await expect(nearby.getByText('Pasarku Fresh', { exact: false }), 'only stores of the Ranch Market group are listed').toHaveCount(0);
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'product-detail-grocery-ranch');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: 'no horizontal scroll at 360 px',
      })
      .toBe(0);
    await expectAccessible(page);
  });

  for (const product of [BERAS, SUSU]) {
    test(`shows the image, the name and the price of ${product.name} on a phone’s first screen (360×800), the grocery label and its links below the price`, async ({
      stack: { host },
      openShopper,
    }) => {
      const shopper = await openShopper({ width: 360, context: { viewport: { width: 360, height: 800 } } });
      const { page } = shopper;
      await openGrocery(page, host, product);
      const image = page.getByRole('button', { name: 'Perbesar gambar' });
      const heading = page.getByRole('heading', { level: 1, name: product.name });
      const price = page.getByTestId('product-price');
      // Where each is as the shopper arrives (the page at its top), in CSS pixels of the 800 px viewport.
      const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
      const bottom = async (locator: Locator) => {
        const box = await locator.boundingBox();
        return box ? box.y + box.height : Number.NaN;
      };
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(image).toBeInViewport();
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expect(price).toBeInViewport({ ratio: 1 });
      await expect.poll(() => bottom(heading)).toBeLessThanOrEqual(800);
      await expect.poll(() => bottom(price)).toBeLessThanOrEqual(800);
      expect(await top(heading)).toBeGreaterThanOrEqual(await bottom(image));
      const priceBottom = await bottom(price);
      const banner = page.locator('[data-page-type]');
      for (const mark of [
        banner.getByText('Grocery', { exact: true }),
        page.getByRole('link', { name: 'Promo belanja harian' }),
        page.getByRole('button', { name: 'Info belanja grocery' }),
      ]) {
        expect(await top(mark), 'the grocery label and its links come after the price').toBeGreaterThanOrEqual(priceBottom);
      }
      await expect(banner).toHaveAttribute('data-page-type', /^product-detail-grocery-/);
    });
  }

  test('shows the store’s delivery windows on the shipping page and its pickup hours on the pickup-schedule page, both noindex', async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await openShopper({ width: 360, context: located(KEMANG) });
    const { page } = shopper;
    await visit(page, `${host}${BERAS.path}/shipping`);
    await expect(page.getByRole('heading', { level: 1, name: 'Waktu pengiriman' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await page.getByRole('button', { name: 'Gunakan lokasi saat ini' }).click();
    await expect(page.getByTestId('grocery-store').getByText('Ranch Market Kemang', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Antar sekarang' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Kembali ke produk' }).click();
    await expect(page).toHaveURL(`${host}${BERAS.path}`);
    // The device's location is not kept across page loads (a chosen store is): asked again.
    await visit(page, `${host}${BERAS.path}/pickup-schedule`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jadwal ambil' })).toBeVisible();
    await page.getByRole('button', { name: 'Gunakan lokasi saat ini' }).click();
    await expect(page.getByRole('table', { name: 'Jadwal ambil di Ranch Market Kemang' })).toBeVisible();
  });

  for (const width of AT_BOTH) {
    test(`shows the rice's installment and promotions pages, noindex, with the way back to it, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width, context: located(KEMANG) });
      const { page } = shopper;
      for (const [secondary, heading] of [
        ['installment', `Cicilan ${BERAS.name}`],
        ['promotions', 'Promo & voucher'],
      ]) {
        await visit(page, `${host}${BERAS.path}/${secondary}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
        await expectAccessible(page);
      }
      await page.getByRole('link', { name: 'Kembali ke produk' }).click();
      await expect(page.getByRole('heading', { level: 1, name: BERAS.name })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === BERAS.path);
    });
  }

  for (const width of AT_BOTH) {
    test(`offers the eggs' store voucher and subscription, and the cooking oil's quote, as retail does, at ${width} px`, async ({
      stack: { host },
      openShopper,
    }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await openGrocery(page, host, TELUR);
      await expect(page.getByText('Hemat Rp5.000 belanja telur')).toBeVisible();
      await sectionInView(page, 'Layanan');
      await expect(page.getByRole('region', { name: 'Langganan' }).getByRole('button', { name: 'Atur langganan' })).toBeVisible();
      await page.getByRole('button', { name: 'Lihat promo' }).click();
      const vouchers = page.getByRole('dialog', { name: 'Promo & voucher' });
      await expect(vouchers.getByText('Voucher telur Ranch Market')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(vouchers).toHaveCount(0);
      await openGrocery(page, host, MINYAK);
      await sectionInView(page, 'Layanan');
      await expect(page.getByRole('region', { name: 'Beli dalam jumlah banyak' })).toBeVisible();
    });
  }

  test('chooses a warehouse: a closed store marks the address unserviceable, an open one serves and is kept on the next visit', async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await openShopper({ context: located(KEMANG) });
    const { page } = shopper;
    await openGrocery(page, host, BERAS);
    await shareDeviceLocation(page, 'Ranch Market Kemang');
    await shipping(page).getByRole('button', { name: 'Ganti toko' }).click();
    const picker = page.getByRole('dialog', { name: 'Pilih toko' });
    await expect(picker.getByText('Toko di sekitar lokasimu')).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' })).toBeVisible();
    await expectAccessible(page);
    await picker.getByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' }).click();
    await expect(
      shipping(page).getByText('Alamatmu belum terjangkau oleh Ranch Market Kelapa Gading. Pilih toko lain agar pesanan bisa dikirim ke alamatmu.'),
    ).toBeVisible();
    await expect(shipping(page).getByRole('button', { name: '+ Bag' })).toBeDisabled();
    await chooseStore(page, 'Ranch Market Pondok Indah');
    await expect(page.getByTestId('grocery-slot').getByText('Terjadwal')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('grocery-store').getByText('Ranch Market Pondok Indah', { exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pdp.grocery.selected-warehouse') ?? 'null'));
    expect(stored).toMatchObject({ code: 'WH-RNC-PIK', groupName: 'RANCH', pickupPoint: 'PP-RNC-PIK', available: true });
  });

  test('picks a scheduled and a deliver-now slot, adds both to the grocery bag, and the bag page and summary show them', async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await memberServedNear({ openShopper, host }, KEMANG, BERAS, 'Ranch Market Kemang');
    const { page } = shopper;
    const scheduled = await pickSlot(page, 'Terjadwal');
    await addToBag(page);
    await expect(page.getByRole('link', { name: 'Bag (1)' })).toBeVisible();
    await page.getByRole('button', { name: '5 kg' }).click();
    await expect(page).toHaveURL(/is--BRS-70001-00002$/);
    const now = await pickSlot(page, 'Antar sekarang');
    expect(now, 'the first deliver-now window of the session’s morning').toMatch(/, 11:00–12:00$/);
    await addToBag(page);
    await expect(page.getByRole('link', { name: 'Bag (2)' })).toBeVisible();
    const summary = page.getByTestId('grocery-checkout-summary');
    await expect(summary.getByText('Bag grocery di Ranch Market Kemang')).toBeVisible();
    await expect(summary.getByText('2 barang · Rp128.800', { exact: false })).toBeVisible();
    await expect(summary.getByText('Belanja Rp21.200 lagi untuk gratis ongkir.')).toBeVisible();
    await summary.getByRole('link', { name: 'Lihat bag grocery' }).click();
    await expect(page).toHaveURL(`${host}/grocery/cart`);
    await expect(page.getByText(`Terjadwal dari Ranch Market Kemang: ${scheduled}`)).toBeVisible();
    await expect(page.getByText(`Antar sekarang dari Ranch Market Kemang: ${now}`)).toBeVisible();
  });

  test('a member buys the rice now for a scheduled window and reaches the grocery checkout', async ({ stack: { host }, openShopper }) => {
    const shopper = await memberServedNear({ openShopper, host }, KEMANG, BERAS, 'Ranch Market Kemang');
    const { page } = shopper;
    await pickSlot(page, 'Terjadwal');
    await shipping(page).getByRole('button', { name: 'Beli sekarang' }).click();
    await expect(page).toHaveURL(new RegExp(`^${host}/grocery/checkout/CO-[0-9a-f]{12}$`));
  });

  test('Pasarku Fresh: resolves its Senayan store and adds to the bag; with a Ranch Market chosen, no nearby store of that group sells the milk', async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await memberServedNear({ openShopper, host }, SENAYAN, SUSU, 'Pasarku Fresh Senayan');
    const { page } = shopper;
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'product-detail-grocery-marketplace_fresh');
    await addToBag(page);
    await chooseStore(page, 'Ranch Market Kemang');
    await expect(page.getByTestId('grocery-store').getByText('Ranch Market Kemang', { exact: true })).toBeVisible();
    await expect(page.getByText('Tidak ada toko Ranch Market di sekitarmu yang menjual produk ini.')).toBeVisible();
    await expect(shipping(page).getByRole('button', { name: '+ Bag' })).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Toko terdekat' })).toHaveCount(0);
  });

  test('a member in Bandung: their address finds Pasarku Fresh Dago, whose delivery is turned off, so the milk is picked up', async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await signIn(page, host, 'Budi Santoso');
    await openGrocery(page, host, SUSU);
    await expect(page.getByTestId('grocery-store').getByText('Pasarku Fresh Dago', { exact: true })).toBeVisible();
    const delivery = shipping(page).getByRole('radio', { name: 'Dikirim' });
    await expect(delivery).toBeDisabled();
    await expect(shipping(page).getByRole('radio', { name: 'Ambil di toko' })).toBeChecked();
    await expect(page.getByTestId('grocery-pickup').getByText('Ambil di Pasarku Fresh Dago')).toBeVisible();
    await addToBag(page);
    await visit(page, `${host}/grocery/cart`);
    await expect(page.getByText('Ambil di Pasarku Fresh Dago')).toBeVisible();
  });

  test('with device location denied, says the permission is off and the rest of the page keeps working', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await openGrocery(page, host, BERAS);
    await shipping(page).getByRole('button', { name: 'Gunakan lokasi saat ini' }).click();
    await expect(shipping(page).getByText('Izin lokasi tidak aktif. Aktifkan izin lokasi di browsermu untuk memakai lokasi saat ini.')).toBeVisible();
    await shipping(page).getByRole('button', { name: 'Pilih toko' }).click();
    const picker = page.getByRole('dialog', { name: 'Pilih toko' });
    await expect(picker.getByText('Lokasimu belum diatur. Ini toko di sekitar pusat kota.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await page.getByRole('button', { name: '5 kg' }).click();
    await expect(page).toHaveURL(/is--BRS-70001-00002$/);
    await expect(page.getByTestId('product-price').getByText('Rp89.900')).toBeVisible();
  });

  test('a failed slotted delivery says so and a retry brings the store back', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper({ context: located(KEMANG) });
    const { page } = shopper;
    await openGrocery(page, host, BERAS);
    await sessionFault(page, '/backend/grocery/slotted-delivery/_resolve', 'status=503', { method: 'GET', times: 1 });
    await shipping(page).getByRole('button', { name: 'Gunakan lokasi saat ini' }).click();
    await expect(shipping(page).getByText('Gagal memuat jadwal pengiriman.')).toBeVisible();
    await shipping(page).getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByTestId('grocery-store').getByText('Ranch Market Kemang', { exact: true })).toBeVisible();
    shopper.allow(...FORCED_FAILURES);
  });

  test('opens the grocery wiki, and speaks English', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await openGrocery(page, host, BERAS);
    await page.getByRole('button', { name: 'Info belanja grocery' }).click();
    const wiki = page.getByRole('dialog', { name: 'Belanja grocery di Pasarku' });
    await expect(wiki.getByText('Antar sekarang atau terjadwal')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(wiki).toHaveCount(0);
    await page.getByRole('banner').getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
    await expect(page.getByRole('region', { name: 'Shipping' }).getByRole('button', { name: 'Use my current location' })).toBeVisible();
    await page.getByRole('button', { name: 'About grocery shopping' }).click();
    await expect(page.getByRole('dialog', { name: 'Grocery shopping at Pasarku' }).getByText('Now or scheduled')).toBeVisible();
  });
});
