// The share modal's call (pdp-remote/src/features/share): the short link.
import { expect } from '@playwright/test';
import { dialog, pressIn, row, type FaultMatrixCall } from '../../row';

export const SHARE_ROWS: FaultMatrixCall[] = [
  // The short link fails once: the full tracked link and the QR code stand; a retry brings the short link.
  row(
    { call: 'share link', path: '/backend/common/share-link', says: 'Tautan pendek belum bisa dibuat. Tautan lengkap tetap bisa dibagikan.', times: 1 },
    {
      prepare: pressIn('Penjual', 'Bagikan produk'),
      rest: async (page) => {
        const share = dialog(page, 'Bagikan produk');
        const link = share.getByRole('textbox', { name: 'Tautan produk' });
        await expect(link).toHaveValue(/\/p\/sepatu-lari-pria-aero-run-2\/ps--SPL-60001\?.*share_link=1$/);
        await expect(share.getByRole('img', { name: /^Kode QR/ })).toBeVisible();
        await share.getByRole('button', { name: 'Coba lagi' }).click();
        await expect(link).toHaveValue(/^https:\/\/pasarku\.link\//);
      },
    },
  ),
];
