// The grocery checkout summary's calls (grocery-remote/src/features/checkout-summary), a member's: its
// read as the page opens (GET) and its working out again after an add (POST, decision 0069).
import { expect } from '@playwright/test';
import { type FaultMatrixCall } from '../../row';
import { addToBag, groceryRow, servedFromKemang } from './rice-at-kemang';

export const CHECKOUT_SUMMARY_ROWS: FaultMatrixCall[] = [
  // Failed, the summary is not shown (spec §8: reset to empty); asked again after an add, it is.
  groceryRow(
    { call: 'grocery checkout summary', path: '/backend/grocery/checkouts/summary', method: 'GET', says: null, times: 1 },
    servedFromKemang,
    async (page) => {
      await expect(page.getByTestId('grocery-checkout-summary')).toHaveCount(0);
      await addToBag(page);
      await expect(page.getByTestId('grocery-checkout-summary').getByText('Bag grocery di Ranch Market Kemang')).toBeVisible();
    },
    true,
  ),
  // Failed after an add, the summary is not shown; worked out again after the next add, it is.
  groceryRow(
    { call: 'grocery checkout summary (params)', path: '/backend/grocery/checkouts/summary', method: 'POST', says: null, times: 1 },
    async (page) => {
      await servedFromKemang(page);
      await addToBag(page);
    },
    async (page) => {
      await expect(page.getByTestId('grocery-checkout-summary')).toHaveCount(0);
      await addToBag(page);
      await expect(page.getByTestId('grocery-checkout-summary').getByText('2 barang', { exact: false })).toBeVisible();
    },
    true,
  ),
];
