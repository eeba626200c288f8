// The add-ons' calls (pdp-remote/src/features/add-ons): the fridge's installations, insurances and
// their availability, and the installation page.
import { expect, type Locator, type Page } from '@playwright/test';
import { FRIDGE } from '../../../products';
import { none, retriedOnPage, row, section, servicesRow, type FaultMatrixCall } from '../../row';

const INSTALLATION_PAGE = { path: '/add-on/installation/kulkas-2-pintu-dingin-300-l/ps--KLK-60009', name: 'Layanan pemasangan' };
const addOns = (within: Locator | Page) => within.getByRole('region', { name: 'Layanan tambahan' });
const standardInstallation = (page: Page) => addOns(page).getByRole('checkbox', { name: /^Pemasangan standar/ });

export const ADD_ONS_ROWS: FaultMatrixCall[] = [
  // The fridge's installations fail: no tag says an item has add-ons, so the row stays away and says
  // nothing; the rest of the section works.
  servicesRow({ call: 'add-on installations', path: '/backend/add-on/installations/*', says: null }, FRIDGE, async (services) => {
    // The insurance still shows, on its own.
    await expect(addOns(services).getByRole('checkbox', { name: /^Proteksi/ })).toBeVisible();
    await expect(services.getByRole('group', { name: 'Pemasangan' })).toHaveCount(0);
  }),
  // The fridge's insurances fail: its installations show without them.
  servicesRow({ call: 'add-on insurances', path: '/backend/add-on/insurances/*', says: null }, FRIDGE, async (services) => {
    await expect(addOns(services).getByRole('checkbox', { name: /^Pemasangan standar/ })).toBeVisible();
    await none(addOns(services).getByRole('group', { name: 'Asuransi' }));
  }),
  // Checking a ticked add-on fails once: it stays ticked, the page says so, and the retry checks it.
  row(
    { call: 'add-on availability', path: '/backend/add-on/availability', says: 'Ketersediaan layanan belum bisa dicek.', times: 1 },
    {
      product: FRIDGE,
      prepare: async (page) => {
        await section(page, 'Layanan');
        await standardInstallation(page).check();
      },
      rest: async (page) => {
        await expect(standardInstallation(page), 'the choice is kept').toBeChecked();
        await addOns(page).getByRole('button', { name: 'Coba lagi' }).click();
        await expect(addOns(page).getByText('Ketersediaan layanan belum bisa dicek.')).toHaveCount(0);
      },
    },
  ),
  // On the installation page the list fails once: it says so with a retry, which lists them.
  row(
    { call: 'add-on installations (installation page)', path: '/backend/add-on/installations/*', says: 'Gagal memuat layanan pemasangan.', times: 1 },
    retriedOnPage(INSTALLATION_PAGE, { back: (page) => page.getByRole('region', { name: 'Pemasangan standar' }) }),
  ),
];
