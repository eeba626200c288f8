// The slotted delivery's calls (grocery-remote/src/features/grocery-fulfillment): the store found from
// the device, and the windows of a store chosen.
import { expect, type Page } from '@playwright/test';
import { retry, type FaultMatrixCall } from '../../row';
import { groceryRow, openPicker, picker, shippingRegion, slot, store } from './rice-at-kemang';

/** A retry brings the store back, with its windows. */
const storeBack = (name: string) => async (page: Page) => {
  await retry(shippingRegion(page), store(page, name));
  await expect(slot(page)).toBeVisible();
};

export const GROCERY_FULFILLMENT_ROWS: FaultMatrixCall[] = [
  groceryRow(
    { call: 'grocery slotted delivery', path: '/backend/grocery/slotted-delivery/_resolve', says: 'Gagal memuat jadwal pengiriman.', times: 1 },
    (page) => shippingRegion(page).getByRole('button', { name: 'Gunakan lokasi saat ini' }).click(),
    storeBack('Ranch Market Kemang'),
  ),
  // The store chosen stays chosen; a retry brings its windows.
  groceryRow(
    { call: 'grocery slotted delivery of a store', path: '/backend/grocery/products/*/slotted-delivery', says: 'Gagal memuat jadwal pengiriman.', times: 1 },
    async (page) => {
      await openPicker(page);
      await picker(page).getByRole('button', { name: 'Pilih Ranch Market Pondok Indah' }).click();
    },
    storeBack('Ranch Market Pondok Indah'),
  ),
];
