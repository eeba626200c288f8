// The share modal's call (pdp-remote/src/features/share): the short link.
import assert from 'node:assert/strict';
import { dialog, pressIn, row, type FaultMatrixCall } from '../../row';

export const SHARE_ROWS: FaultMatrixCall[] = [
  // The short link fails once: the full tracked link and the QR code stand; a retry brings the short link.
  row(
    { call: 'share link', path: '/backend/common/share-link', says: 'Tautan pendek belum bisa dibuat. Tautan lengkap tetap bisa dibagikan.', times: 1 },
    {
      prepare: pressIn('Penjual', 'Bagikan produk'),
      rest: async (page) => {
        const share = dialog(page, 'Bagikan produk');
        assert.match(
          await share.getByRole('textbox', { name: 'Tautan produk' }).inputValue(),
          /\/p\/sepatu-lari-pria-aero-run-2\/ps--SPL-60001\?.*share_link=1$/,
        );
        await share.getByRole('img', { name: /^Kode QR/ }).waitFor();
        await share.getByRole('button', { name: 'Coba lagi' }).click();
        await page.waitForFunction(() =>
          /^https:\/\/pasarku\.link\//.test((document.querySelector('[role="dialog"] input') as HTMLInputElement | null)?.value ?? ''),
        );
      },
    },
  ),
];
