// The combo's calls (pdp-remote/src/features/combo): the phone's combo, and adding it to the bag.
import type { Locator } from '@playwright/test';
import { PHONE } from '../../../products';
import { addFromModalRow, bagStillWorks, row, type FaultMatrixCall } from '../../row';

const tumbler = (sheet: Locator) => sheet.getByRole('checkbox', { name: /Tumbler/ });

export const COMBO_ROWS: FaultMatrixCall[] = [
  row({ call: 'single combo', path: '/backend/product/products/*/single-combo', says: 'Gagal memuat paket combo.' }, { product: PHONE, rest: bagStillWorks }),
  // The tumbler taken out of the combo stays out, and the sheet closes onto a working page.
  addFromModalRow({ call: 'combo add to bag', path: '/backend/retail/carts/_add-bulk', says: 'Gagal menambahkan produk. Silakan coba lagi.' }, PHONE, {
    modal: 'Paket combo',
    open: 'Lihat paket',
    send: 'Tambah paket ke bag',
    choice: tumbler,
    chosen: false,
    kept: 'the choices are kept',
  }),
];
