// The seller section end to end against the real builds and the simulator (issue 17, spec §4
// Merchant follow/unfollow, §5, §6, §8 Others): an anonymous shopper follows the store through login
// and back, the follow is kept (a reload still shows it), and unfollowing; reporting the product
// through login and back, its report menu then its options, its length rule and the
// already-reported refusal, and for a member who asks before the host knows who is signed in; the
// seller's, a pharmacist's and customer care's chat; sharing with a QR code and a short link; the
// store's highest reviews, warehouses and pickup hours; at a phone's and a desktop's width.
// Following the store, sharing and wishlist albums are the shopper journeys'
// (journeys/seller-and-social.e2e.ts), on both storefronts.
import assert from 'node:assert/strict';
import type { BrowserContextOptions } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import {
  FORCED_FAILURES,
  SESSION_CHECK,
  networkSettled,
  assertClean,
  e2eSuite,
  holdSessionCheck,
  jakartaToday,
  sessionClock,
  signIn,
  visit,
  signInOnLoginPage,
  describe,
  it,
  AT_DESKTOP,
  AT_PHONE,
} from './harness';
import { SHOES, LAPTOP, VITAMIN } from './products';
import { sectionInView, visitProduct } from './product-page';

const e2e = e2eSuite();
const { host } = e2e;

describe('following the seller', () => {
  for (const width of AT_DESKTOP) {
    it(`reports the product through login and back, at least 25 characters, once, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await visitProduct(page, host, SHOES);
      const seller = await sectionInView(page, 'Penjual');
      await seller.getByRole('button', { name: 'Laporkan produk' }).click();
      await signInOnLoginPage(page);
      const menu = page.getByRole('dialog', { name: 'Laporkan produk' });
      await menu.getByRole('button', { name: 'Produk palsu' }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      // Back from the options to the menu, then on with another reason.
      await menu.getByRole('button', { name: 'Produk palsu' }).click();
      await page.getByRole('dialog', { name: 'Detail laporan' }).waitFor();
      await page.keyboard.press('Escape');
      await menu.getByRole('button', { name: 'Info produk tidak sesuai' }).waitFor();
      assert.equal(await menu.evaluate((element) => element.contains(document.activeElement)), true, 'focus is back in the menu');
      await menu.getByRole('button', { name: 'Info produk tidak sesuai' }).click();
      const dialog = page.getByRole('dialog', { name: 'Detail laporan' });
      assert.equal(await dialog.getByRole('radio', { name: 'Info produk tidak sesuai' }).isChecked(), true);
      await dialog.getByRole('textbox', { name: 'Ceritakan masalahnya' }).fill('Ukurannya beda');
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await dialog.getByRole('alert').getByText('Min. 25 karakter').waitFor();
      await dialog.getByRole('textbox', { name: 'Ceritakan masalahnya' }).fill('Ukuran 41 di foto, yang dikirim ukuran 39.');
      assert.deepEqual(await seriousAxeViolations(page), []);
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await dialog.getByRole('status').getByText('Terima kasih, laporanmu sudah kami terima.').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assertClean(tracked);
    });
  }

  for (const width of AT_PHONE) {
    it(`says a product reported before was reported, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
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
        if (time === 0) await dialog.getByRole('status').waitFor();
        else await dialog.getByRole('alert').getByText('Laporanmu sudah kami terima sebelumnya.').waitFor();
      }
      assertClean(tracked, FORCED_FAILURES);
    });
  }

  for (const width of AT_PHONE) {
    it(`opens the report for a member who asks before the host knows they are signed in, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await signIn(page, host);
      const answer = await holdSessionCheck(page);
      await visit(page, `${host}${SHOES.path}`);
      const seller = await sectionInView(page, 'Penjual');
      // The sections above have loaded: none grows under the pointer while it presses.
      await networkSettled(page, { except: SESSION_CHECK });
      await seller.getByRole('button', { name: 'Laporkan produk' }).click();
      answer();
      await page.getByRole('dialog', { name: 'Laporkan produk' }).getByRole('button', { name: 'Produk palsu' }).waitFor();
      assert.equal(page.url(), `${host}${SHOES.path}`, 'back on the page, the action taken out of the address');
      assertClean(tracked);
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

describe('chatting', () => {
  for (const width of AT_DESKTOP) {
    it(`offers the seller chat of a marketplace store, and a pharmacist for a medical product, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await visit(page, `${host}/p/tumbler-stainless-500-ml/ps--TMB-60006`);
      const seller = await sectionInView(page, 'Penjual');
      assert.equal(await seller.getByRole('link', { name: 'Chat penjual' }).getAttribute('href'), '/member/seller-chat/MNM-60006');

      await visitProduct(page, host, VITAMIN);
      await seller.scrollIntoViewIfNeeded();
      await seller.getByRole('link', { name: 'Chat apoteker' }).click();
      await page.waitForURL(`${host}/member/seller-chat/APT-001?type=pharmacist`);
      assert.equal(JSON.parse((await page.evaluate(() => window.localStorage.getItem('pdp.seller-chat'))) ?? '{}').accessed, true);
      assertClean(tracked);
    });
  }

  for (const width of AT_PHONE)
    for (const { open, now, does } of CUSTOMER_CARE_MOMENTS) {
      it(`${does}, at ${width} px`, async () => {
        const tracked = await e2e.openPage({ width });
        const { page } = tracked;
        // The session (its cookie) comes with the first page; its clock is set before the product's.
        await visit(page, `${host}/`);
        await sessionClock(page, now);
        await visitProduct(page, host, LAPTOP);
        const seller = await sectionInView(page, 'Penjual');
        assert.equal(await seller.getByRole('link', { name: 'Chat penjual' }).count(), 0, 'no seller chat for a TD product');
        const opener = seller.getByRole('button', { name: 'Chat layanan pelanggan' });
        await opener.click();
        const dialog = page.getByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
        await dialog.getByText('Layanan pelanggan buka setiap hari pukul 08:00–22:00 WIB.').waitFor();
        assert.deepEqual(await seriousAxeViolations(page), []);
        // Customer care's topics (its ticket configs): a product question first; the shopper picks orders.
        assert.equal(await dialog.getByRole('radio', { name: 'Pertanyaan tentang produk' }).isChecked(), true);
        await dialog.getByRole('radio', { name: 'Pesanan dan pengiriman' }).check();
        const start = dialog.getByRole('button', { name: 'Mulai chat' });
        if (open) {
          const popupOpened = page.context().waitForEvent('page');
          await start.click();
          const popup = await popupOpened;
          await popup.waitForURL(/\/customer-care\/live-chat\/pesanan$/);
          assert.equal(await popup.evaluate(() => window.opener), null, 'the popup has no way back to the page');
          await popup.close();
        } else {
          await dialog.getByRole('status').getByText('Layanan pelanggan sedang tutup. Coba lagi pada jam buka.').waitFor();
          assert.equal(await start.isDisabled(), true);
          await page.keyboard.press('Escape');
        }
        await dialog.waitFor({ state: 'detached' });
        assert.equal(await opener.evaluate((element) => element === document.activeElement), true, 'focus returns to the button');
        assertClean(tracked);
      });
    }
});

