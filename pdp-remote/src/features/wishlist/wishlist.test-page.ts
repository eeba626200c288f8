// The wishlist as its tests read it (wishlist.test.tsx, wishlist.fault-matrix.test.tsx,
// app/modals/more-options.test.tsx), on the simulator: the running shoes' page
// (sepatu-lari-aero-run.json), Budi as the member (accounts.json), and his albums as the simulator
// holds them in his signed-in session (handlers/wishlist.ts: every member starts with `Favorit`,
// WG-1). Albums and saves made before the page opens go through the simulator's own wishlist calls in
// the same session, as the page of another tab would make them; the modal as a shopper opens it from
// the seller section; and the wishlist calls the page sent.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import type { SimulatorBackend } from '@pdp/test-kit/simulator-backend';

export { SHOES } from '../../__tests__/products';
/** The shoes, as the page names the product in its wishlist calls (the product id of its path). */
export const SHOES_ID = 'ps--SPL-60001';

/** The simulator's paths of the wishlist calls (handlers/wishlist.ts). */
const GROUPS_CALL = /^\/backend\/member\/wishlist\/_groups$/;
const PRODUCT_GROUPS_CALL = /^\/backend\/member\/wishlist\/_product\/[^/]+\/groups$/;
const ITEM_CALL = /^\/backend\/member\/wishlist\/items\/[^/]+$/;
const ITEMS_CALL = /^\/backend\/member\/wishlist\/items$/;
const ANY_WISHLIST_CALL = /^\/backend\/member\/wishlist\//;

// What was sent: every call of the test, a test's own calls made elsewhere among them (they go through
// the same MSW), so a test reads the page's after those it made.
/** Every wishlist call the page sent, of any method. */
export const wishlistCallsSent = (backend: SimulatorBackend) => ['GET', 'POST', 'DELETE'].flatMap((method) => backend.sent(method, ANY_WISHLIST_CALL));
/** How many times the page read the member's albums. */
export const albumReads = (backend: SimulatorBackend) => backend.sent('GET', GROUPS_CALL).length;
/** The names of the albums the page asked to make. */
export const albumsMade = (backend: SimulatorBackend) => backend.sent('POST', GROUPS_CALL).map((call) => (call.body as { name: string }).name);
/** The albums the page asked to save the product in, each as its product path and the album's id. */
export const savesSent = (backend: SimulatorBackend) =>
  backend.sent('POST', PRODUCT_GROUPS_CALL).map((call) => ({ pathname: call.pathname, groupId: (call.body as { groupId: string }).groupId }));
/** The items the page asked to delete, one at a time, each as its path and the product named. */
export const deletesSent = (backend: SimulatorBackend) =>
  backend.sent('DELETE', ITEM_CALL).map((call) => ({ pathname: call.pathname, productId: call.query.get('productId') }));
/** The items the page asked to delete at once, each call's ids and the product named. */
export const bulkDeletesSent = (backend: SimulatorBackend) =>
  backend.sent('DELETE', ITEMS_CALL).map((call) => ({ ids: call.query.getAll('ids'), productId: call.query.get('productId') }));
/** The shoes' path of a save, as the page sends it. */
export const SHOES_SAVE_PATH = `/backend/member/wishlist/_product/${SHOES_ID}/groups`;

async function inTheSession(path: string, json: unknown) {
  const answer = await fetch(`${TEST_BACKEND}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: unknown }).data;
}

/** The member makes an album elsewhere (another tab, in the same simulator session): its id. */
export async function albumMadeElsewhere(name: string): Promise<string> {
  return ((await inTheSession('member/wishlist/_groups', { name })) as { id: string }).id;
}

/** The member saves the shoes in the album `groupId` elsewhere (another tab, in the same simulator session). */
export async function shoesSavedElsewhere(groupId: string) {
  await inTheSession(`member/wishlist/_product/${SHOES_ID}/groups`, { groupId });
}

/** The seller section, where the wishlist button stands. */
export const seller = () => screen.findByRole('region', { name: /^(Penjual|Seller)$/ });
/** The seller section's wishlist button, by what it says (`Simpan ke wishlist`, `Ada di wishlist`). */
export const wishlistButton = async (name: string | RegExp = 'Simpan ke wishlist') => within(await seller()).findByRole('button', { name });

/** Opens the wishlist modal from the seller section's button, its albums not awaited (a read may fail). */
export async function openModal(buttonName?: string) {
  const button = await wishlistButton(buttonName);
  await userEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: 'Simpan ke wishlist' }) };
}

/** Opens the wishlist modal and waits for its albums. */
export async function openWishlist(buttonName?: string) {
  const opened = await openModal(buttonName);
  await within(opened.dialog).findByRole('group', { name: 'Album wishlist' });
  return opened;
}

/** An album's box in the modal, by its name and count (`Favorit (0 produk)`). */
export const album = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });
/** The modal's field for a new album's name. */
export const albumName = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Nama album baru' });
