// The loan simulation as its tests read it (loan-simulation.test.tsx, loan-simulation.fault-matrix.test.tsx),
// on the simulator's products: the motorcycle, tagged INSTALLMENT_SIMULATION (motor-matik.json: red at
// Rp24.500.000, black at Rp24.750.000, 3 left), whose options suggest 10, 20 and 30 % down and the
// three regions; the shoes, not tagged. And the simulation filled in as a shopper fills it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
export { SHOES } from '../../__tests__/products';

export const MOTORCYCLE = '/p/sepeda-motor-matik-lintas-125/ps--MTR-60015';
export const RED_MOTORCYCLE = '/p/sepeda-motor-matik-lintas-125/is--MTR-60015-00001';
export const BLACK_MOTORCYCLE = '/p/sepeda-motor-matik-lintas-125/is--MTR-60015-00002';

/** The simulator's paths of the two loan simulation calls (handlers/loan-simulation.ts). */
export const OPTIONS_CALL = /^\/backend\/product-detail\/products\/[^/]+\/loan-simulation\/options$/;
export const TENORS_CALL = /^\/backend\/product-detail\/products\/[^/]+\/loan-simulation\/tenors$/;

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
