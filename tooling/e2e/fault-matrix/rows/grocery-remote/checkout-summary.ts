// The grocery checkout summary's call (grocery-remote/src/features/checkout-summary), a member's.
import assert from 'node:assert/strict';
import { type FaultMatrixCall } from '../../row';
import { addToBag, groceryRow, servedFromKemang } from './rice-at-kemang';

export const CHECKOUT_SUMMARY_ROWS: FaultMatrixCall[] = [
  // Failed, the summary is not shown (spec §8: reset to empty); asked again after an add, it is.
  groceryRow(
    { call: 'grocery checkout summary', path: '/backend/grocery/checkouts/summary', says: null, times: 1 },
    servedFromKemang,
    async (page) => {
      assert.equal(await page.getByTestId('grocery-checkout-summary').count(), 0);
      await addToBag(page);
      await page.getByTestId('grocery-checkout-summary').getByText('Bag grocery di Ranch Market Kemang').waitFor();
    },
    true,
  ),
];
