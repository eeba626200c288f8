// Reviews and discussions end to end against the real builds and the simulator (issue 16, spec §3
// Review, Discussion; §4 Review like, Discussions; §5; §6; §8; §9): the summary, sorts, filters and
// paging, the variant filter (apply, revert, reset), a review photo, the buyers' photos in the preview, a review's own page, a reviewer's
// profile, liking through login and back (from the first page and from a later one), reporting a
// review (and the already-reported refusal), a reply, a question through login and back and an
// answer, asking through login and back with its validation, a failed ask keeping the question,
// English, and a phone and a desktop window with no horizontal scroll.
// Liking a review through login and back, reporting one, and asking a question three a page on a phone are
// the shopper journeys' (journeys/community.e2e.ts), on both storefronts.
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, expectAccessible, test } from './fixtures';
import { FORCED_FAILURES, sessionFault, networkSettled, sessionProductConfig, signIn, visit, signInOnLoginPage, AT_DESKTOP, AT_PHONE } from './harness';
import { SHOES } from './products';

async function openShoes(page: Page, host: string, path = SHOES.path) {
  await visit(page, `${host}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
}

/** Scrolls to a section as a shopper would (it loads as it comes near) and gives it. */
async function section(page: Page, name: 'Ulasan' | 'Diskusi' | 'Reviews' | 'Discussion') {
  const region = page.getByRole('region', { name, exact: true });
  await region.scrollIntoViewIfNeeded();
  return region;
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const questionItems = (page: Page) => page.getByRole('list', { name: 'Daftar pertanyaan' }).getByRole('listitem');

test.describe('reviews', () => {
  for (const width of AT_DESKTOP) {
    test(`sorts, filters by rating, topic and variant, pages, opens a review photo and the review policy, at ${width} px`, async ({
      stack: { host },
      openShopper,
    }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await openShoes(page, host);
      const reviews = await section(page, 'Ulasan');
      await expect(reviews.getByRole('article', { name: 'Rina Wulandari' })).toBeVisible();
      await reviews.getByRole('combobox', { name: 'Urutkan' }).selectOption('LOWEST');
      await expect(reviews.getByRole('article').first().getByText('Jahitan di sisi kanan lepas setelah dua minggu.')).toBeVisible();
      await reviews.getByRole('button', { name: '5 bintang (6)' }).click();
      await expect(page.locator('#pdp-section-reviews article')).toHaveCount(6);
      await reviews.getByRole('button', { name: 'Hapus filter' }).click();
      await reviews.getByRole('button', { name: 'Pengiriman (2)' }).click();
      await expect(page.locator('#pdp-section-reviews article')).toHaveCount(2);
      await reviews.getByRole('button', { name: 'Hapus filter' }).click();
      await reviews.getByRole('button', { name: 'Lihat ulasan lainnya' }).click();
      await expect(page.locator('#pdp-section-reviews article')).toHaveCount(12);

      await reviews.getByRole('button', { name: 'Foto ulasan 1 dari Rina Wulandari' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');

      // The buyers' photos (every review's, page 1 of /images): the image preview goes through them all.
      const photos = reviews.getByRole('region', { name: 'Foto dari pembeli' });
      await expect(photos.getByRole('img')).toHaveCount(4);
      await photos.getByRole('button', { name: 'Foto pembeli 1' }).click();
      await expect(page.getByRole('dialog').getByRole('img', { name: 'Foto pembeli 1' })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog').getByRole('img', { name: 'Foto pembeli 2' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      // The review gallery page: every review's photos.
      await reviews.getByRole('link', { name: 'Lihat semua foto' }).click();
      await expect(page).toHaveURL(`${host}${SHOES.path}/review-gallery`);
      await expect(page.getByRole('heading', { level: 1, name: 'Foto ulasan' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Foto ulasan 4' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Foto ulasan \d+$/ })).toHaveCount(4);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Foto ulasan 1' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
      await expect((await section(page, 'Ulasan')).getByRole('article').first()).toBeVisible();

      // The review variant filter: a draft applied on confirm, sent base64-encoded; closing reverts it.
      await (await section(page, 'Ulasan')).getByRole('button', { name: 'Filter varian' }).click();
      const filter = page.getByRole('dialog', { name: 'Filter varian' });
      const blue = filter.getByRole('group', { name: 'Warna' }).getByRole('button', { name: 'Biru' });
      await expect(filter.getByRole('button', { name: 'Terapkan' })).toBeDisabled();
      await blue.click();
      await page.keyboard.press('Escape');
      await (await section(page, 'Ulasan')).getByRole('button', { name: 'Filter varian' }).click();
      await expect(blue, 'closing without applying reverts the draft').toHaveAttribute('aria-pressed', 'false');
      await expect(filter.getByRole('button', { name: 'Reset' }), 'no reset while nothing is chosen').toHaveCount(0);
      await blue.click();
      await expectAccessible(page);
      await filter.getByRole('button', { name: 'Terapkan' }).click();
      await expect(page.locator('#pdp-section-reviews article')).toHaveCount(2);
      await reviews.getByRole('button', { name: 'Filter varian (1)' }).click();
      await filter.getByRole('button', { name: 'Reset' }).click();
      await filter.getByRole('button', { name: 'Terapkan' }).click();
      await expect(page.locator('#pdp-section-reviews article')).toHaveCount(10);
      await expect(reviews.getByRole('button', { name: 'Filter varian', exact: true })).toBeVisible();

      // The review policy.
      await (await section(page, 'Ulasan')).getByRole('button', { name: 'Kebijakan ulasan' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Kebijakan ulasan' }).getByText('Penjual dapat membalas ulasan, tetapi tidak dapat mengubah atau menghapusnya.'),
      ).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => horizontalOverflow(page), { message: `no horizontal scroll at ${width} px` }).toBe(0);
    });
  }

  for (const width of AT_PHONE) {
    test(`likes a review from the list's second page through login, finishing on that review's own page, at ${width} px`, async ({
      stack: { host },
      openShopper,
    }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await openShoes(page, host);
      const reviews = await section(page, 'Ulasan');
      await reviews.getByRole('button', { name: 'Lihat ulasan lainnya' }).click();
      await expect(page.locator('#pdp-section-reviews article')).toHaveCount(12);
      const like = reviews
        .getByRole('article')
        .last()
        .getByRole('button', { name: /^Membantu \(\d+\)$/ });
      const before = Number(/\((\d+)\)/.exec((await like.textContent()) ?? '')?.[1]);
      await like.click();

      await signInOnLoginPage(page);

      await expect(page.getByRole('heading', { level: 1, name: 'Detail ulasan' })).toBeVisible();
      const liked = page.getByRole('button', { name: `Membantu (${before + 1})` }).first();
      await expect(liked).toBeVisible();
      await expect(liked).toHaveAttribute('aria-pressed', 'true');
      await expect(page, 'on the review’s page, the action left the address').toHaveURL(
        (url) => url.pathname === `${SHOES.path}/detail-review` && !url.searchParams.has('pdpAction'),
      );
    });
  }

  for (const width of AT_DESKTOP) {
    test(`opens a photo's review in the product review modal, then the review's own page without it in the others, at ${width} px`, async ({
      stack: { host },
      openShopper,
    }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await visit(page, `${host}${SHOES.path}/review-gallery`);
      await expect(page.getByRole('heading', { level: 1, name: 'Foto ulasan' })).toBeVisible();
      // The third photo is Dimas's (photos are newest first: Rina's two, then his).
      await page.getByRole('button', { name: 'Foto ulasan 3' }).click();
      const modal = page.getByRole('dialog', { name: 'Ulasan produk' });
      await expect(modal.getByText('Bagus dan nyaman, tapi warnanya sedikit lebih gelap dari foto.')).toBeVisible();
      await expectAccessible(page);
      await modal.getByRole('link', { name: 'Lihat detail ulasan' }).click();
      await expect(page).toHaveURL(`${host}${SHOES.path}/detail-review?reviewId=REV-SPL-002`);
      await expect(page.getByRole('heading', { level: 1, name: 'Detail ulasan' })).toBeVisible();
      await expect(modal, 'the modal closed with the page it was opened on').toHaveCount(0);
      const others = page.getByRole('region', { name: 'Ulasan lainnya' });
      // Page 1 is asked with the review pinned first, and its first entry dropped: nine others.
      await expect(page.locator('[aria-label="Ulasan lainnya"] article')).toHaveCount(9);
      await expect(others.getByRole('article', { name: 'Dimas Pratama' })).toHaveCount(0);
      await others.getByRole('button', { name: 'Lihat ulasan lainnya' }).click();
      await expect(page.locator('[aria-label="Ulasan lainnya"] article')).toHaveCount(11);
      await expect.poll(() => horizontalOverflow(page), { message: 'no horizontal scroll' }).toBe(0);
      await expectAccessible(page);
      // Another review's own page, from the list.
      await others.getByRole('article', { name: 'Rina Wulandari' }).getByRole('link', { name: 'Lihat detail ulasan' }).click();
      await expect(page).toHaveURL(`${host}${SHOES.path}/detail-review?reviewId=REV-SPL-001`);
      await expect(page.getByText('Sepatunya ringan sekali, dipakai lari 10 km kaki tidak pegal. Ukuran 41 pas di kaki saya.').first()).toBeVisible();
      await expect(page.locator('[aria-label="Ulasan lainnya"] article')).toHaveCount(9);
    });
  }

  test("shows a reviewer's profile from the hall of fame, keeps a private one private, and lets its owner make it public", async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    await openShoes(page, host);
    const reviews = await section(page, 'Ulasan');
    const rina = reviews.getByRole('article', { name: 'Rina Wulandari' }).getByRole('button', { name: 'Lihat profil Rina Wulandari' });
    await rina.click();
    const profile = page.getByRole('dialog', { name: 'Profil pengulas' });
    await expect(profile.getByText('1 ulasan · 1 ulasan paling membantu')).toBeVisible();
    await expect(profile.getByRole('link', { name: SHOES.name })).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Lihat Hall of Fame' })).toHaveAttribute('href', '/hall-of-fame');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(profile).toHaveCount(0);
    await expect(rina, 'focus returns to the name').toBeFocused();
    await reviews.getByRole('button', { name: 'Lihat profil Sari Wulandari' }).click();
    await expect(profile.getByText('Profil ini privat.')).toBeVisible();
    await expect(profile.getByRole('link', { name: SHOES.name })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Sari herself: marked, and she makes it public.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, host);
    await openShoes(page, host);
    await (await section(page, 'Ulasan')).getByRole('button', { name: 'Lihat profil Sari Wulandari' }).click();
    await expect(profile.getByText('Kamu', { exact: true })).toBeVisible();
    await expect(profile.getByText('Profilmu privat: pembeli lain tidak bisa melihat ulasanmu di sini.')).toBeVisible();
    await profile.getByRole('button', { name: 'Jadikan profil publik' }).click();
    await expect(profile.getByRole('status').getByText('Profilmu sekarang publik.')).toBeVisible();
    await expect(profile.getByRole('link', { name: SHOES.name })).toBeVisible();
    await expectAccessible(page);
  });

  for (const width of AT_PHONE) {
    test(`shows a reviewer's profile from the review service when the hall of fame is switched off, at ${width} px`, async ({ stack, openShopper }) => {
      const { host } = stack;
      const shopper = await openShopper({ width });
      const { page } = shopper;
      // The session (its cookie is the machine's, whatever the port) reads the switch off; the plain host's
      // page is rendered by the browser, which reads it (the host's server renders with its cached config).
      // The home page's first calls, made before it had a cookie, each bring a session of their own:
      // once they are answered, the cookie is the one the switch is set for.
      await visit(page, `${host}/`);
      await networkSettled(page);
      await sessionProductConfig(page, { hallOfFameEnabled: 'false' });
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/\/(hall-of-fame|product-review\/users)\//.test(pathname)) asked.push(pathname);
      });
      await visit(page, `${stack.urls.plainHost}${SHOES.path}`);
      await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
      await (await section(page, 'Ulasan')).getByRole('button', { name: 'Lihat profil Rina Wulandari' }).click();
      const profile = page.getByRole('dialog', { name: 'Profil pengulas' });
      await expect(profile.getByText('1 ulasan · 1 ulasan paling membantu')).toBeVisible();
      await expect(profile.getByRole('link', { name: SHOES.name })).toBeVisible();
      await expect(profile.getByRole('link', { name: 'Lihat Hall of Fame' })).toHaveCount(0);
      expect(asked.length, 'the reviewer’s summary and reviews are asked').toBeGreaterThanOrEqual(2);
      expect(
        asked.filter((pathname) => !pathname.startsWith('/backend/product-review/users/')),
        'nothing of the hall of fame is asked',
      ).toEqual([]);
      await expectAccessible(page);
    });
  }

  for (const width of AT_PHONE) {
    test(`reports the seller's reply, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await signIn(page, host);
      await openShoes(page, host);
      const reviews = await section(page, 'Ulasan');
      await reviews.getByRole('article', { name: 'Yoga Saputra' }).getByRole('button', { name: 'Laporkan balasan Aero Official Store' }).click();
      const dialog = page.getByRole('dialog', { name: 'Laporkan balasan' });
      await dialog.getByRole('radio', { name: 'Kata-kata kasar atau menyinggung' }).check();
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await expect(dialog.getByRole('status').getByText('Terima kasih, laporanmu sudah kami terima.')).toBeVisible();
    });
  }

  for (const width of AT_DESKTOP) {
    test(`reads in English, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width, chosenLocale: 'en' });
      const { page } = shopper;
      await openShoes(page, host);
      const reviews = await section(page, 'Reviews');
      await expect(reviews.getByText('12 reviews')).toBeVisible();
      await expect(reviews.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
      const discussion = await section(page, 'Discussion');
      await expect(discussion.getByRole('button', { name: 'Ask a question' })).toBeVisible();
    });
  }
});

