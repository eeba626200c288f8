// The seller section end to end against the real builds and the simulator (issue 17, spec §4
// Merchant follow/unfollow, §5, §6, §8 Others): an anonymous shopper follows the store through login
// and back, the follow is kept (a reload still shows it), and unfollowing; reporting the product
// through login and back, its report menu then its options, its length rule and the
// already-reported refusal, and for a member who asks before the host knows who is signed in; the
// seller's, a pharmacist's and customer care's chat; sharing with a QR code and a short link; the
// store's highest reviews, warehouses and pickup hours; at a phone's and a desktop's width.
// Following the store, sharing and wishlist albums are the shopper journeys'
// (journeys/seller-and-social.e2e.ts), on both storefronts.
import type { BrowserContextOptions } from '@playwright/test';
import { expect, expectAccessible, test, type OpenShopper } from './fixtures';
import {
  FORCED_FAILURES,
  SESSION_CHECK,
  networkSettled,
  holdSessionCheck,
  jakartaToday,
  sessionClock,
  signIn,
  visit,
  signInOnLoginPage,
  AT_DESKTOP,
  AT_PHONE,
} from './harness';
import { SHOES, LAPTOP, VITAMIN } from './products';
import { sectionInView, visitProduct } from './product-page';

test.describe('following the seller', () => {
  for (const width of AT_DESKTOP) {
    test(`reports the product through login and back, at least 25 characters, once, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await visitProduct(page, host, SHOES);
      const seller = await sectionInView(page, 'Penjual');
      await seller.getByRole('button', { name: 'Laporkan produk' }).click();
      await signInOnLoginPage(page);
      const menu = page.getByRole('dialog', { name: 'Laporkan produk' });
      await expect(menu.getByRole('button', { name: 'Produk palsu' })).toBeVisible();
      await expectAccessible(page);
      // Back from the options to the menu, then on with another reason.
      await menu.getByRole('button', { name: 'Produk palsu' }).click();
      await expect(page.getByRole('dialog', { name: 'Detail laporan' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu.getByRole('button', { name: 'Info produk tidak sesuai' })).toBeVisible();
      await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement)), { message: 'focus is back in the menu' }).toBe(true);
      await menu.getByRole('button', { name: 'Info produk tidak sesuai' }).click();
      const dialog = page.getByRole('dialog', { name: 'Detail laporan' });
      await expect(dialog.getByRole('radio', { name: 'Info produk tidak sesuai' })).toBeChecked();
      await dialog.getByRole('textbox', { name: 'Ceritakan masalahnya' }).fill('Ukurannya beda');
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await expect(dialog.getByRole('alert').getByText('Min. 25 karakter')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Ceritakan masalahnya' }).fill('Ukuran 41 di foto, yang dikirim ukuran 39.');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await expect(dialog.getByRole('status').getByText('Terima kasih, laporanmu sudah kami terima.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  for (const width of AT_PHONE) {
    test(`says a product reported before was reported, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await signIn(page, host);
      for (let time = 0; time < 2; time += 1) {
        await visit(page, `${host}${SHOES.path}`);
        const seller = await sectionInView(page, 'Penjual');
        await networkSettled(page);
        await seller.getByRole('button', { name: 'Laporkan produk' }).click();
        await page.getByRole('dialog', { name: 'Laporkan produk' }).getByRole('button', { name: 'Produk palsu' }).click();
        const dialog = page.getByRole('dialog', { name: 'Detail laporan' });
        await dialog.getByRole('textbox', { name: 'Ceritakan masalahnya' }).fill('Logo di sepatunya tidak sama dengan yang asli.');
        await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
        if (time === 0) await expect(dialog.getByRole('status')).toBeVisible();
        else await expect(dialog.getByRole('alert').getByText('Laporanmu sudah kami terima sebelumnya.')).toBeVisible();
      }
      shopper.allow(...FORCED_FAILURES);
    });
  }

  for (const width of AT_PHONE) {
    test(`opens the report for a member who asks before the host knows they are signed in, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await signIn(page, host);
      const answer = await holdSessionCheck(page);
      await visit(page, `${host}${SHOES.path}`);
      const seller = await sectionInView(page, 'Penjual');
      // The sections above have loaded: none grows under the pointer while it presses.
      await networkSettled(page, { except: SESSION_CHECK });
      await seller.getByRole('button', { name: 'Laporkan produk' }).click();
      answer();
      await expect(page.getByRole('dialog', { name: 'Laporkan produk' }).getByRole('button', { name: 'Produk palsu' })).toBeVisible();
      await expect(page, 'back on the page, the action taken out of the address').toHaveURL(`${host}${SHOES.path}`);
    });
  }
});

/**
 * The simulator's customer care answers 08:00–22:00 Western Indonesia time: the shopper's session is
 * set to a moment inside those hours or after them (the page reads the time from the backend).
 */
const CUSTOMER_CARE_MOMENTS = [
  { open: true, now: jakartaToday('10:00'), does: 'sends a question about what the platform sells to customer care, in a popup while it is open' },
  { open: false, now: jakartaToday('23:00'), does: 'says customer care is closed at night, and starts no chat' },
] as const;

test.describe('chatting', () => {
  for (const width of AT_DESKTOP) {
    test(`offers the seller chat of a marketplace store, and a pharmacist for a medical product, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await visit(page, `${host}/p/tumbler-stainless-500-ml/ps--TMB-60006`);
      const seller = await sectionInView(page, 'Penjual');
      await expect(seller.getByRole('link', { name: 'Chat penjual' })).toHaveAttribute('href', '/member/seller-chat/MNM-60006');

      await visitProduct(page, host, VITAMIN);
      await seller.scrollIntoViewIfNeeded();
      await seller.getByRole('link', { name: 'Chat apoteker' }).click();
      await expect(page).toHaveURL(`${host}/member/seller-chat/APT-001?type=pharmacist`);
      await expect.poll(async () => JSON.parse((await page.evaluate(() => window.localStorage.getItem('pdp.seller-chat'))) ?? '{}').accessed).toBe(true);
    });
  }

  for (const width of AT_PHONE)
    for (const { open, now, does } of CUSTOMER_CARE_MOMENTS) {
      test(`${does}, at ${width} px`, async ({ stack: { host }, openShopper }) => {
        const shopper = await openShopper({ width });
        const { page } = shopper;
        // The session's clock is set before the product's page. The home page's first calls, made before
        // it had a cookie, each bring a session of their own: once they are answered, the cookie is the
        // one the clock is set for.
        await visit(page, `${host}/`);
        await networkSettled(page);
        await sessionClock(page, now);
        await visitProduct(page, host, LAPTOP);
        const seller = await sectionInView(page, 'Penjual');
        await expect(seller.getByRole('link', { name: 'Chat penjual' }), 'no seller chat for a TD product').toHaveCount(0);
        const opener = seller.getByRole('button', { name: 'Chat layanan pelanggan' });
        await opener.click();
        const dialog = page.getByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
        await expect(dialog.getByText('Layanan pelanggan buka setiap hari pukul 08:00–22:00 WIB.')).toBeVisible();
        await expectAccessible(page);
        // Customer care's topics (its ticket configs): a product question first; the shopper picks orders.
        await expect(dialog.getByRole('radio', { name: 'Pertanyaan tentang produk' })).toBeChecked();
        await dialog.getByRole('radio', { name: 'Pesanan dan pengiriman' }).check();
        const start = dialog.getByRole('button', { name: 'Mulai chat' });
        if (open) {
          const popupOpened = page.context().waitForEvent('page');
          await start.click();
          const popup = await popupOpened;
          await expect(popup).toHaveURL(/\/customer-care\/live-chat\/pesanan$/);
          expect(await popup.evaluate(() => window.opener), 'the popup has no way back to the page').toBeNull();
          await popup.close();
        } else {
          await expect(dialog.getByRole('status').getByText('Layanan pelanggan sedang tutup. Coba lagi pada jam buka.')).toBeVisible();
          await expect(start).toBeDisabled();
          await page.keyboard.press('Escape');
        }
        await expect(dialog).toHaveCount(0);
        await expect(opener, 'focus returns to the button').toBeFocused();
      });
    }
});

