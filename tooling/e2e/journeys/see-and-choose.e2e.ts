// Seeing and choosing (spec §1 "the page shows"), on each storefront: a variant and a quantity with
// its price summary and wholesale tier, the return policy; a store voucher claimed through login and
// back; a combo and an item with its gift put in the storefront's bag; installments and pay-later;
// the loan simulation of a vehicle.
import { DESKTOP, PHONE, expect, expectAccessible, expectNoHorizontalScroll, openProduct, section, signIn, signInOnLoginPage, test } from './journey';

test.describe('seeing and choosing', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('picks a variant and a quantity: its price, the wholesale tier, and the return policy', async ({ page, store }) => {
      const { everyday } = store;
      await openProduct(page, everyday);
      await expect(page.getByTestId('product-price')).toHaveText(everyday.price);

      // While the summary is asked for, the total reads `Menghitung…`, and that is readable too.
      let answerSummary = () => {};
      const summaryHeld = new Promise<void>((resolve) => (answerSummary = resolve));
      await page.route(/\/price-summary\?/, async (route) => {
        await summaryHeld;
        await route.continue();
      });
      const quantity = page.getByRole('textbox', { name: 'Jumlah' });
      await quantity.fill(String(everyday.wholesale.quantity));
      await quantity.press('Enter');
      await expect(page.getByTestId('price-summary-total')).toHaveText('Menghitung…');
      await expectAccessible(page);
      answerSummary();
      await expect(page.getByTestId('price-summary-total')).toHaveText(everyday.wholesale.total);
      await page.unrouteAll();
      await expect(page.getByText(`Harga grosir ${everyday.wholesale.unit}/barang`)).toBeVisible();
      // The displayed price is the page's own (spec §4: set only at init).
      await expect(page.getByTestId('product-price')).toHaveText(everyday.price);

      const services = await section(page, 'Layanan');
      await expect(services.getByText(`Gratis retur ${everyday.returnDays} hari`)).toBeVisible();

      await page.getByRole('button', { name: everyday.variant.value, exact: true }).click();
      await expect(page).toHaveURL(everyday.variant.url);
      await expect(page.getByTestId('product-price')).toHaveText(everyday.variant.price);
      await expect(page.getByRole('button', { name: everyday.variant.value, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    });

    test('claims a store voucher through login and back: claimed, its quota as it was', async ({ page, store }) => {
      const { everyday } = store;
      await openProduct(page, everyday);
      await expect(page.getByText(everyday.voucher.recommended)).toBeVisible();
      await page.getByRole('button', { name: 'Lihat promo' }).click();
      const list = page.getByRole('dialog', { name: 'Promo & voucher' });
      await expectAccessible(page);
      await list.getByRole('button', { name: `Klaim ${everyday.voucher.name}` }).click();

      await signInOnLoginPage(page);

      const back = page.getByRole('dialog', { name: 'Promo & voucher' });
      await expect(back.getByText(`Voucher ${everyday.voucher.name} berhasil diklaim.`)).toBeVisible();
      await expect(back.getByRole('region', { name: 'Voucher toko' }).getByRole('button', { name: 'Diklaim' })).toBeDisabled();
      await expect(back.getByText(`Sisa kuota ${everyday.voucher.remainingQuota}`)).toBeVisible();
      await expect(page).toHaveURL(everyday.path);
    });

    test('simulates a vehicle loan: the price refused as a down payment, the tenors of one below it', async ({ page, store }) => {
      const { loan } = store;
      await openProduct(page, loan);
      await section(page, 'Layanan');
      const simulation = page.getByRole('region', { name: /^Simulasi kredit/ });
      await simulation.scrollIntoViewIfNeeded();
      const downPayment = simulation.getByLabel('Uang muka (DP)');
      await downPayment.fill(loan.price);
      await simulation.getByLabel('Lokasi').selectOption({ label: 'Jawa Barat' });
      await simulation.getByRole('button', { name: 'Hitung cicilan' }).click();
      await expect(simulation.getByRole('alert')).toHaveText('Tidak boleh sama/melebihi harga produk.');
      await expect(downPayment).toHaveValue(loan.price);

      await downPayment.fill(loan.downPayment);
      await simulation.getByRole('button', { name: 'Hitung cicilan' }).click();
      const tenors = simulation.getByRole('group', { name: 'Pilih tenor' });
      await tenors.getByRole('radio', { name: /^24 bulan/ }).check();
      await expect(simulation.getByRole('status')).toHaveText(/^Cicilan kamu Rp[\d.]+\/bulan selama 24 bulan\.$/);
      await expectAccessible(page);
    });
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('adds the combo with the items chosen, and the item with its gift, to the storefront’s bag', async ({ page, store }) => {
      const { combo, gift } = store;
      await signIn(page);
      await openProduct(page, combo);
      await expect(page.getByText(combo.comboName)).toBeVisible();
      await page.getByRole('button', { name: 'Lihat paket' }).click();
      const sheet = page.getByRole('dialog', { name: 'Paket combo' });
      await sheet.getByRole('checkbox', { name: combo.leftOut }).uncheck();
      await expectAccessible(page);
      await sheet.getByRole('button', { name: 'Tambah paket ke bag' }).click();
      await expect(sheet.getByText('Paket ditambahkan ke bag.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      if (gift.path !== combo.path) await openProduct(page, gift);
      const quantity = page.getByRole('textbox', { name: 'Jumlah' });
      await quantity.fill(String(gift.quantity));
      await quantity.press('Enter');
      await page.getByRole('button', { name: 'Pilih hadiah' }).click();
      const gifts = page.getByRole('dialog', { name: 'Hadiah gratis' });
      await gifts.getByRole('checkbox', { name: gift.gift }).check();
      await gifts.getByRole('button', { name: 'Beli dengan hadiah' }).click();
      await expect(gifts.getByRole('status')).toContainText('Produk dan hadiah ditambahkan ke bag.');
      await gifts.getByRole('link', { name: 'Lihat bag' }).click();

      await expect(page).toHaveURL(store.bagPath);
      const bag = page.getByRole('main');
      await expect(bag.getByText(combo.kept, { exact: true })).toBeVisible();
      await expect(bag.getByText(gift.gift)).toBeVisible();
      await expect(bag.getByText(combo.leftOut)).toHaveCount(0);
    });

    test('shows installments, their tenors and the installment page, and pay-later', async ({ page, store }) => {
      const { installments } = store;
      await openProduct(page, installments);
      const services = await section(page, 'Layanan');
      const row = services.getByRole('region', { name: /^Cicilan/ });
      await expect(row.getByText(/^Cicilan mulai Rp[\d.]+\/bulan$/)).toBeVisible();
      await expect(services.getByRole('region', { name: 'PayLater' }).getByText('Limit hingga Rp8.000.000 per bulan')).toBeVisible();

      await row.getByRole('button', { name: 'Lihat cicilan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pilihan cicilan' });
      await dialog.getByRole('button', { name: /Kartu Kredit BCA/ }).click();
      await expect(dialog.getByText(/^Rp[\d.]+\/bulan$/).first()).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(row.getByRole('button', { name: 'Lihat cicilan' })).toBeFocused();

      await row.getByRole('link', { name: 'Lihat semua cicilan' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(installments.installmentPath);
      await expect(page.getByRole('heading', { level: 1, name: `Cicilan ${installments.name}` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Tanpa kartu kredit' })).toBeVisible();
      await expectAccessible(page);
    });
  });
});
