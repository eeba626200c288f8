// The combo's calls (pdp-remote/src/features/combo): the phone's combo, and adding it to the bag; the
// bundle it links to (the bundling catalog page), and adding one of its items.
import { expect, type Locator, type Page } from '@playwright/test';
import { PHONE } from '../../../products';
import { addFromModalRow, bagStillWorks, retriedOnPage, row, type FaultMatrixCall } from '../../row';

const tumbler = (sheet: Locator) => sheet.getByRole('checkbox', { name: /Tumbler/ });

/** The phone's combo's bundle, found by the page's heading. */
const BUNDLE_PAGE = { path: '/retail/bundling-catalog/BND-HPX-01', name: 'Katalog paket' };
const addTumbler = (page: Page) => page.getByRole('button', { name: /^Tambah Tumbler .* ke bag$/ });

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
  row(
    { call: 'bundle', path: '/backend/product/bundles/*', says: 'Gagal memuat paket.', times: 1 },
    retriedOnPage(BUNDLE_PAGE, { back: (page) => addTumbler(page) }),
  ),
  // The item's button stays for another try, and the bundle's other items are still there.
  row(
    { call: 'bundle add item', path: '/backend/retail/bundling-catalog/*/_add-item', says: 'Gagal menambahkan produk. Silakan coba lagi.' },
    {
      product: BUNDLE_PAGE,
      signedIn: true,
      prepare: (page) => addTumbler(page).click(),
      rest: async (page) => {
        await expect(addTumbler(page), 'the button stays').toBeEnabled();
        await expect(page.getByRole('list', { name: 'Isi paket' }).getByRole('listitem')).toHaveCount(4);
      },
    },
  ),
];
