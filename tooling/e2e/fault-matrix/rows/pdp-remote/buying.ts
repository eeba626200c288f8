// The buying calls (pdp-remote/src/features/buying): a reminder for the blender out of stock, and the
// shoes bought now or added to the bag.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { BLENDER } from '../../../products';
import { dialog, row, type FaultMatrixCall } from '../../row';

const quantity = (page: Page) => page.getByRole('textbox', { name: 'Jumlah' });
const email = (page: Page) => dialog(page, 'Ingatkan saya').getByRole('textbox', { name: 'Email' });
/** Raises the quantity to 2 (once the page has it), then presses `button`. */
const twoThen = (button: string) => async (page: Page) => {
  await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  for (let wait = 0; wait < 50 && (await quantity(page).inputValue()) !== '2'; wait += 1) await page.waitForTimeout(100);
  await page.getByRole('button', { name: button }).click();
};
const quantityKept = async (page: Page) => assert.equal(await quantity(page).inputValue(), '2', 'the quantity chosen is kept');

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
        assert.equal(await email(page).inputValue(), 'sari@example.com', 'the e-mail typed is kept');
        await page.keyboard.press('Escape');
        await dialog(page, 'Ingatkan saya').waitFor({ state: 'detached' });
        assert.equal(await page.getByRole('heading', { level: 1, name: BLENDER.name }).isVisible(), true);
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
        assert.match(page.url(), /\/p\/sepatu-lari-pria-aero-run-2\//, 'the shopper stays on the product');
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
