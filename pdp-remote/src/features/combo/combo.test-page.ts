// The combo as a shopper meets it (combo.test.tsx, combo.fault-matrix.test.tsx, bundling-catalog.test.tsx),
// on the simulator's products: the phone tagged COMBO (smartphone-x5.json: combo CMB-HPX-01 of the
// phone, the headphone and the tumbler, 10% off each, and the console, out of stock; its bundle
// BND-HPX-01), and the tumbler, not tagged COMBO. Opening the bottom sheet.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export { PHONE } from '../../__tests__/phone-page';
export const TUMBLER = '/p/tumbler-stainless-500-ml/ps--TMB-60006';
export const BUNDLE_PATH = '/retail/bundling-catalog/BND-HPX-01';
/** The page's member; the test signs its simulator session in too (`backend.session.signIn()`). */
export const BUDI = { id: 'u1', name: 'Budi' };

/** The simulator's paths of the combo's add to bag and the bundle's add item. */
export const COMBO_ADD_CALL = /^\/backend\/retail\/carts\/_add-bulk$/;
export const BUNDLE_ADD_CALL = /^\/backend\/retail\/bundling-catalog\/[^/]+\/_add-item$/;

/** Opens the bottom sheet from the combo row, once its items are in. */
export async function openSheet() {
  await userEvent.click(await screen.findByRole('button', { name: 'Lihat paket' }));
  const sheet = await screen.findByRole('dialog', { name: 'Paket combo' });
  await within(sheet).findByRole('checkbox', { name: /Headphone Nirkabel/ });
  return sheet;
}
