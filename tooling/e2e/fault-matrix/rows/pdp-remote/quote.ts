// The quote's calls (pdp-remote/src/features/quote), on the kaos: its terms, and asking for a quote.
import { expect, type Page } from '@playwright/test';
import { KAOS } from '../../../products';
import { dialog, inView, row, section, type FaultMatrixCall } from '../../row';

const quoteForm = (page: Page) => dialog(page, 'Minta penawaran harga');
/** Opens the quote form from the services section's bulk-buying row. */
const openForm = async (page: Page) =>
  (await section(page, 'Layanan')).getByRole('region', { name: 'Beli dalam jumlah banyak' }).getByRole('button', { name: 'Minta penawaran' }).click();

export const QUOTE_ROWS: FaultMatrixCall[] = [
  // The kaos's quote terms fail once: the service section says so with a retry, which brings the row and its form.
  row(
    { call: 'quote terms', path: '/backend/product-detail/products/*/quote-terms', says: 'Penawaran harga belum bisa dimuat.', times: 1 },
    {
      product: KAOS,
      prepare: inView('Layanan'),
      rest: async (page) => {
        await (await section(page, 'Layanan')).getByRole('button', { name: 'Coba lagi' }).click();
        await openForm(page);
        await expect(quoteForm(page).getByLabel('Nomor HP')).toBeVisible();
      },
    },
  ),
  // Asking for a quote fails once: the form says so, keeps what was typed, and sends it again.
  row(
    {
      call: 'quote request',
      path: '/backend/product-detail/products/*/quotes',
      says: 'Permintaan belum terkirim. Coba lagi, isianmu tetap tersimpan.',
      times: 1,
    },
    {
      product: KAOS,
      prepare: async (page) => {
        await openForm(page);
        await quoteForm(page).getByLabel('Nama').fill('Rina');
        await quoteForm(page).getByLabel('Nomor HP').fill('081234567890');
        await quoteForm(page).getByLabel('Email').fill('rina@contoh.id');
        await quoteForm(page).getByRole('button', { name: 'Kirim permintaan' }).click();
      },
      rest: async (page) => {
        await expect(quoteForm(page).getByLabel('Email'), 'what was typed is kept').toHaveValue('rina@contoh.id');
        await quoteForm(page).getByRole('button', { name: 'Kirim permintaan' }).click();
        await expect(quoteForm(page).getByText('Permintaan penawaran terkirim.')).toBeVisible();
      },
    },
  ),
];
