// The discussion's calls (pdp-remote/src/features/discussions): the list, asking, and reporting a
// question or an answer.
import { expect, type Page } from '@playwright/test';
import { dialog, pressIn, row, type FaultMatrixCall } from '../../row';
import { reasonsRow, reportRow } from './content-report';

const question = (page: Page) => dialog(page, 'Tulis pertanyaan').getByRole('textbox', { name: 'Pertanyaanmu' });
const openHendrasReport = pressIn('Diskusi', 'Laporkan pertanyaan dari Hendra');

export const DISCUSSIONS_ROWS: FaultMatrixCall[] = [
  { call: 'discussions', path: '/backend/product/products/*/discussions', scroll: true, says: 'Gagal memuat diskusi.' },
  // Asking fails: what the shopper typed is still there.
  row(
    { call: 'discussion ask', path: '/backend/product/products/*/discussions/_create', says: 'Terjadi kesalahan. Coba kirim ulang lagi.' },
    {
      signedIn: true,
      prepare: async (page) => {
        await pressIn('Diskusi', 'Tulis pertanyaan')(page);
        await question(page).fill('Apakah ada ukuran 43?');
        await dialog(page, 'Tulis pertanyaan').getByRole('button', { name: 'Kirim pertanyaan' }).click();
      },
      rest: (page) => expect(question(page), 'the question typed is kept').toHaveValue('Apakah ada ukuran 43?'),
    },
  ),
  reportRow({ call: 'question report', path: '/backend/product/discussions/question/*/_report' }, openHendrasReport, {
    modal: 'Laporkan pertanyaan',
    reason: 'Lainnya',
  }),
  reportRow({ call: 'answer report', path: '/backend/product/discussions/answer/*/_report' }, pressIn('Diskusi', 'Laporkan jawaban dari Rina'), {
    modal: 'Laporkan jawaban',
    reason: 'Berisi tautan luar',
  }),
  reasonsRow({ call: 'question report reasons', path: '/backend/common/content/review-reasons' }, openHendrasReport, {
    modal: 'Laporkan pertanyaan',
    reason: 'Berisi tautan luar',
  }),
];
