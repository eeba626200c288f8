// The shipping section's calls (pdp-remote/src/features/fulfillment): delivery, and pickup on the helmet.
import { expect, type Page } from '@playwright/test';
import { HELMET } from '../../../products';
import { row, type FaultMatrixCall } from '../../row';

const choosePickup = (page: Page) => page.getByRole('radio', { name: 'Ambil di toko' }).check();
/** Delivery still works after a pickup call failed: its headline comes back. */
const deliveryStillWorks = async (page: Page) => {
  await page.getByRole('radio', { name: 'Dikirim' }).check();
  await expect(page.getByTestId('shipping-headline')).toBeVisible();
};

export const FULFILLMENT_ROWS: FaultMatrixCall[] = [
  { call: 'shipping', path: '/backend/product-detail/products/*/shipping', says: 'Gagal memuat info pengiriman.' },
  row(
    { call: 'nearest pickup point', path: '/backend/product-detail/products/*/nearest-pickup-point', says: 'Gagal memuat titik ambil.' },
    { product: HELMET, prepare: choosePickup, rest: deliveryStillWorks },
  ),
  row(
    { call: 'other pickup points', path: '/backend/product-pickup-point/*/other-pickup-point', says: 'Gagal memuat titik ambil lainnya.' },
    {
      product: HELMET,
      prepare: async (page) => {
        await choosePickup(page);
        await page.getByTestId('pickup-point').getByRole('button', { name: 'Titik ambil lainnya' }).click();
      },
      // The chosen point stays, and delivery still works.
      rest: async (page) => {
        await expect(page.getByTestId('pickup-point').getByText('Urban Gowes Senopati')).toBeVisible();
        await deliveryStillWorks(page);
      },
    },
  ),
];