test.describe('offline stores', () => {
  for (const width of AT_DESKTOP) {
    test(`lists the stores that also sell a product tagged OFFLINE, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await visit(page, `${host}/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009`);
      await expect(page.getByRole('heading', { level: 1, name: 'Kulkas 2 Pintu Dingin 300 L' })).toBeVisible();
      const seller = await sectionInView(page, 'Penjual');
      const stores = seller.getByRole('region', { name: 'Tersedia juga di toko offline' }).getByRole('listitem');
      await expect(stores.first().getByText('Elektronik Jaya Kelapa Gading')).toBeVisible();
      await expect(stores).toHaveCount(2);
      await expect(stores.first().getByText('Jam buka: Setiap hari 10.00–21.00')).toBeVisible();
      await expectAccessible(page);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
          message: 'nothing wider than the page',
        })
        .toBe(0);
    });
  }
});

/** A product page at `width`, scrolled to its seller section (which loads as it comes near). */
async function openSeller(
  { openShopper, host }: { openShopper: OpenShopper; host: string },
  path: string,
  name: string,
  width: number,
  context: BrowserContextOptions = {},
) {
  const shopper = await openShopper({ width, context });
  const { page } = shopper;
  await visit(page, `${host}${path}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const seller = await sectionInView(page, 'Penjual');
  return { shopper, page, seller };
}

test.describe("the store's highest reviews", () => {
  for (const width of AT_PHONE) {
    test(`lists three under the seller, highest first, each linking its product, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const { page, seller } = await openSeller({ openShopper, host }, SHOES.path, SHOES.name, width);
      const reviews = seller.getByRole('region', { name: 'Ulasan terbaik toko ini' });
      await expect(reviews.getByRole('listitem').first()).toBeVisible();
      const items = reviews.getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.nth(0).getByText('oleh Rina Wulandari')).toBeVisible();
      await expect(items.nth(0).getByRole('img', { name: 'Rating 5 dari 5' })).toHaveCount(1);
      await expectAccessible(page);
      await expect(items.nth(0).getByRole('link', { name: SHOES.name })).toHaveAttribute('href', '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001');
    });
  }
});

test.describe('where the store ships from', () => {
  for (const width of AT_DESKTOP) {
    test(`lists the warehouses, the most consolidated first, the store's note and its pickup hours, at ${width} px`, async ({
      stack: { host },
      openShopper,
    }) => {
      const { page, seller } = await openSeller({ openShopper, host }, SHOES.path, SHOES.name, width);
      const shipsFrom = seller.getByRole('definition').filter({ hasText: 'Jakarta Barat' });
      await expect(shipsFrom).toHaveText('Jakarta Barat, Kabupaten Bekasi, Kota Tangerang');
      await expect(seller.getByText('Pesanan dikirim dari gudang terdekat yang memiliki stok.')).toBeVisible();
      await expect(seller.getByText('Senin–Sabtu, 09.00–17.00 WIB')).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test.describe("the store's page", () => {
  for (const width of AT_PHONE) {
    test(`opens a store as a host route, and an anchor page as a page of its own, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const { page, seller } = await openSeller({ openShopper, host }, SHOES.path, SHOES.name, width);
      const store = seller.getByRole('link', { name: 'Aero Official Store' });
      await expect(store).toHaveAttribute('href', '/merchant/aero-official-store/AER-60001');
      await store.click();
      await expect(page).toHaveURL(`${host}/merchant/aero-official-store/AER-60001`);

      await visit(page, `${host}/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003`);
      await expect(page.getByRole('heading', { level: 1, name: 'Smartphone Nusantara X5 8 GB' })).toBeVisible();
      await seller.scrollIntoViewIfNeeded();
      const anchor = seller.getByRole('link', { name: 'Nusantara Mobile' });
      await expect(anchor).toHaveAttribute('href', '/anchor/nusantara-mobile/NUS-60003');
    });
  }
});

test.describe("the store's rating and badges", () => {
  for (const width of AT_DESKTOP) {
    test(`explains the store's rating and badges, and why another store has no rating, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const { page, seller } = await openSeller({ openShopper, host }, SHOES.path, SHOES.name, width);
      const rating = seller.getByRole('button', { name: '★ 4,8 · 1.250 rating' });
      await rating.click();
      const ratingDialog = page.getByRole('dialog', { name: 'Rating toko' });
      await expect(ratingDialog.getByText('4,8 dari 5, dari 1.250 pembeli')).toBeVisible();
      await expect(ratingDialog.getByText('Ulasan yang dilaporkan dan terbukti palsu tidak dihitung.')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(ratingDialog).toHaveCount(0);
      await expect(rating, 'focus goes back to the rating').toBeFocused();

      const badges = seller.getByRole('list', { name: 'Lencana toko' });
      await expect(badges.getByRole('button', { name: 'Respons Cepat' })).toBeVisible();
      await badges.getByRole('button', { name: 'Toko Resmi' }).click();
      const badgeDialog = page.getByRole('dialog', { name: 'Lencana toko' });
      await expect(badgeDialog.getByText('Membalas chat pembeli rata-rata dalam 1 jam.')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      await visit(page, `${host}/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004`);
      await expect(page.getByRole('heading', { level: 1, name: 'Blender Dapur Serbaguna 1,5 L' })).toBeVisible();
      await seller.scrollIntoViewIfNeeded();
      await seller.getByRole('button', { name: 'Belum ada rating' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Toko ini belum punya rating' }).getByText('Toko baru mendapat rating setelah menerima ulasan dari pembeli.'),
      ).toBeVisible();
      await expectAccessible(page);
    });
  }
});
