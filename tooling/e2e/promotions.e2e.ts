// Vouchers and combos end to end against the real builds and the simulator (issue 15, spec §3, §4
// Voucher claim, §6, §8): the promo row, the voucher list and terms modals, claiming through login
// and back (the voucher CLAIMED, nothing else changed), QUOTA_RUN_OUT, the promotions page, English, the
// combo bottom sheet, its COMBO add to bag and PROMO_HAS_BEEN_EXPIRED, the combo list page, free
// gifts, adding a combo or gifts through login and back, and a phone and a desktop window.
// Claiming a store voucher through login and back and adding a combo to the bag are the shopper
// journeys' (journeys/see-and-choose.e2e.ts), on both storefronts.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { FORCED_FAILURES, bagPage, sessionFault, signIn, visit, signInOnLoginPage, AT_PHONE } from './harness';
import { SHOES, PHONE, LAPTOP } from './products';
import { visitProduct } from './product-page';

async function openShoes(page: Page, host: string, path = SHOES.path) {
  await visit(page, `${host}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: SHOES.name })).toBeVisible();
}

async function openList(page: Page) {
  await page.getByRole('button', { name: 'Lihat promo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Promo & voucher' });
  await expect(dialog.getByRole('heading', { name: 'Voucher toko' })).toBeVisible();
  return dialog;
}

test.describe('vouchers', () => {
  test('reads the terms of a store shipping voucher and claims it there; a used voucher and an empty quota cannot be claimed', async ({
    stack: { host },
    openShopper,
  }) => {
    const shopper = await openShopper();
    const { page } = shopper;
    await signIn(page, host);
    await openShoes(page, host);
    const dialog = await openList(page);
    await expect(dialog.getByRole('button', { name: 'Kuota habis' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Sudah dipakai' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'S&K Ongkir toko s.d. Rp15.000' }).click();
    const terms = page.getByRole('dialog', { name: 'Syarat & ketentuan' });
    await expect(terms.getByText('Potongan ongkir dari Aero Official Store.')).toBeVisible();
    await expectAccessible(page);
    await terms.getByRole('button', { name: 'Klaim Ongkir toko s.d. Rp15.000' }).click();
    await expect(terms.getByRole('button', { name: 'Diklaim' })).toBeDisabled();
    await page.keyboard.press('Escape');
    const list = page.getByRole('dialog', { name: 'Promo & voucher' });
    await expect(list.getByRole('region', { name: 'Voucher ongkir toko' }).getByRole('button', { name: 'Diklaim' })).toBeVisible();
  });

  test('says the quota ran out when the backend answers QUOTA_RUN_OUT, with its message', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    await signIn(page, host);
    await sessionFault(page, '/backend/product/merchant/vouchers/MV-AER-001/_claim', 'code=QUOTA_RUN_OUT;field=voucher', { method: 'POST', times: 1 });
    await openShoes(page, host);
    const dialog = await openList(page);
    await dialog.getByRole('button', { name: 'Klaim Potongan Rp100.000' }).click();
    // The backend's own words (errors.voucher), in the page's language: writes ask in it.
    await expect(dialog.getByRole('alert').getByText('Simulasi galat QUOTA_RUN_OUT', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Voucher toko' }).getByRole('button', { name: 'Kuota habis' })).toHaveCount(2);
    shopper.allow(...FORCED_FAILURES);
  });

  test('lists the vouchers on the promotions page, in English', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper({ width: 360, chosenLocale: 'en' });
    const { page } = shopper;
    await visit(page, `${host}${SHOES.path}/promotions`);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions & vouchers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Store shipping vouchers' })).toBeVisible();
    await expect(page.getByText('Rp100.000 off')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'T&C Potongan Rp100.000' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms & conditions' }).getByText('Satu voucher untuk satu akun.')).toBeVisible();
  });
});

async function openComboSheet(page: Page, host: string) {
  await visitProduct(page, host, PHONE);
  await expect(page.getByText('Paket hemat Smartphone X5')).toBeVisible();
  await page.getByRole('button', { name: 'Lihat paket' }).click();
  const sheet = page.getByRole('dialog', { name: 'Paket combo' });
  await expect(sheet.getByRole('checkbox', { name: /Tumbler/ })).toBeVisible();
  return sheet;
}

test.describe('combo bundles', () => {
  test('adds the combo an anonymous shopper chose once they have signed in, at 360 px', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    const sheet = await openComboSheet(page, host);
    await sheet.getByRole('checkbox', { name: /Tumbler/ }).uncheck();
    await sheet.getByRole('button', { name: 'Tambah paket ke bag' }).click();
    await signInOnLoginPage(page);

    const back = page.getByRole('dialog', { name: 'Paket combo' });
    await expect(back.getByText('Paket ditambahkan ke bag.')).toBeVisible();
    await expect(back.getByRole('checkbox', { name: /Tumbler/ }), 'the choice made before login is kept').not.toBeChecked();
    await expect(page, 'back on the product, the action left the address').toHaveURL(
      (url) => url.pathname === PHONE.path && !url.searchParams.has('pdpAction'),
    );
    await back.getByRole('link', { name: 'Lihat bag' }).click();
    const bag = await bagPage(page, host);
    await expect(bag.getByText('Headphone Nirkabel Ramai Flash Sale', { exact: true })).toBeVisible();
    await expect(bag.getByText('Tumbler Stainless 500 ml')).toHaveCount(0);
  });

  test('says the combo promo ended when the bag answers PROMO_HAS_BEEN_EXPIRED, keeping the choices', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    await signIn(page, host);
    await sessionFault(page, '/backend/retail/carts/_add-bulk', 'code=PROMO_HAS_BEEN_EXPIRED', { method: 'POST', times: 1 });
    const sheet = await openComboSheet(page, host);
    await sheet.getByRole('checkbox', { name: /Tumbler/ }).uncheck();
    await sheet.getByRole('button', { name: 'Tambah paket ke bag' }).click();
    await expect(sheet.getByRole('alert').getByText('Promo combo ini sudah berakhir.')).toBeVisible();
    await expect(sheet.getByRole('checkbox', { name: /Tumbler/ })).not.toBeChecked();
    shopper.allow(...FORCED_FAILURES);
  });

  test('shows the combo on the combo list page, with the bundling catalog link', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper({ width: 360 });
    const { page } = shopper;
    await visit(page, `${host}/p/daftar-combo/smartphone-nusantara-x5-8-gb/ps--HPX-60003`);
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar combo' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Headphone Nirkabel/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat katalog paket' })).toHaveAttribute('href', '/retail/bundling-catalog/BND-HPX-01');
    await expectAccessible(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: 'nothing wider than the page' })
      .toBe(0);
  });
});

test.describe('free gifts', () => {
  for (const width of AT_PHONE) {
    test(`buys two laptops with a gift at ${width} px, after being told one is not enough`, async ({ stack: { host }, openShopper }) => {
      const shopper = await openShopper({ width });
      const { page } = shopper;
      await signIn(page, host);
      await visitProduct(page, host, LAPTOP);
      await expect(page.getByText('Untuk pembelian min. Rp15.000.000')).toBeVisible();
      await page.getByRole('button', { name: 'Pilih hadiah' }).click();
      let dialog = page.getByRole('dialog', { name: 'Hadiah gratis' });
      await dialog.getByRole('checkbox', { name: /Tas Laptop/ }).check();
      await dialog.getByRole('button', { name: 'Beli dengan hadiah' }).click();
      await expect(dialog.getByRole('alert').getByText('Belum memenuhi syarat hadiah. Tambah jumlah pembelianmu.')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Tambah jumlah' }).click();
      await expect(page.getByTestId('price-summary-total').filter({ hasText: 'Rp22.998.000' })).toBeVisible();
      await page.getByRole('button', { name: 'Pilih hadiah' }).click();
      dialog = page.getByRole('dialog', { name: 'Hadiah gratis' });
      await dialog.getByRole('button', { name: 'Pilih 1 hadiah pertama' }).click();
      await expect(dialog.getByRole('checkbox', { name: /Mouse Nirkabel/ })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Beli dengan hadiah' }).click();
      await expect(dialog.getByText('Produk dan hadiah ditambahkan ke bag.')).toBeVisible();
      await dialog.getByRole('link', { name: 'Lihat bag' }).click();
      const bag = await bagPage(page, host);
      await expect(bag.getByText('Tas Laptop 14 inci', { exact: true })).toBeVisible();
      await expect(bag.getByText(LAPTOP.name, { exact: true })).toBeVisible();
    });
  }

  test('buys the laptops with the gift an anonymous shopper chose once they have signed in, at 1280 px', async ({ stack: { host }, openShopper }) => {
    const shopper = await openShopper({ width: 1280 });
    const { page } = shopper;
    await visitProduct(page, host, LAPTOP);
    await page.getByRole('button', { name: 'Tambah jumlah' }).click();
    await expect(page.getByTestId('price-summary-total').filter({ hasText: 'Rp22.998.000' })).toBeVisible();
    await page.getByRole('button', { name: 'Pilih hadiah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hadiah gratis' });
    await dialog.getByRole('checkbox', { name: /Tas Laptop/ }).check();
    await dialog.getByRole('button', { name: 'Beli dengan hadiah' }).click();
    await signInOnLoginPage(page);

    const back = page.getByRole('dialog', { name: 'Hadiah gratis' });
    await expect(back.getByText('Produk dan hadiah ditambahkan ke bag.')).toBeVisible();
    await expect(page, 'the quantity chosen before login is kept, the action left the address').toHaveURL(
      (url) => url.searchParams.get('qty') === '2' && !url.searchParams.has('pdpAction'),
    );
    await back.getByRole('link', { name: 'Lihat bag' }).click();
    const bag = await bagPage(page, host);
    await expect(bag.getByText('Tas Laptop 14 inci', { exact: true })).toBeVisible();
    await expect(bag.getByText(LAPTOP.name, { exact: true })).toBeVisible();
  });
});
