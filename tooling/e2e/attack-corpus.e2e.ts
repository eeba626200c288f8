// The attack corpus (tooling/simulator/catalogue/attack-corpus.ts) in the browser, the sample that
// only a browser can prove: the server's HTML holds every string only as text (JSON-LD included); each
// string on its product page (reviews, discussion, loan simulation included) at a phone's width, and
// the strings of hostile width (LAYOUT_SAMPLE) at a desktop's too, runs nothing, covers or widens
// nothing, stays in its box and leaves axe content; the strings of hostile width also on the grocery
// page, in the voucher, combo, gift, reviewer profile, share, store and slot picker modals, on a
// review's own page and the trade-in and installation pages; every album name in the wishlist modal;
// every saved address in the address picker; the host's 404 page and the add-to-cart
// recommendations, whose products are all hostile. Every page is also checked by the fixtures: no
// uncaught error, no console error (a CSP report among them) and no server render thrown away.
// Every string × surface is proven in jsdom (docs/testing.md).
import type { Page } from '@playwright/test';
import { productPath } from '@pdp/host-contract/links';
import { ATTACK_CORPUS } from '../simulator/catalogue/attack-corpus';
import { seriousAxeViolations } from './axe';
import { expect, test as base } from './fixtures';
import { scrollToEnd, signIn, visit, networkSettled } from './harness';
import { sectionInView } from './product-page';

/**
 * Every shopper's page records what a hostile string runs on it from its first load on: a script of
 * its own, or a dialog it opens, each pushed to `window.pdpPwned` (read by pageProblems and modalProblems).
 */
const test = base.extend({
  openShopper: async ({ openShopper }, use) => {
    await use(async (options) => {
      const shopper = await openShopper(options);
      await shopper.page.addInitScript(
        'window.pdpPwned = []; window.alert = window.confirm = window.prompt = function () { window.pdpPwned.push("dialog"); };',
      );
      return shopper;
    });
  },
});

// Its tests are independent pages: both workers take them, each with the hostile stack of its own.
test.use({ ownStack: { attackCorpus: true } });

const HOSTILE = ATTACK_CORPUS.map(({ label, text }, index) => ({
  label,
  text,
  path: productPath({ vendor: 'RETAIL', productName: `serangan-${index}`, id: `ps--ATK-${90000 + index}` }),
}));

/** The grocery page of each string, sold by the grocery store of that string (its name, address and city). */
const HOSTILE_GROCERY = ATTACK_CORPUS.map(({ label, text }, index) => ({
  label,
  text,
  path: productPath({ vendor: 'GROCERY', productName: `serangan-grocery-${index}`, id: `ps--ATG-${90000 + index}` }),
}));

/**
 * The strings whose width is hostile: with them the browser also visits every modal and secondary
 * page, where only layout (a box widened, text leaving it) is left to prove. That nothing of any
 * string runs or is written as markup there is proven in jsdom, string by string and surface by
 * surface (`attack-corpus.test.tsx` of each app, docs/testing.md).
 */
const LAYOUT_SAMPLE = ['very long word', 'emoji'];

/** Jl. Kemang Raya: the hostile grocery stores are the nearest to it. */
const KEMANG = { latitude: -6.2615, longitude: 106.8106 };

/** On a page: nothing ran, nothing is wider than the screen, the heading stays in its box, no seller CSS covers it, axe is content. */
async function pageProblems(page: Page, label: string): Promise<string[]> {
  const facts = await page.evaluate(() => {
    const h1 = document.querySelector('h1')?.getBoundingClientRect();
    const covering = [...document.querySelectorAll('body *')].filter(
      (element) => getComputedStyle(element).position === 'fixed' && (element.textContent ?? '').includes('DIBAJAK'),
    );
    return {
      pwned: (window as unknown as { pdpPwned: string[] }).pdpPwned,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      headingOutside: h1 ? h1.right > window.innerWidth + 1 || h1.left < -1 : true,
      covering: covering.length,
      hidden: getComputedStyle(document.body).display === 'none',
    };
  });
  const problems: string[] = [];
  if (facts.pwned.length > 0) problems.push(`${label}: ran ${facts.pwned.join(', ')}`);
  if (facts.overflow > 0) problems.push(`${label}: ${facts.overflow} px wider than the screen`);
  if (facts.headingOutside) problems.push(`${label}: the name leaves its box`);
  if (facts.covering > 0 || facts.hidden) problems.push(`${label}: seller CSS covers or hides the page`);
  const axe = await seriousAxeViolations(page);
  if (axe.length > 0) problems.push(`${label}: axe ${axe.join('; ')}`);
  return problems;
}

