// Reporting (pdp-remote/src/features/content-report): the product's report calls, and the shapes of
// every report's rows (a review's, a reply's, a question's, an answer's: reviews.ts, discussions.ts).
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { dialog, pressIn, retriedInDialog, row, type Call, type FaultMatrixCall } from '../../row';

type ReportCall = Pick<Call, 'call' | 'path'>;
type Open = (page: Page) => Promise<unknown>;

/** A report's reasons that fail once (a member opens the report with `open`): the modal says so, and a retry brings them. */
export const reasonsRow = (call: ReportCall, open: Open, { modal, reason }: { modal: string; reason: string }): FaultMatrixCall =>
  row(
    { ...call, says: 'Gagal memuat alasan laporan.', times: 1 },
    { signedIn: true, prepare: open, rest: retriedInDialog(modal, (reasons) => reasons.getByRole('radio', { name: reason })) },
  );

/** A report a member sends that fails: the modal says so, and the reason chosen (and the text typed) stay. */
export function reportRow(call: ReportCall, open: Open, { modal, reason, text }: { modal: string; reason: string; text?: string }): FaultMatrixCall {
  const chosen = (page: Page) => dialog(page, modal).getByRole('radio', { name: reason });
  const typed = (page: Page) => dialog(page, modal).getByRole('textbox', { name: 'Ceritakan masalahnya' });
  return row(
    { ...call, says: 'Gagal mengirim laporan. Silakan coba lagi.' },
    {
      signedIn: true,
      prepare: async (page) => {
        await open(page);
        await chosen(page).check();
        if (text) await typed(page).fill(text);
        await dialog(page, modal).getByRole('button', { name: 'Kirim laporan' }).click();
      },
      rest: async (page) => {
        assert.equal(await chosen(page).isChecked(), true, 'the reason chosen is kept');
        if (text) assert.equal(await typed(page).inputValue(), text);
      },
    },
  );
}

const openReport = pressIn('Penjual', 'Laporkan produk');

export const CONTENT_REPORT_ROWS: FaultMatrixCall[] = [
  reasonsRow({ call: 'product report reasons', path: '/backend/common/content/report-product' }, openReport, {
    modal: 'Laporkan produk',
    reason: 'Produk palsu',
  }),
  reportRow({ call: 'product report', path: '/backend/product/products/*/_report' }, openReport, {
    modal: 'Laporkan produk',
    reason: 'Harga tidak wajar',
    text: 'Harganya tiga kali lipat dari toko lain.',
  }),
];
