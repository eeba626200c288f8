// What other shoppers wrote (spec §1 "shoppers can"), on each storefront: reading the reviews, liking
// one through login and back, reporting one once; reading the questions, asking one (at least 10
// characters) that then comes first, and reporting a question.
import { DESKTOP, PHONE, expect, expectAccessible, expectNoHorizontalScroll, openProduct, section, signIn, signInOnLoginPage, test } from './journey';

test.describe('reviews and questions', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('reads the reviews, ten a page, and likes one through login and back', async ({ page, store }) => {
      const { everyday } = store;
      const { review } = everyday;
      await openProduct(page, everyday);
      const reviews = await section(page, 'Ulasan');
      await expect(reviews.getByText(`${review.count} ulasan`)).toBeVisible();
      await expect(reviews.getByRole('article')).toHaveCount(10);
      await expectAccessible(page);
      await reviews
        .getByRole('article', { name: review.reviewer })
        .getByRole('button', { name: `Membantu (${review.likes})` })
        .click();

      await signInOnLoginPage(page);

      const liked = page
        .getByRole('region', { name: 'Ulasan', exact: true })
        .getByRole('article', { name: review.reviewer })
        .getByRole('button', { name: `Membantu (${review.likes + 1})` });
      await expect(liked).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => new URL(page.url()).pathname).toBe(everyday.path);
      await expectNoHorizontalScroll(page);
    });

    test('reads the questions, three a page, asks one that then comes first, pages on, and reports another', async ({ page, store }) => {
      const { everyday } = store;
      await signIn(page);
      await openProduct(page, everyday);
      const discussion = await section(page, 'Diskusi');
      const questions = page.getByRole('list', { name: 'Daftar pertanyaan' }).getByRole('listitem');
      await expect(questions.first()).toContainText(everyday.question.newest);
      // Three a page on a phone (spec §9).
      await expect(questions).toHaveCount(3);

      await discussion.getByRole('button', { name: 'Tulis pertanyaan' }).click();
      const ask = page.getByRole('dialog', { name: 'Tulis pertanyaan' });
      const field = ask.getByRole('textbox', { name: 'Pertanyaanmu' });
      await field.fill('Ada?');
      await ask.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await expect(ask.getByRole('alert')).toHaveText('Min. 10 karakter');
      await field.fill('Apakah bisa dikirim besok pagi?');
      await ask.getByRole('button', { name: 'Kirim pertanyaan' }).click();
      await expect(page.getByText('Pertanyaanmu sudah terkirim.')).toBeVisible();
      await expect(questions.first()).toContainText('Apakah bisa dikirim besok pagi?');
      await expect(questions.first()).toContainText(/Sari Wulandari · /);
      await expect(questions).toHaveCount(3);
      await page.getByRole('button', { name: 'Lihat diskusi lainnya' }).click();
      await expect(questions).toHaveCount(everyday.question.count + 1);

      await discussion.getByRole('button', { name: `Laporkan pertanyaan dari ${everyday.question.asker}` }).click();
      const report = page.getByRole('dialog', { name: 'Laporkan pertanyaan' });
      await report.getByRole('radio', { name: 'Spam atau promosi' }).check();
      await expectAccessible(page);
      await report.getByRole('button', { name: 'Kirim laporan' }).click();
      await expect(report.getByRole('status')).toHaveText('Terima kasih, laporanmu sudah kami terima.');
    });
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('reports a review once, then says it was received before', async ({ page, store, pageChecks }) => {
      const { everyday } = store;
      // The second report is refused (409), as the backend answers it.
      pageChecks.allow(/Failed to load resource: the server responded with a status of 4\d\d/);
      await signIn(page);
      await openProduct(page, everyday);
      const reviews = await section(page, 'Ulasan');
      const report = async () => {
        await reviews.getByRole('button', { name: `Laporkan ulasan dari ${everyday.review.reported}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Laporkan ulasan' });
        await dialog.getByRole('radio', { name: 'Spam atau promosi' }).check();
        await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
        return dialog;
      };
      const first = await report();
      await expect(first.getByRole('status')).toHaveText('Terima kasih, laporanmu sudah kami terima.');
      await page.keyboard.press('Escape');
      await expect(first).toBeHidden();
      const again = await report();
      await expect(again.getByRole('alert')).toHaveText('Laporanmu sudah kami terima sebelumnya.');
    });
  });
});
