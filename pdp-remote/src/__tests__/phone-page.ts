// The simulator's phone (smartphone-x5.json) as the simulator-backed tests of its features read it
// (combo, trade-in, installments): its page, and picking another colour of it, the rest of the page
// working.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { renderRemote } from './render-remote';

export const PHONE = '/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003';
/** The green phone's page: 256 GB, the only green one sold, 4 left. */
const GREEN_PHONE = '/p/smartphone-nusantara-x5-8-gb/is--HPX-60003-00003';

/**
 * The rest of the phone's page works: + Bag can be pressed, picking green asks the host for the green
 * phone's page, and, the host showing it, it shows its 4 left.
 */
export async function buyingAndColourPickWork(view: ReturnType<typeof renderRemote>) {
  expect(await screen.findByRole('button', { name: '+ Bag' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Hijau' }));
  expect(view.props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: GREEN_PHONE }));
  view.rerenderWith({ path: GREEN_PHONE });
  expect(await screen.findByText('Tersisa 4 produk')).toBeInTheDocument();
  expect(view.props.reportError).not.toHaveBeenCalled();
}