/** In an open modal: nothing ran, nothing is wider than the screen or leaves the dialog, axe is content. */
async function modalProblems(page: Page, label: string): Promise<string[]> {
  const facts = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const box = dialog?.getBoundingClientRect();
    const escaping = dialog ? [...dialog.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > (box?.right ?? 0) + 1).length : 0;
    return {
      pwned: (window as unknown as { pdpPwned: string[] }).pdpPwned,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      escaping,
    };
  });
  const problems: string[] = [];
  if (facts.pwned.length > 0) problems.push(`${label}: ran ${facts.pwned.join(', ')}`);
  if (facts.overflow > 0) problems.push(`${label}: ${facts.overflow} px wider than the screen`);
  if (facts.escaping > 0) problems.push(`${label}: ${facts.escaping} elements leave the dialog`);
  const axe = await seriousAxeViolations(page);
  if (axe.length > 0) problems.push(`${label}: axe ${axe.join('; ')}`);
  return problems;
}

/** One of the seller's options: a button of its own on a desktop, in the more options list on a phone. */
async function sellerOption(page: Page, width: number, name: string): Promise<void> {
  const seller = page.getByRole('region', { name: 'Penjual', exact: true });
  if (width >= 768) return seller.getByRole('button', { name }).click();
  await seller.getByRole('button', { name: 'Opsi lainnya' }).click();
  await page.getByRole('dialog', { name: 'Opsi lainnya' }).getByRole('button', { name }).click();
}

