// The recently viewed list's call (pdp-remote/src/features/recently-viewed).
import { scrollToEnd } from '../../../harness';
import { LAMP, SHOES } from '../../../products';
import { visitProduct } from '../../../product-page';
import { row, variantPicked, type FaultMatrixCall } from '../../row';

export const RECENTLY_VIEWED_ROWS: FaultMatrixCall[] = [
  // Seen before: the lamp. Its card was never shown, so the list says it failed; the page works.
  row(
    { call: 'recently viewed (basic products)', path: '/backend/product/products/_basic', says: 'Produk yang terakhir dilihat belum bisa ditampilkan.' },
    {
      product: LAMP,
      prepare: async (page) => {
        await visitProduct(page, new URL(page.url()).origin, SHOES);
        await scrollToEnd(page);
      },
      rest: variantPicked,
    },
  ),
];
