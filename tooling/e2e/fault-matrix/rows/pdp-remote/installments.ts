// The installments' calls (pdp-remote/src/features/installments), on the laptop.
import { expect, type Page } from '@playwright/test';
import { LAPTOP } from '../../../products';
import { dialog, pressIn, row, servicesRow, type FaultMatrixCall } from '../../row';

const bca = (page: Page) => dialog(page, 'Pilihan cicilan').getByRole('button', { name: /Kartu Kredit BCA/ });

export const INSTALLMENTS_ROWS: FaultMatrixCall[] = [
  // The laptop's installments fail: the row says so, the rest of the section and the page work.
  servicesRow(
    { call: 'installments (v2)', path: '/backend/product-detail/products/*/installments', says: 'Cicilan belum bisa ditampilkan.' },
    LAPTOP,
    (_, page) => expect(page.getByRole('button', { name: '+ Bag' }).first()).toBeVisible(),
  ),
  // A method's tenors fail once: the list says so, and opening the method again brings them.
  row(
    { call: 'installment estimation (v2)', path: '/backend/product-detail/products/*/installment/*', says: 'Simulasi cicilan belum bisa dimuat.', times: 1 },
    {
      product: LAPTOP,
      prepare: async (page) => {
        await pressIn('Layanan', 'Lihat cicilan')(page);
        await bca(page).click();
      },
      rest: async (page) => {
        await bca(page).click();
        await bca(page).click();
        await expect(dialog(page, 'Pilihan cicilan').getByText('Rp958.250/bulan', { exact: true })).toBeVisible();
      },
    },
  ),
];