test.describe('the attack corpus', () => {
  test('is only text in the server’s HTML, and the JSON-LD holds it as the product’s name', async ({ stack: { host } }) => {
    for (const { label, text, path } of [...HOSTILE, ...HOSTILE_GROCERY]) {
      const response = await fetch(`${host}${path}`);
      expect(response.status, label).toBe(200);
      const html = await response.text();
      if (/[<>"]/.test(text)) expect(html, `${label}: written raw into the HTML`).not.toContain(text);
      expect(html, label).not.toMatch(/<script>\(window\.pdpPwned|on(error|load)="\(window\.pdpPwned|href="(javascript|data):/i);
      const jsonLd = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(jsonLd, `${label}: JSON-LD`).not.toBe('');
      expect((JSON.parse(jsonLd) as { name?: string }).name, label).toBe(text);
    }
  });

  for (const width of [360, 1280])
    test.describe(`at ${width} px`, () => {
      test.use({ shopperOptions: { width } });
      // Every string at a phone's width; at a desktop's only those of hostile width. What a string runs or
      // injects does not depend on the width: the same components show it at either one (only the seller's
      // options and the discussions' page size follow the width, neither with the backend's text), and
      // jsdom proves each string on each surface. Of the layout, a desktop can only break what is wide.
      for (const { label, path } of HOSTILE.filter(({ label }) => width < 768 || LAYOUT_SAMPLE.includes(label))) {
        test(`${label}: runs nothing and holds the layout`, async ({ stack: { host }, shopper: { page } }) => {
          const problems: string[] = [];
          const surfaces = LAYOUT_SAMPLE.includes(label);
          await visit(page, `${host}${path}`);
          await expect(page.locator('h1').first()).toBeVisible();
          await scrollToEnd(page);
          // Each section read below is brought into view first, as the shopper reading it would: a section
          // loads once it is near the viewport at one of the browser's rendering steps, and on a loaded
          // machine, which paints seldom, the scroll through can pass one between two of them.
          // The reviews, the seller's replies, the questions and the answers carry the string too.
          await expect((await sectionInView(page, 'Ulasan')).locator('article').first()).toBeVisible();
          await expect((await sectionInView(page, 'Diskusi')).locator('li').first()).toBeVisible();
          // The loan simulation's ticker and location names are the backend's, hostile too.
          await sectionInView(page, 'Layanan');
          await expect(page.getByRole('region', { name: /^Simulasi kredit/ }).getByLabel('Lokasi')).toBeVisible();
          // The subscription's notes, the seller's note on quotes and the add-ons' names are the backend's too.
          await expect(page.getByRole('region', { name: 'Langganan' }).getByRole('button', { name: 'Atur langganan' })).toBeVisible();
          await expect(page.getByRole('region', { name: 'Beli dalam jumlah banyak' }).getByRole('button', { name: 'Minta penawaran' })).toBeVisible();
          await expect(page.getByRole('region', { name: 'Layanan tambahan' }).getByRole('checkbox').first()).toBeVisible();
          await networkSettled(page);
          problems.push(...(await pageProblems(page, label)));
          if (!surfaces) {
            expect(problems).toEqual([]);
            return;
          }
          // The vouchers' names, titles and terms, in the list and the terms modals.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.getByRole('button', { name: 'Lihat promo' }).click();
          const list = page.getByRole('dialog', { name: 'Promo & voucher' });
          await expect(list.getByRole('heading', { name: 'Voucher toko' })).toBeVisible();
          problems.push(...(await modalProblems(page, `${label} (voucher list)`)));
          await list.getByRole('region', { name: 'Voucher toko' }).getByRole('button', { name: /^S&K / }).first().click();
          const terms = page.getByRole('dialog', { name: 'Syarat & ketentuan' });
          await expect(terms.getByRole('listitem').first()).toBeVisible();
          problems.push(...(await modalProblems(page, `${label} (voucher terms)`)));
          // The combo's name and the product's own name in the combo bottom sheet.
          await page.keyboard.press('Escape');
          await page.keyboard.press('Escape');
          await expect(terms).toHaveCount(0);
          await page.getByRole('button', { name: 'Lihat paket' }).click();
          await expect(page.getByRole('dialog', { name: 'Paket combo' }).getByRole('checkbox').first()).toBeVisible();
          problems.push(...(await modalProblems(page, `${label} (combo)`)));
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Pilih hadiah' }).click();
          await expect(page.getByRole('dialog', { name: 'Hadiah gratis' }).getByRole('checkbox').first()).toBeVisible();
          problems.push(...(await modalProblems(page, `${label} (free gift)`)));
          // The reviewer's name and their reviews (the product's name among them) in the user summary modal.
          await page.keyboard.press('Escape');
          await page
            .locator('#pdp-section-reviews article')
            .first()
            .getByRole('button', { name: /^Lihat profil / })
            .click();
          await expect(page.getByRole('dialog', { name: 'Profil pengulas' }).getByRole('listitem').first()).toBeVisible();
          problems.push(...(await modalProblems(page, `${label} (reviewer)`)));
          // The product's name in the share modal's text and its QR code's label.
          await page.keyboard.press('Escape');
          await sellerOption(page, width, 'Bagikan produk');
          await expect(page.getByRole('dialog', { name: 'Bagikan produk' }).getByRole('img')).toBeVisible();
          problems.push(...(await modalProblems(page, `${label} (share)`)));
          // A review's own page: the review, its reply and the product's other reviews, all hostile.
          await page.keyboard.press('Escape');
          if (width < 768) await page.keyboard.press('Escape');
          await page.locator('#pdp-section-reviews article').first().getByRole('link', { name: 'Lihat detail ulasan' }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Detail ulasan' })).toBeVisible();
          await expect(page.getByRole('region', { name: 'Ulasan lainnya' }).getByRole('article').first()).toBeVisible();
          await networkSettled(page);
          problems.push(...(await pageProblems(page, `${label} (review page)`)));
          // The trade-in page: the names of the devices taken in are the backend's.
          await visit(page, `${host}${path.replace(/^\/p\//, '/trade-in/s/')}`);
          await expect(page.getByRole('region', { name: 'Perangkat yang bisa ditukar' }).getByRole('listitem').first()).toBeVisible();
          await networkSettled(page);
          problems.push(...(await pageProblems(page, `${label} (trade-in page)`)));
          // The installation page: the installations' names and details are the backend's.
          await visit(page, `${host}${path.replace(/^\/p\//, '/add-on/installation/')}`);
          await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
          await expect(page.getByRole('listitem').first()).toBeVisible();
          await networkSettled(page);
          problems.push(...(await pageProblems(page, `${label} (installation page)`)));
          expect(problems).toEqual([]);
        });
      }

      test(`runs nothing in the add-to-cart recommendations, every card and category name hostile`, async ({ stack: { host }, shopper: { page } }) => {
        // The hostile products are retail best sellers too: they fill the lists of a hostile product's add.
        await signIn(page, host);
        await visit(page, `${host}${HOSTILE[0]?.path ?? ''}`);
        await page.getByRole('region', { name: 'Pengiriman' }).scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: '+ Bag' }).click();
        await page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' }).getByRole('button', { name: 'Lihat rekomendasi' }).click();
        const dialog = page.getByRole('dialog', { name: 'Rekomendasi untukmu' });
        await expect(dialog.getByRole('region', { name: 'Lengkapi belanjaanmu' }).getByRole('link').first()).toBeVisible();
        await expect(
          dialog
            .getByRole('region', { name: /^Lainnya di / })
            .getByRole('link')
            .first(),
        ).toBeVisible();
        await networkSettled(page);
        const problems = await modalProblems(page, 'add-to-cart recommendations');
        expect(problems).toEqual([]);
      });

      test(`runs nothing on the 404 page, whose recommended products are hostile`, async ({ stack: { host }, shopper }) => {
        const { page } = shopper;
        shopper.allow(/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/tidak\/ada\)$/);
        // The hostile products are retail best sellers: the 404 placement lists them.
        await visit(page, `${host}/tidak/ada`);
        const list = page.getByRole('region', { name: 'Mungkin kamu suka' });
        await expect(list.getByRole('link').first()).toBeVisible();
        await scrollToEnd(page);
        await networkSettled(page);
        const shown = (await list.textContent()) ?? '';
        expect(
          HOSTILE.filter(({ text }) => shown.includes(text)),
          'the list carries the hostile names, as text',
        ).not.toEqual([]);
        const problems = await pageProblems(page, '404 page');
        expect(problems).toEqual([]);
      });

      test(`runs nothing and keeps every album name in the wishlist modal`, async ({ stack: { host }, shopper: { page } }) => {
        // A member's albums named with every hostile string (made before the name rule), on a hostile product.
        await signIn(page, host);
        await visit(page, `${host}${HOSTILE[0]?.path ?? ''}`);
        await sectionInView(page, 'Penjual');
        await sellerOption(page, width, 'Simpan ke wishlist');
        const dialog = page.getByRole('dialog', { name: 'Simpan ke wishlist' });
        await expect(dialog.getByRole('checkbox', { name: 'Favorit (0 produk)' })).toBeVisible();
        await expect(dialog.getByRole('checkbox'), 'every album is listed').toHaveCount(ATTACK_CORPUS.length + 1);
        await dialog.getByRole('checkbox').nth(1).click();
        await expect(dialog.getByRole('checkbox', { name: /\(1 produk\)$/ })).toBeVisible();
        const problems = await modalProblems(page, 'wishlist albums');
        expect(problems).toEqual([]);
      });

      test(`runs nothing and keeps every saved address in the address picker`, async ({ stack: { host }, shopper: { page } }) => {
        // A member's saved addresses, one per hostile string in the recipient's name and the address line (decision 0072).
        await signIn(page, host, 'Budi Santoso');
        await visit(page, `${host}${HOSTILE[0]?.path ?? ''}`);
        await (await sectionInView(page, 'Pengiriman')).getByRole('button', { name: 'Ubah alamat' }).click();
        const saved = page.getByRole('dialog', { name: 'Pilih alamat pengiriman' }).getByRole('region', { name: 'Alamat tersimpan' });
        await expect(saved.getByRole('button', { name: 'Pakai alamat ini: Budi Santoso, Jl. Ir. H. Juanda No. 120' })).toBeVisible();
        await expect(saved.getByRole('listitem'), 'every saved address is listed').toHaveCount(ATTACK_CORPUS.length + 3);
        const problems = await modalProblems(page, 'saved addresses');
        expect(problems).toEqual([]);
      });

      // Each string runs nothing on the retail page above; on the grocery page the browser proves the
      // layout, where only the strings of hostile width can break it (the rest is proven in jsdom).
      for (const { label, path } of HOSTILE_GROCERY.filter(({ label }) => LAYOUT_SAMPLE.includes(label))) {
        test(`${label}: runs nothing and holds the layout of the grocery page, its stores' names hostile too`, async ({ stack: { host }, openShopper }) => {
          const problems: string[] = [];
          const { page } = await openShopper({ width, context: { geolocation: KEMANG, permissions: ['geolocation'] } });
          await visit(page, `${host}${path}`);
          await expect(page.locator('h1').first()).toBeVisible();
          // The hostile store serves the shopper: its name in the shipping section, its neighbours listed below.
          const shipping = page.getByRole('region', { name: 'Pengiriman' });
          await page.locator('#pdp-section-shipping').scrollIntoViewIfNeeded();
          await shipping.getByRole('button', { name: 'Gunakan lokasi saat ini' }).click();
          await expect(page.getByTestId('grocery-slot')).toBeVisible();
          await scrollToEnd(page);
          await expect(page.getByRole('list', { name: 'Toko terdekat' }).getByRole('button', { name: 'Belanja di sini: Ranch Market Kemang' })).toBeVisible();
          await networkSettled(page);
          problems.push(...(await pageProblems(page, `${label} (grocery)`)));
          // Every hostile store in the store picker, and the serving one's name in the slot picker.
          await shipping.getByRole('button', { name: 'Ganti toko' }).click();
          const picker = page.getByRole('dialog', { name: 'Pilih toko' });
          await expect(picker.getByRole('button', { name: 'Pilih Ranch Market Kemang' })).toBeVisible();
          problems.push(...(await modalProblems(page, `${label} (store picker)`)));
          await page.keyboard.press('Escape');
          await expect(picker).toHaveCount(0);
          await shipping.getByRole('button', { name: 'Ganti jadwal' }).click();
          await expect(page.getByRole('dialog', { name: 'Pilih jadwal pengiriman' }).getByRole('radio').first()).toBeVisible();
          problems.push(...(await modalProblems(page, `${label} (slot picker)`)));
          expect(problems).toEqual([]);
        });
      }
    });
});
