// Reviews and discussions end to end against the real builds and the simulator (issue 16, spec §3
// Review, Discussion; §4 Review like, Discussions; §5; §6; §8; §9): the summary, sorts, filters and
// paging, the variant filter (apply, revert, reset), a review photo, the buyers' photos in the preview, a review's own page, a reviewer's
// profile, liking through login and back (from the first page and from a later one), reporting a
// review (and the already-reported refusal), a reply, a question through login and back and an
// answer, asking through login and back with its validation, a failed ask keeping the question,
// English, and a phone and a desktop window with no horizontal scroll.
// Liking a review through login and back, reporting one, and asking a question three a page on a phone are
// the shopper journeys' (journeys/community.e2e.ts), on both storefronts.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import {
  FORCED_FAILURES,
  assertClean,
  e2eSuite,
  sessionFault,
  sessionProductConfig,
  signIn,
  visit,
  signInOnLoginPage,
  describe,
  it,
  AT_DESKTOP,
  AT_PHONE,
} from './harness';
import { SHOES } from './products';

const e2e = e2eSuite();
const { host } = e2e;

async function openShoes(page: Page, path = SHOES.path) {
  await visit(page, `${host}${path}`);
  await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
}

/** Scrolls to a section as a shopper would (it loads as it comes near) and gives it. */
async function section(page: Page, name: 'Ulasan' | 'Diskusi' | 'Reviews' | 'Discussion') {
  const region = page.getByRole('region', { name, exact: true });
  await region.scrollIntoViewIfNeeded();
  return region;
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const questionItems = (page: Page) => page.getByRole('list', { name: 'Daftar pertanyaan' }).getByRole('listitem');

describe('reviews', () => {
  for (const width of AT_DESKTOP) {
    it(`sorts, filters by rating, topic and variant, pages, opens a review photo and the review policy, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await openShoes(page);
      const reviews = await section(page, 'Ulasan');
      await reviews.getByRole('article', { name: 'Rina Wulandari' }).waitFor();
      await reviews.getByRole('combobox', { name: 'Urutkan' }).selectOption('LOWEST');
      await reviews.getByRole('article').first().getByText('Jahitan di sisi kanan lepas setelah dua minggu.').waitFor();
      await reviews.getByRole('button', { name: '5 bintang (6)' }).click();
      await page.waitForFunction(() => document.querySelectorAll('#pdp-section-reviews article').length === 6);
      await reviews.getByRole('button', { name: 'Hapus filter' }).click();
      await reviews.getByRole('button', { name: 'Pengiriman (2)' }).click();
      await page.waitForFunction(() => document.querySelectorAll('#pdp-section-reviews article').length === 2);
      await reviews.getByRole('button', { name: 'Hapus filter' }).click();
      await reviews.getByRole('button', { name: 'Lihat ulasan lainnya' }).click();
      await page.waitForFunction(() => document.querySelectorAll('#pdp-section-reviews article').length === 12);

      await reviews.getByRole('button', { name: 'Foto ulasan 1 dari Rina Wulandari' }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');

      // The buyers' photos (every review's, page 1 of /images): the image preview goes through them all.
      const photos = reviews.getByRole('region', { name: 'Foto dari pembeli' });
      assert.equal(await photos.getByRole('img').count(), 4);
      await photos.getByRole('button', { name: 'Foto pembeli 1' }).click();
      await page.getByRole('dialog').getByRole('img', { name: 'Foto pembeli 1' }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('dialog').getByRole('img', { name: 'Foto pembeli 2' }).waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      await page.keyboard.press('Escape');

      // The review gallery page: every review's photos.
      await reviews.getByRole('link', { name: 'Lihat semua foto' }).click();
      await page.waitForURL(`${host}${SHOES.path}/review-gallery`);
      await page.getByRole('heading', { level: 1, name: 'Foto ulasan' }).waitFor();
      await page.getByRole('img', { name: 'Foto ulasan 4' }).waitFor();
      assert.equal(await page.getByRole('img', { name: /^Foto ulasan \d+$/ }).count(), 4);
      assert.deepEqual(await seriousAxeViolations(page), []);
      await page.getByRole('button', { name: 'Foto ulasan 1' }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
      await (await section(page, 'Ulasan')).getByRole('article').first().waitFor();

      // The review variant filter: a draft applied on confirm, sent base64-encoded; closing reverts it.
      await (await section(page, 'Ulasan')).getByRole('button', { name: 'Filter varian' }).click();
      const filter = page.getByRole('dialog', { name: 'Filter varian' });
      const blue = filter.getByRole('group', { name: 'Warna' }).getByRole('button', { name: 'Biru' });
      assert.equal(await filter.getByRole('button', { name: 'Terapkan' }).isDisabled(), true);
      await blue.click();
      await page.keyboard.press('Escape');
      await (await section(page, 'Ulasan')).getByRole('button', { name: 'Filter varian' }).click();
      assert.equal(await blue.getAttribute('aria-pressed'), 'false', 'closing without applying reverts the draft');
      assert.equal(await filter.getByRole('button', { name: 'Reset' }).count(), 0, 'no reset while nothing is chosen');
      await blue.click();
      assert.deepEqual(await seriousAxeViolations(page), []);
      await filter.getByRole('button', { name: 'Terapkan' }).click();
      await page.waitForFunction(() => document.querySelectorAll('#pdp-section-reviews article').length === 2);
      await reviews.getByRole('button', { name: 'Filter varian (1)' }).click();
      await filter.getByRole('button', { name: 'Reset' }).click();
      await filter.getByRole('button', { name: 'Terapkan' }).click();
      await page.waitForFunction(() => document.querySelectorAll('#pdp-section-reviews article').length === 10);
      await reviews.getByRole('button', { name: 'Filter varian', exact: true }).waitFor();

      // The review policy.
      await (await section(page, 'Ulasan')).getByRole('button', { name: 'Kebijakan ulasan' }).click();
      await page
        .getByRole('dialog', { name: 'Kebijakan ulasan' })
        .getByText('Penjual dapat membalas ulasan, tetapi tidak dapat mengubah atau menghapusnya.')
        .waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      await page.keyboard.press('Escape');
      assert.equal(await horizontalOverflow(page), 0, `no horizontal scroll at ${width} px`);
      assertClean(tracked);
    });
  }

  for (const width of AT_PHONE) {
    it(`likes a review from the list's second page through login, finishing on that review's own page, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await openShoes(page);
      const reviews = await section(page, 'Ulasan');
      await reviews.getByRole('button', { name: 'Lihat ulasan lainnya' }).click();
      await page.waitForFunction(() => document.querySelectorAll('#pdp-section-reviews article').length === 12);
      const like = reviews
        .getByRole('article')
        .last()
        .getByRole('button', { name: /^Membantu \(\d+\)$/ });
      const before = Number(/\((\d+)\)/.exec((await like.textContent()) ?? '')?.[1]);
      await like.click();

      await signInOnLoginPage(page);

      await page.getByRole('heading', { level: 1, name: 'Detail ulasan' }).waitFor();
      const liked = page.getByRole('button', { name: `Membantu (${before + 1})` }).first();
      await liked.waitFor();
      assert.equal(await liked.getAttribute('aria-pressed'), 'true');
      assert.equal(new URL(page.url()).pathname, `${SHOES.path}/detail-review`);
      assert.equal(new URL(page.url()).searchParams.has('pdpAction'), false);
      assertClean(tracked);
    });
  }

  for (const width of AT_DESKTOP) {
    it(`opens a photo's review in the product review modal, then the review's own page without it in the others, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await visit(page, `${host}${SHOES.path}/review-gallery`);
      await page.getByRole('heading', { level: 1, name: 'Foto ulasan' }).waitFor();
      // The third photo is Dimas's (photos are newest first: Rina's two, then his).
      await page.getByRole('button', { name: 'Foto ulasan 3' }).click();
      const modal = page.getByRole('dialog', { name: 'Ulasan produk' });
      await modal.getByText('Bagus dan nyaman, tapi warnanya sedikit lebih gelap dari foto.').waitFor();
      assert.deepEqual(await seriousAxeViolations(page), []);
      await modal.getByRole('link', { name: 'Lihat detail ulasan' }).click();
      await page.waitForURL(`${host}${SHOES.path}/detail-review?reviewId=REV-SPL-002`);
      await page.getByRole('heading', { level: 1, name: 'Detail ulasan' }).waitFor();
      assert.equal(await modal.count(), 0, 'the modal closed with the page it was opened on');
      const others = page.getByRole('region', { name: 'Ulasan lainnya' });
      // Page 1 is asked with the review pinned first, and its first entry dropped: nine others.
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Ulasan lainnya"] article').length === 9);
      assert.equal(await others.getByRole('article', { name: 'Dimas Pratama' }).count(), 0);
      await others.getByRole('button', { name: 'Lihat ulasan lainnya' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Ulasan lainnya"] article').length === 11);
      assert.equal(await horizontalOverflow(page), 0);
      assert.deepEqual(await seriousAxeViolations(page), []);
      // Another review's own page, from the list.
      await others.getByRole('article', { name: 'Rina Wulandari' }).getByRole('link', { name: 'Lihat detail ulasan' }).click();
      await page.waitForURL(`${host}${SHOES.path}/detail-review?reviewId=REV-SPL-001`);
      await page.getByText('Sepatunya ringan sekali, dipakai lari 10 km kaki tidak pegal. Ukuran 41 pas di kaki saya.').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[aria-label="Ulasan lainnya"] article').length === 9);
      assertClean(tracked);
    });
  }

  it("shows a reviewer's profile from the hall of fame, keeps a private one private, and lets its owner make it public", async () => {
    const tracked = await e2e.openPage({ width: 360 });
    const { page } = tracked;
    await openShoes(page);
    const reviews = await section(page, 'Ulasan');
    const rina = reviews.getByRole('article', { name: 'Rina Wulandari' }).getByRole('button', { name: 'Lihat profil Rina Wulandari' });
    await rina.click();
    const profile = page.getByRole('dialog', { name: 'Profil pengulas' });
    await profile.getByText('1 ulasan · 1 ulasan paling membantu').waitFor();
    await profile.getByRole('link', { name: SHOES.name }).waitFor();
    assert.equal(await profile.getByRole('link', { name: 'Lihat Hall of Fame' }).getAttribute('href'), '/hall-of-fame');
    assert.deepEqual(await seriousAxeViolations(page), []);
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });
    assert.equal(await rina.evaluate((element) => element === document.activeElement), true, 'focus returns to the name');
    await reviews.getByRole('button', { name: 'Lihat profil Sari Wulandari' }).click();
    await profile.getByText('Profil ini privat.').waitFor();
    assert.equal(await profile.getByRole('link', { name: SHOES.name }).count(), 0);
    await page.keyboard.press('Escape');

    // Sari herself: marked, and she makes it public.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, host);
    await openShoes(page);
    await (await section(page, 'Ulasan')).getByRole('button', { name: 'Lihat profil Sari Wulandari' }).click();
    await profile.getByText('Kamu', { exact: true }).waitFor();
    await profile.getByText('Profilmu privat: pembeli lain tidak bisa melihat ulasanmu di sini.').waitFor();
    await profile.getByRole('button', { name: 'Jadikan profil publik' }).click();
    await profile.getByRole('status').getByText('Profilmu sekarang publik.').waitFor();
    await profile.getByRole('link', { name: SHOES.name }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    assertClean(tracked);
  });

  for (const width of AT_PHONE) {
    it(`shows a reviewer's profile from the review service when the hall of fame is switched off, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      // The session (its cookie is the machine's, whatever the port) reads the switch off; the plain host's
      // page is rendered by the browser, which reads it (the host's server renders with its cached config).
      await visit(page, `${host}/`);
      await sessionProductConfig(page, { hallOfFameEnabled: 'false' });
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/\/(hall-of-fame|product-review\/users)\//.test(pathname)) asked.push(pathname);
      });
      await visit(page, `${e2e.stack.urls.plainHost}${SHOES.path}`);
      await page.getByRole('heading', { level: 1, name: SHOES.name }).waitFor();
      await (await section(page, 'Ulasan')).getByRole('button', { name: 'Lihat profil Rina Wulandari' }).click();
      const profile = page.getByRole('dialog', { name: 'Profil pengulas' });
      await profile.getByText('1 ulasan · 1 ulasan paling membantu').waitFor();
      await profile.getByRole('link', { name: SHOES.name }).waitFor();
      assert.equal(await profile.getByRole('link', { name: 'Lihat Hall of Fame' }).count(), 0);
      assert.ok(asked.length >= 2 && asked.every((pathname) => pathname.startsWith('/backend/product-review/users/')), asked.join(', '));
      assert.deepEqual(await seriousAxeViolations(page), []);
      assertClean(tracked);
    });
  }

  for (const width of AT_PHONE) {
    it(`reports the seller's reply, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await signIn(page, host);
      await openShoes(page);
      const reviews = await section(page, 'Ulasan');
      await reviews.getByRole('article', { name: 'Yoga Saputra' }).getByRole('button', { name: 'Laporkan balasan Aero Official Store' }).click();
      const dialog = page.getByRole('dialog', { name: 'Laporkan balasan' });
      await dialog.getByRole('radio', { name: 'Kata-kata kasar atau menyinggung' }).check();
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await dialog.getByRole('status').getByText('Terima kasih, laporanmu sudah kami terima.').waitFor();
      assertClean(tracked);
    });
  }

  for (const width of AT_DESKTOP) {
    it(`reads in English, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width, chosenLocale: 'en' });
      const { page } = tracked;
      await openShoes(page);
      const reviews = await section(page, 'Reviews');
      await reviews.getByText('12 reviews').waitFor();
      await reviews.getByRole('combobox', { name: 'Sort by' }).waitFor();
      const discussion = await section(page, 'Discussion');
      await discussion.getByRole('button', { name: 'Ask a question' }).waitFor();
      assertClean(tracked);
    });
  }
});

