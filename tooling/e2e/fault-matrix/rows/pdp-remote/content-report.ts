// Reporting (pdp-remote/src/features/content-report): the product's report calls, and the shapes of
// every report's rows (a review's, a reply's, a question's, an answer's: reviews.ts, discussions.ts).
import { expect, type Page } from '@playwright/test';
import { dialog, pressIn, retriedInDialog, row, type Call, type FaultMatrixCall } from '../../row';

type ReportCall = Pick<Call, 'call' | 'path'>;
type Open = (page: Page) => Promise<unknown>;

/**
 * A report's reasons that fail once (a member opens the report with `open`): the modal says so, and a
 * retry brings them, radios of the report options or (`entry: 'button'`) entries of the product's report menu.
 */
export const reasonsRow = (
  call: ReportCall,
  open: Open,
  { modal, reason, entry = 'radio' }: { modal: string; reason: string; entry?: 'radio' | 'button' },
): FaultMatrixCall =>
  row(
    { ...call, says: 'Gagal memuat alasan laporan.', times: 1 },
    { signedIn: true, prepare: open, rest: retriedInDialog(modal, (reasons) => reasons.getByRole(entry, { name: reason })) },
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
        await expect(chosen(page), 'the reason chosen is kept').toBeChecked();
        if (text) await expect(typed(page)).toHaveValue(text);
      },
    },
  );
}

const openMenu = pressIn('Penjual', 'Laporkan produk');
/** The report menu, then its entry `reason`: the report options. */
const openOptions = (reason: string) => async (page: Page) => {
  await openMenu(page);
  await dialog(page, 'Laporkan produk').getByRole('button', { name: reason }).click();
};

export const CONTENT_REPORT_ROWS: FaultMatrixCall[] = [
  reasonsRow({ call: 'product report reasons', path: '/backend/common/content/report-product' }, openMenu, {
    modal: 'Laporkan produk',
    reason: 'Produk palsu',
    entry: 'button',
  }),
  reportRow({ call: 'product report', path: '/backend/product/products/*/_report' }, openOptions('Harga tidak wajar'), {
    modal: 'Detail laporan',
    reason: 'Harga tidak wajar',
    text: 'Harganya tiga kali lipat dari toko lain.',
  }),
];