test.describe('discussions', () => {
  for (const [width, perPage] of [[1280, 10]] as const) {
    test(`asks a question through login and back, shown first, ${perPage} a page at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await openShoes(page, host);
      const discussion = await section(page, 'Diskusi');
      await expect(questionItems(page).first().getByText('Kak, ukuran 42 panjang telapaknya berapa cm ya?')).toBeVisible();
      await expect(questionItems(page)).toHaveCount(Math.min(perPage, 5));
      await discussion.getByRole('button', { name: 'Tulis pertanyaan' }).click();

      await signInOnLoginPage(page);

      const dialog = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
      await expect(dialog).toBeVisible();
      await expect(page, 'the action left the address').toHaveURL((url) => !url.searchParams.has('pdpAction'));
      await expectAccessible(page);
      const field = dialog.getByRole('textbox', { name: 'Pertanyaanmu' });
      await field.fill('Ada 43?');
      await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await expect(dialog.getByRole('alert').getByText('Min. 10 karakter')).toBeVisible();
      await field.fill('Apakah ada ukuran 43 untuk warna hitam?');
      await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await expect(page.getByText('Pertanyaanmu sudah terkirim.')).toBeVisible();
      await expect(questionItems(page).first().getByText('Apakah ada ukuran 43 untuk warna hitam?')).toBeVisible();
      await expect(
        questionItems(page)
          .first()
          .getByText(/^Sari Wulandari · /),
      ).toBeVisible();
      await expect(questionItems(page)).toHaveCount(Math.min(perPage, 6));
      await expect.poll(() => horizontalOverflow(page), { message: `no horizontal scroll at ${width} px` }).toBe(0);
    });
  }

  for (const width of AT_DESKTOP) {
    test(`keeps the question typed when sending fails, and sends it on the next try, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await signIn(page, host);
      await sessionFault(page, '/backend/product/products/*/discussions/_create', 'status=503', { times: 1 });
      await openShoes(page, host);
      const discussion = await section(page, 'Diskusi');
      await discussion.getByRole('button', { name: 'Tulis pertanyaan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
      const field = dialog.getByRole('textbox', { name: 'Pertanyaanmu' });
      await field.fill('Apakah bisa dicuci dengan mesin cuci?');
      await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await expect(dialog.getByRole('alert').getByText('Terjadi kesalahan. Coba kirim ulang lagi.')).toBeVisible();
      await expect(field).toHaveValue('Apakah bisa dicuci dengan mesin cuci?');
      await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(questionItems(page).first().getByText('Apakah bisa dicuci dengan mesin cuci?')).toBeVisible();
      shopper.allow(...FORCED_FAILURES);
    });
  }

  for (const width of AT_PHONE) {
    test(`keeps the question through login when the session expired while asking, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await signIn(page, host);
      await openShoes(page, host);
      const discussion = await section(page, 'Diskusi');
      await discussion.getByRole('button', { name: 'Tulis pertanyaan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
      await dialog.getByRole('textbox', { name: 'Pertanyaanmu' }).fill('Apakah bisa dicuci dengan mesin cuci?');
      // The session ends on the server while the page still shows a member: sending answers 401.
      await page.evaluate(() => fetch('/backend/member/_logout', { method: 'POST' }));
      await dialog.getByRole('button', { name: 'Kirim pertanyaan' }).click();

      await signInOnLoginPage(page);

      const back = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
      await expect(back).toBeVisible();
      await expect(back.getByRole('textbox', { name: 'Pertanyaanmu' })).toHaveValue('Apakah bisa dicuci dengan mesin cuci?');
      await back.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await expect(page.getByText('Pertanyaanmu sudah terkirim.')).toBeVisible();
      await expect(questionItems(page).first().getByText('Apakah bisa dicuci dengan mesin cuci?')).toBeVisible();
      shopper.allow(...FORCED_FAILURES);
    });
  }

  for (const width of AT_PHONE) {
    test(`reports an answer, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await signIn(page, host);
      await openShoes(page, host);
      const discussion = await section(page, 'Diskusi');
      if (width === 360) {
        // Three questions a page on a phone: Rina answered the second.
        await expect(questionItems(page).nth(1)).toBeVisible();
      }
      await discussion.getByRole('button', { name: 'Laporkan jawaban dari Rina' }).click();
      const dialog = page.getByRole('dialog', { name: 'Laporkan jawaban' });
      await dialog.getByRole('radio', { name: 'Berisi tautan luar' }).check();
      expect(await seriousAxeViolations(page), 'the reason form').toEqual([]);
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await expect(dialog.getByRole('status').getByText('Terima kasih, laporanmu sudah kami terima.')).toBeVisible();
    });
  }

  for (const width of AT_PHONE) {
    test(`reports a question an anonymous shopper started, once they have signed in, at ${width} px`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await openShoes(page, host);
      const discussion = await section(page, 'Diskusi');
      await discussion.getByRole('button', { name: 'Laporkan pertanyaan dari Hendra' }).click();

      await signInOnLoginPage(page);

      const dialog = page.getByRole('dialog', { name: 'Laporkan pertanyaan' });
      await dialog.getByRole('radio', { name: 'Spam atau promosi' }).check();
      await expect(page, 'the action left the address').toHaveURL((url) => !url.searchParams.has('pdpAction'));
      expect(await seriousAxeViolations(page), 'the reason form').toEqual([]);
      await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
      await expect(dialog.getByRole('status').getByText('Terima kasih, laporanmu sudah kami terima.')).toBeVisible();
    });
  }
});