describe('discussions', () => {
  for (const [width, perPage] of [[1280, 10]] as const) {
    it(`asks a question through login and back, shown first, ${perPage} a page at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await openShoes(page);
      const discussion = await section(page, 'Diskusi');
      await questionItems(page).first().getByText('Kak, ukuran 42 panjang telapaknya berapa cm ya?').waitFor();
      assert.equal(await questionItems(page).count(), Math.min(perPage, 5));
      await discussion.getByRole('button', { name: 'Tulis pertanyaan' }).click();

      await signInOnLoginPage(page);

      const dialog = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
      await dialog.waitFor();
      assert.equal(new URL(page.url()).searchParams.has('pdpAction'), false);
      assert.deepEqual(await seriousAxeViolations(page), []);
      const field = dialog.getByRole('textbox', { name: 'Pertanyaanmu' });
      await field.fill('Ada 43?');
      await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await dialog.getByRole('alert').getByText('Min. 10 karakter').waitFor();
      await field.fill('Apakah ada ukuran 43 untuk warna hitam?');
      await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await page.getByText('Pertanyaanmu sudah terkirim.').waitFor();
      await questionItems(page).first().getByText('Apakah ada ukuran 43 untuk warna hitam?').waitFor();
      await questionItems(page)
        .first()
        .getByText(/^Sari Wulandari · /)
        .waitFor();
      assert.equal(await questionItems(page).count(), Math.min(perPage, 6));
      assert.equal(await horizontalOverflow(page), 0, `no horizontal scroll at ${width} px`);
      assertClean(tracked);
    });
  }

  for (const width of AT_DESKTOP) {
    it(`keeps the question typed when sending fails, and sends it on the next try, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await signIn(page, host);
      await sessionFault(page, '/backend/product/products/*/discussions/_create', 'status=503', { times: 1 });
      await openShoes(page);
      const discussion = await section(page, 'Diskusi');
      await discussion.getByRole('button', { name: 'Tulis pertanyaan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
      const field = dialog.getByRole('textbox', { name: 'Pertanyaanmu' });
      await field.fill('Apakah bisa dicuci dengan mesin cuci?');
      await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await dialog.getByRole('alert').getByText('Terjadi kesalahan. Coba kirim ulang lagi.').waitFor();
      assert.equal(await field.inputValue(), 'Apakah bisa dicuci dengan mesin cuci?');
      await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await dialog.waitFor({ state: 'detached' });
      await questionItems(page).first().getByText('Apakah bisa dicuci dengan mesin cuci?').waitFor();
      assertClean(tracked, FORCED_FAILURES);
    });
  }

  for (const width of AT_PHONE) {
    it(`keeps the question through login when the session expired while asking, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await signIn(page, host);
      await openShoes(page);
      const discussion = await section(page, 'Diskusi');
      await discussion.getByRole('button', { name: 'Tulis pertanyaan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
      await dialog.getByRole('textbox', { name: 'Pertanyaanmu' }).fill('Apakah bisa dicuci dengan mesin cuci?');
      // The session ends on the server while the page still shows a member: sending answers 401.
      await page.evaluate(() => fetch('/backend/member/_logout', { method: 'POST' }));
      await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();

      await signInOnLoginPage(page);

      const back = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
      await back.waitFor();
      assert.equal(await back.getByRole('textbox', { name: 'Pertanyaanmu' }).inputValue(), 'Apakah bisa dicuci dengan mesin cuci?');
      await back.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await page.getByText('Pertanyaanmu sudah terkirim.').waitFor();
      await questionItems(page).first().getByText('Apakah bisa dicuci dengan mesin cuci?').waitFor();
      assertClean(tracked, FORCED_FAILURES);
    });
  }

  for (const width of AT_PHONE) {
    it(`reports an answer, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await signIn(page, host);
      await openShoes(page);
      const discussion = await section(page, 'Diskusi');
      if (width === 360) {
        // Three questions a page on a phone: Rina answered the second.
        await questionItems(page).nth(1).waitFor();
      }
      await discussion.getByRole('button', { name: 'Laporkan jawaban dari Rina' }).click();
      const dialog = page.getByRole('dialog', { name: 'Laporkan jawaban' });
      await dialog.getByRole('radio', { name: 'Berisi tautan luar' }).check();
      assert.deepEqual(await seriousAxeViolations(page), [], 'the reason form');
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await dialog.getByRole('status').getByText('Terima kasih, laporanmu sudah kami terima.').waitFor();
      assertClean(tracked);
    });
  }

  for (const width of AT_PHONE) {
    it(`reports a question an anonymous shopper started, once they have signed in, at ${width} px`, async () => {
      const tracked = await e2e.openPage({ width });
      const { page } = tracked;
      await openShoes(page);
      const discussion = await section(page, 'Diskusi');
      await discussion.getByRole('button', { name: 'Laporkan pertanyaan dari Hendra' }).click();

      await signInOnLoginPage(page);

      const dialog = page.getByRole('dialog', { name: 'Laporkan pertanyaan' });
      await dialog.getByRole('radio', { name: 'Spam atau promosi' }).check();
      assert.equal(new URL(page.url()).searchParams.has('pdpAction'), false);
      assert.deepEqual(await seriousAxeViolations(page), [], 'the reason form');
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await dialog.getByRole('status').getByText('Terima kasih, laporanmu sudah kami terima.').waitFor();
      assertClean(tracked);
    });
  }
});
