// The grocery bag's call (grocery-remote/src/features/grocery-cart), a member's.
import { expect } from '@playwright/test';
import { type FaultMatrixCall } from '../../row';
import { addToBag, groceryRow, servedFromKemang, shippingRegion, slot, store } from './rice-at-kemang';

export const GROCERY_CART_ROWS: FaultMatrixCall[] = [
  // The store and the window chosen stay; the next press adds.
  groceryRow(
    { call: 'grocery bag update', path: '/backend/grocery/carts/_bulk-update', says: 'Gagal menambahkan produk. Silakan coba lagi.', times: 1 },
    async (page) => {
      await servedFromKemang(page);
      await shippingRegion(page).getByRole('button', { name: '+ Bag' }).click();
    },
    async (page) => {
      await expect(store(page, 'Ranch Market Kemang')).toBeVisible();
      await expect(slot(page).getByText('Antar sekarang')).toBeVisible();
      await addToBag(page);
      await expect(page.getByRole('link', { name: 'Bag (1)' })).toBeVisible();
    },
    true,
  ),
];
