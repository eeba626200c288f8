// Trade-in as the trade-in tests read it (trade-in.test.tsx, trade-in.fault-matrix.test.tsx), on the
// simulator's products: the phone trades (up to Rp1.500.000 off; smartphone-x5.json) and its trade-in
// page lists the phones and tablets taken in; the shoes do not trade and list none.
import { screen, within } from '@testing-library/react';
import type { SimulatorBackend } from '@pdp/test-kit/simulator-backend';

export { PHONE } from '../../__tests__/phone-page';
export { SHOES } from '../../__tests__/products';
export const PHONE_TRADE_IN_PAGE = '/trade-in/s/smartphone-nusantara-x5-8-gb/ps--HPX-60003';
export const SHOES_TRADE_IN_PAGE = '/trade-in/s/sepatu-lari-pria-aero-run-2/ps--SPL-60001';

/** The simulator's paths of the two trade-in calls (handlers/trade-in.ts). */
const ELIGIBILITY_CALL = /^\/backend\/trade-in\/products\/[^/]+$/;
export const CATEGORIES_CALL = /^\/backend\/trade-in\/products\/[^/]+\/category-info$/;

/** The items whose eligibility the page asked the simulator for, in order (each call's path). */
export const eligibilityAsked = (backend: SimulatorBackend) => backend.sent('GET', ELIGIBILITY_CALL).map((call) => call.pathname);

/** The trade-in row in the service section. */
export const tradeInRow = () => screen.findByRole('region', { name: 'Tukar tambah' });

/** The phone's trade-in page lists the phones taken in, each with the most it is worth. */
export async function phonesListed() {
  const phones = await screen.findByRole('region', { name: 'Handphone' });
  expect(
    within(phones)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Android · hingga Rp1.500.000', 'iPhone · hingga Rp1.500.000']);
}
