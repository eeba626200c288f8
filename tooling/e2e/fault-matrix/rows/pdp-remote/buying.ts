// The buying calls (pdp-remote/src/features/buying): a reminder for the blender out of stock, and the
// shoes bought now or added to the bag.
import { expect, type Page } from '@playwright/test';
import { BLENDER } from '../../../products';
import { dialog, row, type FaultMatrixCall } from '../../row';

const quantity = (page: Page) => page.getByRole('textbox', { name: 'Jumlah' });
const email = (page: Page) => dialog(page, 'Ingatkan saya').getByRole('textbox', { name: 'Email' });
/** Raises the quantity to 2 (once the page has it), then presses `button`. */
const twoThen = (button: string) => async (page: Page) => {
  await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  await expect(quantity(page)).toHaveValue('2');
  await page.getByRole('button', { name: button }).click();
};
const quantityKept = (page: Page) => expect(quantity(page), 'the quantity chosen is kept').toHaveValue('2');

export const BUYING_ROWS: FaultMatrixCall[] = [
  row(
    { call: 'notify me', path: '/backend/product/products/*/_notify-me', says: 'Gagal menyimpan pengingat. Silakan coba lagi.' },
    {
      product: BLENDER,
      signedIn: true,
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Ingatkan saat stok tersedia' }).click();
        await email(page).fill('sari@example.com');
        await dialog(page, 'Ingatkan saya').getByRole('button', { name: 'Ingatkan saya' }).click();
      },
      // What the shopper typed is still there; the dialog closes and the page works on.
      rest: async (page) => {
        await expect(email(page), 'the e-mail typed is kept').toHaveValue('sari@example.com');
        await page.keyboard.press('Escape');
        await expect(dialog(page, 'Ingatkan saya')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: BLENDER.name })).toBeVisible();
      },
    },
  ),
  {
    call: 'quick checkout (buy now)',
    path: '/backend/retail/checkouts/_quick',
    says: /Gagal (menambahkan produk|memproses pembelian)\. Silakan coba lagi\./,
    action: {
      act: twoThen('Beli sekarang'),
      kept: async (page) => {
        await quantityKept(page);
        await expect(page, 'the shopper stays on the product').toHaveURL(/\/p\/sepatu-lari-pria-aero-run-2\//);
      },
    },
  },
  {
    call: 'add to bag',
    path: '/backend/retail/carts/_add-bulk',
    says: 'Gagal menambahkan produk. Silakan coba lagi.',
    action: { act: twoThen('+ Bag'), kept: quantityKept },
  },
];
