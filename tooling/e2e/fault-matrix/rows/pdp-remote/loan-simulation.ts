// The loan simulation's calls (pdp-remote/src/features/loan-simulation), on the motorcycle.
import { expect, type Locator, type Page } from '@playwright/test';
import { MOTORCYCLE } from '../../../products';
import { retry, row, section, servicesRow, type FaultMatrixCall } from '../../row';

const simulation = (services: Locator) => services.getByRole('region', { name: /^Simulasi kredit/ });
const loanSimulation = async (page: Page) => simulation(await section(page, 'Layanan'));

export const LOAN_SIMULATION_ROWS: FaultMatrixCall[] = [
  // The motorcycle's loan options fail: the simulation says so with a retry; the section and the page work.
  servicesRow(
    { call: 'loan simulation options', path: '/backend/product-detail/products/*/loan-simulation/options', says: 'Simulasi kredit belum bisa ditampilkan.' },
    MOTORCYCLE,
    async (services, page) => {
      await expect(simulation(services).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
      await page.getByRole('button', { name: 'Hitam', exact: true }).click();
      await expect(page).toHaveURL(/is--MTR-60015-00002$/);
    },
  ),
  // The tenors fail once: the simulation says so, keeps what was typed, and its retry brings them.
  row(
    {
      call: 'loan simulation tenors',
      path: '/backend/product-detail/products/*/loan-simulation/tenors',
      says: 'Cicilan belum bisa dihitung. Coba lagi.',
      times: 1,
    },
    {
      product: MOTORCYCLE,
      prepare: async (page) => {
        const loan = await loanSimulation(page);
        await loan.getByLabel('Lokasi').selectOption({ label: 'Jabodetabek' });
        await loan.getByLabel('Uang muka (DP)').fill('4500000');
        await loan.getByRole('button', { name: 'Hitung cicilan' }).click();
      },
      rest: async (page) => {
        const loan = await loanSimulation(page);
        await expect(loan.getByLabel('Uang muka (DP)')).toHaveValue('4500000');
        await retry(loan, loan.getByRole('group', { name: 'Pilih tenor' }).getByRole('radio', { name: /^12 bulan/ }));
      },
    },
  ),
];
