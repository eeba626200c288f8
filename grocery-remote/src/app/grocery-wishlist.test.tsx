// The wishlist on the grocery page at a phone's width (spec §3 `isInWishlist`, issue 61): the retail
// page's seller section gathers sharing, the wishlist and the report in its more options list there,
// and the list's wishlist option says the rice is saved once a member saved it to a new album, as the
// button does on a wide screen, and again after a reload.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emulateViewportWidth } from '@pdp/test-kit';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, mountGrocery, reloadGrocery } from '../__tests__';

groceryPageTests();

const SARI = { id: 'u2', name: 'Sari' };
let restoreWidth = () => undefined as void;
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  restoreWidth = emulateViewportWidth(360);
});
afterEach(() => restoreWidth());

/** A member's albums and the rice's place in them, held as the simulator holds them: a new album gets the rice. */
function serveWishlist() {
  const groups = [{ id: 'WG-1', name: 'Dapur' }];
  const items: { itemId: string; groupId: string }[] = [];
  const productGroups = () => envelope({ productGroups: items, notifiedProducts: [] });
  groceryBackend.use(
    http.get(`${GROCERY_BACKEND}/member/wishlist/_groups`, () =>
      envelope({ groups: groups.map((group) => ({ ...group, itemCount: items.filter((item) => item.groupId === group.id).length })) }),
    ),
    http.get(`${GROCERY_BACKEND}/member/wishlist/_product/:id/groups`, productGroups),
    http.post(`${GROCERY_BACKEND}/member/wishlist/_groups`, async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      groups.push({ id: `WG-${groups.length + 1}`, name });
      return envelope({ id: `WG-${groups.length}` });
    }),
    http.post(`${GROCERY_BACKEND}/member/wishlist/_product/:id/groups`, async ({ request }) => {
      const { groupId } = (await request.json()) as { groupId: string };
      items.push({ itemId: `WI-${items.length + 1}`, groupId });
      return productGroups();
    }),
  );
}

async function openMoreOptions() {
  const seller = await screen.findByRole('region', { name: 'Penjual' });
  await userEvent.click(await within(seller).findByRole('button', { name: 'Opsi lainnya' }));
  return screen.findByRole('dialog', { name: 'Opsi lainnya' });
}

it('says the rice is in the wishlist in the phone’s more options list once saved to a new album, and after a reload', async () => {
  serveWishlist();
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
});
