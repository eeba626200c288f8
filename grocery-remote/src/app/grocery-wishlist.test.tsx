// The wishlist on the grocery page at a phone's width (spec §3 `isInWishlist`, issue 61): the retail
// page's seller section gathers sharing, the wishlist and the report in its more options list there,
// and the list's wishlist option says the rice is saved once a member saved it to a new album, as the
// button does on a wide screen, and again after a reload.
// The backend is the simulator (mounted in MSW) on the rice (beras.json): Sari's albums are the
// simulator's (handlers/wishlist.ts), in her signed-in session, and a reload reads them again from it.
// The first screen and the seller section are what matter.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emulateViewportWidth } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { grocerySimulatorTests, mountGrocery, reloadGrocery } from '../__tests__';
import { SARI } from '../__tests__/grocery-products';

sectionsInView(['seller']);
const backend = grocerySimulatorTests();

let restoreWidth = () => undefined as void;
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  restoreWidth = emulateViewportWidth(360);
});
afterEach(() => restoreWidth());

async function openMoreOptions() {
  const seller = await screen.findByRole('region', { name: 'Penjual' });
  await userEvent.click(await within(seller).findByRole('button', { name: 'Opsi lainnya' }));
  return screen.findByRole('dialog', { name: 'Opsi lainnya' });
}

it('says the rice is in the wishlist in the phone’s more options list once saved to a new album, and after a reload', async () => {
  await backend.session.signIn(SARI.email);
  const first = await mountGrocery({ user: SARI });
  const list = await openMoreOptions();
  await userEvent.click(within(list).getByRole('button', { name: 'Simpan ke wishlist' }));
  const albums = await screen.findByRole('dialog', { name: 'Simpan ke wishlist' });
  await userEvent.type(await within(albums).findByRole('textbox', { name: 'Nama album baru' }), 'Belanja bulanan');
  await userEvent.click(within(albums).getByRole('button', { name: 'Buat album dan simpan' }));
  expect(await within(albums).findByText('Produk ini ada di 1 album.')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(await within(await screen.findByRole('dialog', { name: 'Opsi lainnya' })).findByRole('button', { name: 'Ada di wishlist' })).toBeInTheDocument();

  // A reload: the page mounted afresh reads the rice's albums again.
  await reloadGrocery(first);
  expect(await within(await openMoreOptions()).findByRole('button', { name: 'Ada di wishlist' })).toBeInTheDocument();
  // The album made is the simulator's, named as the shopper typed it.
  expect(backend.sent('POST', /^\/backend\/member\/wishlist\/_groups$/).map(({ body }) => body)).toEqual([{ name: 'Belanja bulanan' }]);
});
