// The description's calls (pdp-remote/src/features/description): the text, its specifications, and
// the laptop's copy.
import { expect } from '@playwright/test';
import { LAPTOP } from '../../../products';
import { none, row, section, type FaultMatrixCall } from '../../row';

export const DESCRIPTION_ROWS: FaultMatrixCall[] = [
  { call: 'description', path: '/backend/product-detail/products/*/description', scroll: true, says: 'Gagal memuat deskripsi.' },
  { call: 'specifications', path: '/backend/product-detail/products/*/specifications', scroll: true, says: 'Gagal memuat deskripsi.' },
  // The laptop's copy fails: the description and its specifications show without it.
  row(
    { call: 'product copy', path: '/backend/common/content/product-copy', says: null },
    {
      product: LAPTOP,
      rest: async (page) => {
        const description = await section(page, 'Deskripsi');
        await expect(description.getByTestId('product-description')).toBeVisible();
        await none(description.getByRole('region', { name: 'Garansi resmi Cakra' }));
      },
    },
  ),
];
