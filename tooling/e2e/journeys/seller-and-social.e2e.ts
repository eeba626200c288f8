// The seller and the shopper's own ways with a product (spec §1 "shoppers can"), on each storefront:
// the seller's information, following the store through login and back, the seller's chat, wishlist
// albums, sharing with a QR code and a short link, and reporting the product. On a phone the seller's
// options are gathered in the "Opsi lainnya" sheet, so the flows that go through it run at both widths.
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE, expect, expectAccessible, expectNoHorizontalScroll, openProduct, section, signIn, signInOnLoginPage, test } from './journey';

/**
 * Opens one of the seller's options as a shopper at this width: its own button on a desktop; on a
 * phone, in the more-options sheet that gathers them. Gives the button focus returns to once the
 * option's modal (and the sheet) are closed.
 */
async function sellerOption(page: Page, seller: Locator, name: string | RegExp): Promise<{ opener: Locator; close: () => Promise<void> }> {
  const onPhone = (page.viewportSize()?.width ?? 0) < 768;
  if (!onPhone) {
    const opener = seller.getByRole('button', { name });
    await opener.click();
    return { opener, close: () => page.keyboard.press('Escape') };
  }
  const opener = seller.getByRole('button', { name: 'Opsi lainnya' });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Opsi lainnya' });
  await sheet.getByRole('button', { name }).click();
  return {
    opener,
    close: async () => {
      await page.keyboard.press('Escape');
      await expect(sheet).toBeVisible();
      await page.keyboard.press('Escape');
    },
  };
}

test.describe('the seller and the shopper’s own ways', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('shows who sells it, follows the store through login and back, keeps it, and unfollows', async ({ page, store }) => {
      const { everyday } = store;
      await openProduct(page, everyday);
      const seller = await section(page, 'Penjual');
      await expect(seller.getByRole('link', { name: everyday.seller.name })).toHaveAttribute('href', new RegExp(`/${everyday.seller.code}$`));
      await seller.getByRole('button', { name: 'Ikuti', exact: true }).click();

      await signInOnLoginPage(page);

      await expect(page.getByRole('heading', { level: 1, name: everyday.name })).toBeVisible();
      await expect(seller.getByRole('button', { name: 'Mengikuti' })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => new URL(page.url()).searchParams.has('pdpAction')).toBe(false);
      await page.reload();
      await seller.scrollIntoViewIfNeeded();
      await seller.getByRole('button', { name: 'Mengikuti' }).click();
      await expect(seller.getByRole('button', { name: 'Ikuti', exact: true })).toHaveAttribute('aria-pressed', 'false');
    });

    test('opens the chat with the seller', async ({ page, store }) => {
      const { everyday } = store;
      await signIn(page);
      await openProduct(page, everyday);
      const seller = await section(page, 'Penjual');
      await seller.getByRole('link', { name: 'Chat penjual' }).click();
      await expect(page).toHaveURL(`/member/seller-chat/${everyday.seller.code}`);
    });
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('reports the product with a reason and at least 25 characters', async ({ page, store }) => {
      const { everyday } = store;
      await signIn(page);
      await openProduct(page, everyday);
      const seller = await section(page, 'Penjual');
      await seller.getByRole('button', { name: 'Laporkan produk' }).click();
      await page.getByRole('dialog', { name: 'Laporkan produk' }).getByRole('button', { name: 'Info produk tidak sesuai' }).click();
      const details = page.getByRole('dialog', { name: 'Detail laporan' });
      await expect(details.getByRole('radio', { name: 'Info produk tidak sesuai' })).toBeChecked();
      const story = details.getByRole('textbox', { name: 'Ceritakan masalahnya' });
      await story.fill('Beda dengan foto');
      await details.getByRole('button', { name: 'Kirim laporan' }).click();
      await expect(details.getByRole('alert')).toHaveText('Min. 25 karakter');
      await story.fill('Yang dikirim berbeda dengan yang ada di foto produk.');
      await expectAccessible(page);
      await details.getByRole('button', { name: 'Kirim laporan' }).click();
      await expect(details.getByRole('status')).toHaveText('Terima kasih, laporanmu sudah kami terima.');
    });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('saves the product to a new wishlist album through login and back, says it is saved, and removes it from every album', async ({ page, store }) => {
        const { everyday } = store;
        await openProduct(page, everyday);
        const seller = await section(page, 'Penjual');
        await sellerOption(page, seller, 'Simpan ke wishlist');

        await signInOnLoginPage(page);

        // Back on the product, the albums are open where the shopper left off.
        const dialog = page.getByRole('dialog', { name: 'Simpan ke wishlist' });
        await expect(dialog).toBeVisible();
        await expect.poll(() => new URL(page.url()).searchParams.has('pdpAction')).toBe(false);
        const name = dialog.getByRole('textbox', { name: 'Nama album baru' });
        await name.fill('Kado!');
        await dialog.getByRole('button', { name: 'Buat album dan simpan' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('Hanya dapat diisi huruf dan angka.');
        await name.fill('Belanja Bulanan');
        await dialog.getByRole('button', { name: 'Buat album dan simpan' }).click();
        await expect(dialog.getByRole('status')).toHaveText('Album Belanja Bulanan dibuat, produk tersimpan di sana.');
        await expect(dialog.getByRole('checkbox', { name: 'Belanja Bulanan (1 produk)' })).toBeChecked();
        await expectAccessible(page);

        // Spec §3 isInWishlist: wherever the control is, it says the product is saved, after a reload too.
        await page.reload();
        await seller.scrollIntoViewIfNeeded();
        await sellerOption(page, seller, 'Ada di wishlist');
        await expect(dialog.getByText('Produk ini ada di 1 album')).toBeVisible();
        await dialog.getByRole('button', { name: 'Hapus dari semua album' }).click();
        await expect(dialog.getByRole('status')).toHaveText('Produk dihapus dari wishlist.');
        await dialog.getByRole('button', { name: 'Selesai' }).click();
        await expect(dialog).toBeHidden();
        // Back where the shopper opened it (the seller's section, or the sheet on a phone), no longer saved.
        await expect(page.getByRole('button', { name: 'Simpan ke wishlist' })).toBeVisible();
      });

      test('shares the product with a QR code and a short link, copied', async ({ page, store, context }) => {
        const { everyday } = store;
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await openProduct(page, everyday);
        const seller = await section(page, 'Penjual');
        const share = await sellerOption(page, seller, 'Bagikan produk');
        const dialog = page.getByRole('dialog', { name: 'Bagikan produk' });
        await expect(dialog.getByRole('img', { name: `Kode QR untuk membuka ${everyday.name}` })).toBeVisible();
        const link = dialog.getByRole('textbox', { name: 'Tautan produk' });
        await expect(link).toHaveValue(/^https:\/\/pasarku\.link\//);
        const short = await link.inputValue();
        await expect(dialog.getByRole('textbox', { name: 'Teks untuk dibagikan' })).toHaveValue(
          `Lihat ${everyday.name} seharga ${everyday.price} di Pasarku: ${short}`,
        );
        await dialog.getByRole('button', { name: 'Salin tautan' }).click();
        await expect(dialog.getByText('Tautan disalin.')).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(short);
        await expectAccessible(page);
        await expectNoHorizontalScroll(page);
        await share.close();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(share.opener).toBeFocused();
      });
    });
  }
});
