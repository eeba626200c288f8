// The free gifts as a shopper meets them (free-gift.test.tsx, free-gift.fault-matrix.test.tsx), on the
// simulator's laptop tagged FREE_GIFT (laptop-cakra.json: its gifts for a purchase of at least
// Rp15.000.000, i.e. two laptops), and opening the gifts from their row.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export const LAPTOP = '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008';
/** The page's member; the test signs its simulator session in too (`backend.session.signIn()`). */
export const BUDI = { id: 'u1', name: 'Budi' };
/** The simulator's path of the free-gift cart. */
export const GIFT_CART_CALL = /^\/backend\/retail\/free-gift\/carts$/;

/** Opens the gifts from their row, once they are in. */
export async function openGifts() {
  await userEvent.click(await screen.findByRole('button', { name: 'Pilih hadiah' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hadiah gratis' });
  await within(dialog).findByRole('checkbox', { name: /Tas Laptop/ });
  return dialog;
}
