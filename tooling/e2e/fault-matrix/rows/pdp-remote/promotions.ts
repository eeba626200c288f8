// The vouchers' calls (pdp-remote/src/features/promotions): the lists, and a voucher's terms and claim.
import { expect, type Locator, type Page } from '@playwright/test';
import { dialog, row, variantPicked, type FaultMatrixCall } from '../../row';

const voucherList = (page: Page) => dialog(page, 'Promo & voucher');
const claim = (page: Page) => voucherList(page).getByRole('button', { name: 'Klaim Potongan Rp100.000' });
/** Opens the voucher list, then presses one of its buttons. */
const inVoucherList = (button: (page: Page) => Locator) => async (page: Page) => {
  await page.getByRole('button', { name: 'Lihat promo' }).click();
  await expect(voucherList(page).getByRole('heading', { name: 'Voucher toko' })).toBeVisible();
  await button(page).click();
};

export const PROMOTIONS_ROWS: FaultMatrixCall[] = [
  { call: 'product vouchers', path: '/backend/product-detail/products/*/vouchers', says: 'Gagal memuat promo.' },
  { call: 'merchant vouchers', path: '/backend/product/merchant/vouchers', says: 'Gagal memuat promo.' },
  { call: 'merchant vouchers info', path: '/backend/product/merchant/vouchers-info', says: 'Gagal memuat promo.' },
  row(
    { call: 'merchant voucher terms', path: '/backend/product-detail/merchant/vouchers/*/tnc', says: 'Gagal memuat syarat & ketentuan.' },
    {
      prepare: inVoucherList((page) => voucherList(page).getByRole('button', { name: 'S&K Potongan Rp100.000' })),
      // Closing the terms goes back to the list, which still works.
      rest: async (page) => {
        await page.keyboard.press('Escape');
        await expect(claim(page)).toBeVisible();
      },
    },
  ),
  row(
    { call: 'merchant voucher claim', path: '/backend/product/merchant/vouchers/*/_claim', says: 'Gagal klaim voucher. Coba lagi.' },
    {
      signedIn: true,
      prepare: inVoucherList(claim),
      // Nothing was claimed: the voucher can be claimed again, and the page works on.
      rest: async (page) => {
        await expect(claim(page)).toBeEnabled();
        await page.keyboard.press('Escape');
        await variantPicked(page);
      },
    },
  ),
];
