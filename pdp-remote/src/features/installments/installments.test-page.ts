// Installments as their tests read them (installments.test.tsx, installments.fault-matrix.test.tsx), on
// the simulator's products (handlers/installments.ts): the phone (smartphone-x5.json, Rp3.999.000), paid
// by the banks' cards and the financing companies, which finance phones; the helmet (Rp389.000), by the
// financing companies only, below their price range; the fridge, whose category they do not finance;
// the shoes, not tagged for installments.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export { PHONE } from '../../__tests__/phone-page';
export { SHOES } from '../../__tests__/products';
export const HELMET = '/p/helm-sepeda-lipat-urban/ps--HLM-60011';
export const FRIDGE = '/p/kulkas-2-pintu-dingin-300-l/ps--KLK-60009';

/** The simulator's paths of the list, v1 and v2. */
export const LIST_CALL = /^\/backend\/(product|product-detail)\/products\/[^/]+\/installments$/;
/** The simulator's path of a method's estimation, v2. */
export const ESTIMATION_V2_CALL = /^\/backend\/product-detail\/products\/[^/]+\/installment\/[^/]+$/;

/** The installments row in the service section. */
export const installmentsRow = () => screen.findByRole('region', { name: /^Cicilan/ });

/** Opens the installment list modal from the row. */
export async function openList() {
  await userEvent.click(await within(await installmentsRow()).findByRole('button', { name: 'Lihat cicilan' }));
  return screen.findByRole('dialog', { name: 'Pilihan cicilan' });
}
