// The free gift's calls (pdp-remote/src/features/free-gift): the laptop's gift, and buying it with one.
import type { Locator } from '@playwright/test';
import { LAPTOP } from '../../../products';
import { addFromModalRow, bagStillWorks, row, type FaultMatrixCall } from '../../row';

const mouse = (gifts: Locator) => gifts.getByRole('checkbox', { name: /Mouse Nirkabel/ });

export const FREE_GIFT_ROWS: FaultMatrixCall[] = [
  row({ call: 'free gift', path: '/backend/product-detail/products/*/free-gift', says: 'Gagal memuat hadiah.' }, { product: LAPTOP, rest: bagStillWorks }),
  // The gift chosen is still chosen, and the dialog closes onto a working page.
  addFromModalRow(
    { call: 'free-gift cart', path: '/backend/retail/free-gift/carts', says: 'Gagal menambahkan produk. Silakan coba lagi.' },
    { ...LAPTOP, path: `${LAPTOP.path}?qty=2` },
    { modal: 'Hadiah gratis', open: 'Pilih hadiah', send: 'Beli dengan hadiah', choice: mouse, chosen: true, kept: 'the gift chosen is kept' },
  ),
];