describe('offline stores', () => {
  for (const width of AT_DESKTOP) {
    it(`lists the stores that also sell a product tagged OFFLINE, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await visit(page, `${host}/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009`);
      await page.getByRole('heading', { level: 1, name: 'Kulkas 2 Pintu Dingin 300 L' }).waitFor();
      const seller = await sectionInView(page, 'Penjual');
      const stores = seller.getByRole('region', { name: 'Tersedia juga di toko offline' }).getByRole('listitem');
      await stores.first().getByText('Elektronik Jaya Kelapa Gading').waitFor();
      assert.equal(await stores.count(), 2);
      await stores.first().getByText('Jam buka: Setiap hari 10.00–21.00').waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
      assertClean(tracked);
    });
  }
});

/** A product page at `width`, scrolled to its seller section (which loads as it comes near). */
async function openSeller(path: string, name: string, width: number, context: BrowserContextOptions = {}) {
  const tracked = await e2e.openPage({ width, context });
  const { page } = tracked;
  await visit(page, `${host}${path}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const seller = await sectionInView(page, 'Penjual');
  return { tracked, page, seller };
}

describe("the store's highest reviews", () => {
  for (const width of AT_PHONE) {
    it(`lists three under the seller, highest first, each linking its product, at ${width} px`, async () => {
      const { tracked, page, seller } = await openSeller(SHOES.path, SHOES.name, width);
      const reviews = seller.getByRole('region', { name: 'Ulasan terbaik toko ini' });
      await reviews.getByRole('listitem').first().waitFor();
      const items = reviews.getByRole('listitem');
      assert.equal(await items.count(), 3);
      await items.nth(0).getByText('oleh Rina Wulandari').waitFor();
      assert.equal(await items.nth(0).getByRole('img', { name: 'Rating 5 dari 5' }).count(), 1);
      assert.deepEqual(await seriousAxeViolations(page), []);
      assert.equal(await items.nth(0).getByRole('link', { name: SHOES.name }).getAttribute('href'), '/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001');
      assertClean(tracked);
    });
  }
});

describe('where the store ships from', () => {
  for (const width of AT_DESKTOP) {
    it(`lists the warehouses, the most consolidated first, the store's note and its pickup hours, at ${width} px`, async () => {
      const { tracked, page, seller } = await openSeller(SHOES.path, SHOES.name, width);
      const shipsFrom = seller.getByRole('definition').filter({ hasText: 'Jakarta Barat' });
      assert.equal(await shipsFrom.textContent(), 'Jakarta Barat, Kabupaten Bekasi, Kota Tangerang');
      await seller.getByText('Pesanan dikirim dari gudang terdekat yang memiliki stok.').waitFor();
      await seller.getByText('Senin–Sabtu, 09.00–17.00 WIB').waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      assertClean(tracked);
    });
  }
});

describe("the store's page", () => {
  for (const width of AT_PHONE) {
    it(`opens a store as a host route, and an anchor page as a page of its own, at ${width} px`, async () => {
      const { tracked, page, seller } = await openSeller(SHOES.path, SHOES.name, width);
      const store = seller.getByRole('link', { name: 'Aero Official Store' });
      assert.equal(await store.getAttribute('href'), '/merchant/aero-official-store/AER-60001');
      await store.click();
      await page.waitForURL(`${host}/merchant/aero-official-store/AER-60001`);

      await visit(page, `${host}/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003`);
      await page.getByRole('heading', { level: 1, name: 'Smartphone Nusantara X5 8 GB' }).waitFor();
      await seller.scrollIntoViewIfNeeded();
      const anchor = seller.getByRole('link', { name: 'Nusantara Mobile' });
      assert.equal(await anchor.getAttribute('href'), '/anchor/nusantara-mobile/NUS-60003');
      assertClean(tracked);
    });
  }
});

describe("the store's rating and badges", () => {
  for (const width of AT_DESKTOP) {
    it(`explains the store's rating and badges, and why another store has no rating, at ${width} px`, async () => {
      const { tracked, page, seller } = await openSeller(SHOES.path, SHOES.name, width);
      const rating = seller.getByRole('button', { name: '★ 4,8 · 1.250 rating' });
      await rating.click();
      const ratingDialog = page.getByRole('dialog', { name: 'Rating toko' });
      await ratingDialog.getByText('4,8 dari 5, dari 1.250 pembeli').waitFor();
      await ratingDialog.getByText('Ulasan yang dilaporkan dan terbukti palsu tidak dihitung.').waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      await page.keyboard.press('Escape');
      await ratingDialog.waitFor({ state: 'detached' });
      assert.equal(await rating.evaluate((element) => element === document.activeElement), true, 'focus goes back to the rating');

      const badges = seller.getByRole('list', { name: 'Lencana toko' });
      await badges.getByRole('button', { name: 'Respons Cepat' }).waitFor();
      await badges.getByRole('button', { name: 'Toko Resmi' }).click();
      const badgeDialog = page.getByRole('dialog', { name: 'Lencana toko' });
      await badgeDialog.getByText('Membalas chat pembeli rata-rata dalam 1 jam.').waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      await page.keyboard.press('Escape');

      await visit(page, `${host}/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004`);
      await page.getByRole('heading', { level: 1, name: 'Blender Dapur Serbaguna 1,5 L' }).waitFor();
      await seller.scrollIntoViewIfNeeded();
      await seller.getByRole('button', { name: 'Belum ada rating' }).click();
      await page
        .getByRole('dialog', { name: 'Toko ini belum punya rating' })
        .getByText('Toko baru mendapat rating setelah menerima ulasan dari pembeli.')
        .waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      assertClean(tracked);
    });
  }
});
