// The services section's own call (pdp-remote/src/features/product-services): a member's pay-later status.
import { expect } from '@playwright/test';
import { networkSettled } from '../../../harness';
import { row, section, variantPicked, type FaultMatrixCall } from '../../row';

export const PRODUCT_SERVICES_ROWS: FaultMatrixCall[] = [
  // A member's pay-later status fails: spec §8 resets it to empty, so the section says nothing of the failure and
  // keeps the general line it shows before any status (and the member's ACTIVE line never comes); the page works.
  row(
    { call: 'pay-later status', path: '/backend/wallet/paylater', says: null },
    {
      signedIn: true,
      prepare: async (page) => {
        await expect((await section(page, 'Layanan')).getByRole('region', { name: 'PayLater' })).toBeVisible();
        await networkSettled(page);
      },
      rest: async (page) => {
        const payLater = (await section(page, 'Layanan')).getByRole('region', { name: 'PayLater' });
        await expect(payLater.getByText('Beli sekarang, bayar belakangan dengan PayLater.', { exact: true })).toBeVisible();
        await expect(payLater.getByRole('link', { name: 'Pelajari PayLater' })).toBeVisible();
        await expect(page.getByText('PayLater kamu aktif. Pilih PayLater saat checkout.')).toHaveCount(0);
        await variantPicked(page);
      },
    },
  ),
];
