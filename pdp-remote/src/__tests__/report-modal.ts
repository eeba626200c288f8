// The report modal as the fault matrix meets it, one modal for every report of the retail page: the
// product's (content-report: its report menu, then its options), a review's and a reply's (reviews), a question's and an answer's
// (discussions). Its reasons failing to load, and sending it failing.
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertSaying, retryIn } from './fault-matrix-page';

/**
 * The reasons failed to load: the report `dialog` says "Gagal memuat alasan laporan." and offers none,
 * and its retry brings `reason`: a radio of the report options, or (`entry: 'button'`) an entry of the
 * product's report menu.
 */
export async function reasonsBackOnRetry(dialog: HTMLElement, reason: string, entry: 'radio' | 'button' = 'radio') {
  const alert = await alertSaying(dialog, 'Gagal memuat alasan laporan.');
  expect(within(dialog).queryByRole(entry, { name: reason })).not.toBeInTheDocument();
  await retryIn(alert);
  expect(await within(dialog).findByRole(entry, { name: reason })).toBeInTheDocument();
}

/**
 * The shopper picks `reason` in the report `dialog` (and types `text`, where the report takes one) and
 * sends it, and sending fails: the report says "Gagal mengirim laporan. Silakan coba lagi." and keeps
 * what was chosen and typed, to send again.
 */
export async function sendingFailsKeepingReport(dialog: HTMLElement, { reason, text }: { reason: string; text?: string }) {
  const problem = () => within(dialog).getByRole('textbox', { name: 'Ceritakan masalahnya' });
  await userEvent.click(await within(dialog).findByRole('radio', { name: reason }));
  if (text) await userEvent.type(problem(), text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
  await alertSaying(dialog, 'Gagal mengirim laporan. Silakan coba lagi.');
  expect(within(dialog).getByRole('radio', { name: reason })).toBeChecked();
  if (text) expect(problem()).toHaveValue(text);
  expect(within(dialog).getByRole('button', { name: 'Kirim laporan' })).toBeEnabled();
}
