// Buying (spec §1 "shoppers can"), on each storefront: add to bag with the quantity chosen, the
// suggestions after it and the storefront's bag page, then buy now to its checkout; notify me for an
// item out of stock; a subscription; a quote; the trade-in page and back; add-ons on the bag line.
import { DESKTOP, PHONE, expect, expectAccessible, openProduct, section, signIn, test } from './journey';

test.describe('buying', () => {
  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('adds to the bag with the quantity chosen, suggests more, shows the bag, then buys now to the checkout', async ({ page, store }) => {
      const { buy } = store;
      await signIn(page);
      await openProduct(page, buy);
      const add = page.getByRole('button', { name: '+ Bag' });
      await expect(add).toBeEnabled();
      await page.getByRole('button', { name: 'Tambah jumlah' }).click();
      await expect(page.getByRole('textbox', { name: 'Jumlah' })).toHaveValue('2');
      // A double click adds once.
      await add.dblclick();
      const added = page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
      await expect(added).toBeVisible();
      await expect(page.getByRole('link', { name: 'Bag (1)' })).toBeVisible();
      await expectAccessible(page);

      await added.getByRole('button', { name: 'Lihat rekomendasi' }).click();
      const suggestions = page.getByRole('dialog', { name: 'Rekomendasi untukmu' });
      await expect(suggestions.getByRole('link').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await added.getByRole('button', { name: 'Lihat bag' }).click();

      await expect(page).toHaveURL(store.bagPath);
      const bag = page.getByRole('main');
      await expect(bag.getByText(buy.name, { exact: true })).toBeVisible();
      await expect(bag.getByText('Jumlah: 2')).toBeVisible();

      await openProduct(page, buy);
      await page.getByRole('button', { name: 'Beli sekarang' }).click();
      await expect(page).toHaveURL(store.checkout);
    });

    test('subscribes to the product, choosing the period the form asks for first', async ({ page, store }) => {
      const { subscription } = store;
      await signIn(page);
      await openProduct(page, subscription);
      await section(page, 'Layanan');
      const offer = page.getByRole('region', { name: 'Langganan' });
      await offer.getByRole('button', { name: 'Atur langganan' }).click();
      const form = page.getByRole('dialog', { name: 'Langganan produk ini' });
      await form.getByRole('button', { name: 'Tambah ke keranjang langganan' }).click();
      await expect(form.getByText('Tolong isi lama berlanganan')).toBeVisible();
      await form.getByRole('radio', { name: 'Bulan' }).check();
      await form.getByLabel('Lama berlangganan').selectOption({ label: '3 bulan' });
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Tambah ke keranjang langganan' }).click();
      await expect(form.getByText('Produk ditambahkan ke keranjang langganan.')).toBeVisible();
    });

    test('ticks an add-on, reads its installation page, and buys the item with it', async ({ page, store }) => {
      const { addOns } = store;
      await signIn(page);
      await openProduct(page, addOns);
      await section(page, 'Layanan');
      const row = page.getByRole('region', { name: 'Layanan tambahan' });
      await row.getByRole('checkbox', { name: addOns.addOn }).check();
      await row.getByRole('link', { name: 'Lihat detail pemasangan' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Layanan pemasangan' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: /Kembali ke produk/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: addOns.name })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${addOns.path.split('/ps--')[0]}/`));

      await section(page, 'Layanan');
      await expect(row.getByRole('checkbox', { name: addOns.addOn })).toBeChecked();
      await page.getByRole('button', { name: '+ Bag' }).click();
      await expect(page.getByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).toBeVisible();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('asks to be told when an item out of stock is back, by a valid e-mail, and says so after a reload', async ({ page, store }) => {
      await openProduct(page, store.outOfStock);
      await page.getByRole('button', { name: 'Ingatkan saat stok tersedia' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ingatkan saya' });
      await dialog.getByRole('textbox', { name: 'Email' }).fill('bukan-email');
      await dialog.getByRole('button', { name: 'Ingatkan saya' }).click();
      await expect(dialog.getByText('Email-nya tidak valid.')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Email' }).fill('sari@example.com');
      await dialog.getByRole('button', { name: 'Ingatkan saya' }).click();
      await page.getByRole('dialog', { name: 'Pengingat tersimpan' }).getByRole('button', { name: 'Oke' }).click();
      await expect(page.getByText('Kami akan mengabarimu saat stok tersedia lagi.')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Kami akan mengabarimu saat stok tersedia lagi.')).toBeVisible();
    });

    test('asks the seller for a quote, then the row names the request', async ({ page, store }) => {
      const { quote } = store;
      await openProduct(page, quote);
      await section(page, 'Layanan');
      const offer = page.getByRole('region', { name: 'Beli dalam jumlah banyak' });
      await offer.getByRole('button', { name: 'Minta penawaran' }).click();
      const form = page.getByRole('dialog', { name: 'Minta penawaran harga' });
      await form.getByLabel('Jumlah barang').fill(quote.quantity);
      await form.getByLabel('Nama').fill('Rina Wulandari');
      await form.getByLabel('Nomor HP').fill('0812 3456 7890');
      await form.getByLabel('Email').fill('rina@contoh.id');
      await form.getByRole('button', { name: 'Kirim permintaan' }).click();
      await expect(form.getByText('Permintaan penawaran terkirim.')).toBeVisible();
      await expect(form.getByText(quote.requestNumber)).toBeVisible();
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Selesai' }).click();
      await expect(offer.getByRole('status')).toHaveText(new RegExp(`^Permintaan penawaran ${quote.requestNumber.source} sudah terkirim\\.$`));
    });

    test('reads the trade-in page, the devices taken in, the way to the app, and goes back to the product', async ({ page, store }) => {
      const { tradeIn } = store;
      await openProduct(page, tradeIn);
      await section(page, 'Layanan');
      const row = page.getByRole('region', { name: 'Tukar tambah' });
      await expect(row.getByText(`Tukar perangkat lamamu, hemat hingga ${tradeIn.saving}.`)).toBeVisible();
      await row.getByRole('link', { name: 'Lihat perangkat yang bisa ditukar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tukar tambah' })).toBeVisible();
      await expect(page.getByRole('region', { name: tradeIn.category })).toBeVisible();
      const start = page.getByRole('button', { name: 'Tukar tambah di aplikasi' });
      await start.click();
      const dialog = page.getByRole('dialog', { name: 'Download aplikasinya dulu, yuk' });
      await expect(dialog.getByRole('link', { name: 'Download di Google Play' })).toHaveAttribute('rel', /noopener/);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(start).toBeFocused();

      await page.getByRole('link', { name: /Kembali ke produk/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: tradeIn.name })).toBeVisible();
      await expect.poll(() => new URL(page.url()).pathname.startsWith(tradeIn.path.split('/ps--')[0] ?? '')).toBe(true);
    });
  });
});
