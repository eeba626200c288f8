// The store picker's calls (grocery-remote/src/features/store-picker): its stores, and its config.
import { expect, type Page } from '@playwright/test';
import { retry, type FaultMatrixCall } from '../../row';
import { groceryRow, openPicker, picker } from './rice-at-kemang';

const kelapaGading = (page: Page) => picker(page).getByRole('button', { name: 'Pilih Ranch Market Kelapa Gading' });

export const STORE_PICKER_ROWS: FaultMatrixCall[] = [
  groceryRow({ call: 'grocery store picker', path: '/backend/grocery/store-picker/nearby', says: 'Gagal memuat daftar toko.', times: 1 }, openPicker, (page) =>
    retry(picker(page), kelapaGading(page)),
  ),
  // Its defaults stand in: the picker lists the stores around the shopper.
  groceryRow({ call: 'grocery store picker config', path: '/backend/common/content/grocery-store-picker-config', says: null }, openPicker, async (page) => {
    await expect(picker(page).getByText('Toko di sekitar lokasimu')).toBeVisible();
    await expect(kelapaGading(page)).toBeVisible();
  }),
];
