// Where the grocery store's calls are made (spec §7 Grocery): the rice, with the shopper's device at
// Kemang, whose store is found from it; and the steps of the grocery rows.
import { expect, type Page } from '@playwright/test';
import { jakartaMorning } from '../../../harness';
import { dialog, row, type Call, type FaultMatrixCall, type OnPage } from '../../row';

const BERAS = { path: '/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001', name: 'Beras Pandan Wangi Premium' };
const KEMANG = { latitude: -6.2615, longitude: 106.8106 };

/**
 * A grocery call on the rice at Kemang (a member's where `signedIn`): what the shopper does first, and
 * what must still work. The session's clock is the morning, so the window read is the one sent.
 */
export const groceryRow = (call: Call, prepare: OnPage['prepare'], rest: OnPage['rest'], signedIn = false): FaultMatrixCall =>
  row(call, { product: BERAS, deviceAt: KEMANG, signedIn, at: jakartaMorning(), prepare, rest });

export const shippingRegion = (page: Page) => page.getByRole('region', { name: 'Pengiriman' });
/** The store serving the shopper, by its name. */
export const store = (page: Page, name: string) => page.getByTestId('grocery-store').getByText(name, { exact: true });
export const slot = (page: Page) => page.getByTestId('grocery-slot');
export const picker = (page: Page) => dialog(page, 'Pilih toko');

/** The shopper lets the page read the device's place: the Kemang store serves them, with its windows. */
export const servedFromKemang = async (page: Page) => {
  await shippingRegion(page).getByRole('button', { name: 'Gunakan lokasi saat ini' }).click();
  await expect(store(page, 'Ranch Market Kemang')).toBeVisible();
  await expect(slot(page)).toBeVisible();
};

export const openPicker = async (page: Page) => {
  await servedFromKemang(page);
  await shippingRegion(page).getByRole('button', { name: 'Ganti toko' }).click();
};

/** Adds the rice to the bag, and goes on shopping. */
export const addToBag = async (page: Page) => {
  await shippingRegion(page).getByRole('button', { name: '+ Bag' }).click();
  const added = dialog(page, 'Berhasil ditambahkan ke bag');
  await added.getByRole('button', { name: 'Lanjut belanja' }).click();
  await expect(added).toHaveCount(0);
};
