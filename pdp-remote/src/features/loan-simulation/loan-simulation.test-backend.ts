// The loan simulation's calls as its tests serve them (loan-simulation.test.tsx and
// loan-simulation.fault-matrix.test.tsx): the options (down payments, locations, the promo ticker) and
// the tenors; and the simulation filled in as a shopper fills it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoanSimulationOptionsDto, LoanTenorDto, LoanTenorsRequest } from '@pdp/backend-api/payments';
import { TEST_BACKEND, backendServer, envelope, http } from '@pdp/test-kit/backend-mock';

// The summary's item costs Rp629.300.
export const OPTIONS: LoanSimulationOptionsDto = {
  downPayment: [62000, 125000, 188000],
  locations: [
    { code: 'JABODETABEK', name: 'Jabodetabek' },
    { code: 'JAWA_BARAT', name: 'Jawa Barat' },
  ],
  promoTicker: 'Bunga promo 3% untuk tenor 12 bulan',
};
export const TENORS: LoanTenorDto[] = [
  { months: 12, monthlyAmount: 46000, interestPercent: 3, interestType: 'FIXED', promo: true },
  { months: 24, monthlyAmount: 25500, interestPercent: 8.5, interestType: 'FIXED', promo: false },
  { months: 36, monthlyAmount: 19000, interestPercent: 9.5, interestType: 'CAPPED', promo: false },
];

/** The two loan simulation calls; records the tenors' bodies. */
export function serveLoan({ options = () => envelope(OPTIONS), tenors = (_body: LoanTenorsRequest) => envelope(TENORS) } = {}) {
  const asked: LoanTenorsRequest[] = [];
  let optionCalls = 0;
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:itemSku/loan-simulation/options`, () => (optionCalls++, options())),
    http.post(`${TEST_BACKEND}/product-detail/products/:itemSku/loan-simulation/tenors`, async ({ request }) => {
      const body = (await request.json()) as LoanTenorsRequest;
      asked.push(body);
      return tenors(body);
    }),
  );
  return { asked, optionCalls: () => optionCalls };
}

/** The simulation's region in the service section. */
export const simulation = () => screen.findByRole('region', { name: /^Simulasi kredit/ });

/** Chooses the location and types the down payment (each when given), then asks for the tenors. */
export async function fillIn(region: HTMLElement, { location, downPayment }: { location?: string; downPayment?: string }) {
  if (location) await userEvent.selectOptions(within(region).getByLabelText('Lokasi'), location);
  if (downPayment !== undefined) {
    const field = within(region).getByLabelText('Uang muka (DP)');
    await userEvent.clear(field);
    if (downPayment) await userEvent.type(field, downPayment);
  }
  await userEvent.click(within(region).getByRole('button', { name: 'Hitung cicilan' }));
}
