// The address picker's own call (pdp-remote/src/features/address, decision 0072): a member's saved addresses.
import { expect } from '@playwright/test';
import { dialog, retry, row, variantPicked, type FaultMatrixCall } from '../../row';

const picker = (page: Parameters<typeof dialog>[0]) => dialog(page, 'Pilih alamat pengiriman');

export const ADDRESS_ROWS: FaultMatrixCall[] = [
  // Sari's saved addresses fail once: the picker says so with a retry that brings them, the regions can
  // still be chosen meanwhile, and the page works on once the picker is closed.
  row(
    { call: 'member saved addresses', path: '/backend/member/addresses', says: 'Alamat tersimpan belum bisa dimuat.', times: 1, method: 'GET' },
    {
      signedIn: true,
      prepare: (page) => page.getByRole('button', { name: 'Ubah alamat' }).click(),
      rest: async (page) => {
        await expect(picker(page).getByRole('combobox', { name: 'Provinsi' })).toBeVisible();
        await retry(picker(page), picker(page).getByRole('button', { name: 'Pakai alamat ini: Sari Wulandari, Jl. Tebet Raya No. 45' }));
        await page.keyboard.press('Escape');
        await expect(picker(page)).toHaveCount(0);
        await variantPicked(page);
      },
    },
  ),
];
