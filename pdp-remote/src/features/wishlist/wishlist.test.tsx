// Saving the product to wishlist albums as a shopper does it (spec §3 Wishlist, §5, §6, §8 Others):
// the button says whether the product is in any album; the modal ticks the albums holding it, adds and
// deletes one item per tick, makes an album under the name rule and saves the product there, removes
// it from every album at once, says a failure and keeps what was typed, says the backend's own word on
// a refused album (the twenty-first), retries failed albums, traps focus and gives it back; an
// anonymous shopper signs in and comes back to the open modal; English. Against the backend simulator
// (its wishlist handler, mounted in MSW) on the running shoes: Budi's albums live in his signed-in
// session, and a failure is a session fault.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { keepsFocusThenReturnsIt } from '@pdp/test-kit/focus-trap';
import { stubScrollIntoView } from '@pdp/test-kit/scroll-into-view';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import {
  SHOES,
  SHOES_ID,
  SHOES_SAVE_PATH,
  album,
  albumMadeElsewhere,
  albumReads,
  albumName,
  albumsMade,
  bulkDeletesSent,
  deletesSent,
  openModal,
  openWishlist,
  savesSent,
  shoesSavedElsewhere,
  wishlistButton,
  wishlistCallsSent,
} from './wishlist.test-page';
import { BUDI } from '../../__tests__/members';

sectionsInView(['seller']);
const backend = startSimulatorBackend(TEST_BACKEND);
const scrollIntoView = stubScrollIntoView();

/** The shoes' page (at `path`) for Budi, his session signed in. */
async function renderForBudi(path = SHOES) {
  await backend.session.signIn(BUDI.email);
  return renderRemote({ user: BUDI, path });
}

describe('saving the product to wishlist albums', () => {
  it('ticks an album to save the product there and unticks it to delete that item; the button follows', async () => {
    await backend.session.signIn(BUDI.email);
    const lari = await albumMadeElsewhere('Lari');
    renderRemote({ user: BUDI, path: SHOES });
    const { dialog } = await openWishlist();
    // A plural: its line is blank until the page's on-demand message formatter has loaded (slow on a busy machine).
    expect(await within(dialog).findByText('Produk ini belum ada di album mana pun.')).toBeInTheDocument();
    expect(album(dialog, 'Favorit (0 produk)')).not.toBeChecked();
    // The albums' counts, read again after the write, arrive late: the box ticked keeps focus meanwhile.
    await backend.session.fault('/backend/member/wishlist/_groups', 'latency=100', { method: 'GET', times: 1 });
    // By keyboard.
    album(dialog, 'Lari (0 produk)').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(album(dialog, 'Lari (1 produk)')).toBeChecked());
    expect(album(dialog, 'Lari (1 produk)')).toHaveFocus();
    expect(albumReads(backend)).toBe(2);
    expect(within(dialog).getByText('Produk ini ada di 1 album.')).toBeInTheDocument();
    expect(await wishlistButton('Ada di wishlist')).toBeInTheDocument();
    expect(savesSent(backend)).toEqual([{ pathname: SHOES_SAVE_PATH, groupId: lari }]);
    await userEvent.click(album(dialog, 'Lari (1 produk)'));
    await waitFor(() => expect(album(dialog, 'Lari (0 produk)')).not.toBeChecked());
    // The item the save made (the simulator numbers albums and items in one run: Lari WG-2, the item WI-3).
    expect(deletesSent(backend)).toEqual([{ pathname: '/backend/member/wishlist/items/WI-3', productId: SHOES_ID }]);
    expect(await wishlistButton('Simpan ke wishlist')).toBeInTheDocument();
  });

  it('shows a product already saved as such, and removes it from every album at once', async () => {
    await backend.session.signIn(BUDI.email);
    const lari = await albumMadeElsewhere('Lari');
    await shoesSavedElsewhere('WG-1');
    await shoesSavedElsewhere(lari);
    renderRemote({ user: BUDI, path: SHOES });
    const { dialog } = await openWishlist('Ada di wishlist');
    expect(album(dialog, 'Favorit (1 produk)')).toBeChecked();
    expect(album(dialog, 'Lari (1 produk)')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus dari semua album' }));
    expect(await within(dialog).findByText('Produk dihapus dari wishlist.')).toBeInTheDocument();
    expect(bulkDeletesSent(backend)).toEqual([{ ids: ['WI-3', 'WI-4'], productId: SHOES_ID }]);
    await waitFor(() => expect(album(dialog, 'Favorit (0 produk)')).not.toBeChecked());
    expect(album(dialog, 'Lari (0 produk)')).not.toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Hapus dari semua album' })).not.toBeInTheDocument();
    expect(await wishlistButton('Simpan ke wishlist')).toBeInTheDocument();
  });

  it('makes an album of letters, digits, hyphens and spaces and saves the product in it', async () => {
    await renderForBudi();
    const { dialog } = await openWishlist();
    const name = albumName(dialog);
    await userEvent.type(name, 'Kado!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat album dan simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Hanya dapat diisi huruf dan angka.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(albumsMade(backend)).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, ' Kado Lebaran-2026 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat album dan simpan' }));
    expect(await within(dialog).findByText('Album Kado Lebaran-2026 dibuat, produk tersimpan di sana.')).toBeInTheDocument();
    await waitFor(() => expect(album(dialog, 'Kado Lebaran-2026 (1 produk)')).toBeChecked());
    expect(albumsMade(backend)).toEqual(['Kado Lebaran-2026']);
    // The album the simulator made (WG-2, after Favorit) is the one the product was saved in.
    expect(savesSent(backend)).toEqual([{ pathname: SHOES_SAVE_PATH, groupId: 'WG-2' }]);
    expect(album(dialog, 'Favorit (0 produk)')).not.toBeChecked();
    expect(name).toHaveValue('');
  });

  it('says a failed save and keeps the album name typed; the ticks show what the backend holds', async () => {
    await backend.session.fault('/backend/member/wishlist/_product/*/groups', 'status=500', { method: 'POST' });
    await renderForBudi();
    const { dialog } = await openWishlist();
    await userEvent.click(album(dialog, 'Favorit (0 produk)'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menyimpan wishlist. Silakan coba lagi.');
    expect(album(dialog, 'Favorit (0 produk)')).not.toBeChecked();
    const name = albumName(dialog);
    await userEvent.type(name, 'Sepatu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat album dan simpan' }));
    await waitFor(() => expect(savesSent(backend)).toHaveLength(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menyimpan wishlist. Silakan coba lagi.');
    expect(name).toHaveValue('Sepatu');
    expect(await wishlistButton('Simpan ke wishlist')).toBeInTheDocument();
  });

  it("shows the backend's own word on a refused album: the twenty-first", async () => {
    await backend.session.signIn(BUDI.email);
    // Favorit and nineteen more: the most a member may have.
    const nineteen = Array.from({ length: 19 }, (_, index) => `Album ${index + 2}`);
    for (const name of nineteen) await albumMadeElsewhere(name);
    renderRemote({ user: BUDI, path: SHOES });
    const { dialog } = await openWishlist();
    expect(album(dialog, 'Album 20 (0 produk)')).not.toBeChecked();
    await userEvent.type(albumName(dialog), 'Album 21');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat album dan simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Maksimal 20 album.');
    // The page asked once, after the nineteen made elsewhere.
    expect(albumsMade(backend)).toEqual([...nineteen, 'Album 21']);
    expect(savesSent(backend)).toEqual([]);
    expect(albumName(dialog)).toHaveValue('Album 21');
  });

  it('resets failed albums to empty with a retry that brings them', async () => {
    await backend.session.fault('/backend/member/wishlist/_groups', 'status=500', { method: 'GET', times: 1 });
    await renderForBudi();
    const { dialog } = await openModal();
    expect(await within(dialog).findByText('Gagal memuat album wishlist.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Favorit (0 produk)' })).toBeInTheDocument();
  });

  it('keeps focus inside, closes on Escape and gives focus back to the button', async () => {
    await renderForBudi();
    const { button, dialog } = await openWishlist();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await keepsFocusThenReturnsIt(dialog, button, 8);
  });

  it('sends an anonymous shopper to login, asking nothing first', async () => {
    const { props } = renderRemote({ path: `${SHOES}?qty=2` });
    await userEvent.click(await wishlistButton());
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${SHOES}?qty=2&pdpAction=wishlist` });
    expect(wishlistCallsSent(backend)).toEqual([]);
  });

  it('back from login, scrolls to the seller, opens the albums once and takes the action out of the address', async () => {
    const { props } = await renderForBudi(`${SHOES}?qty=2&pdpAction=wishlist`);
    const dialog = await screen.findByRole('dialog', { name: 'Simpan ke wishlist' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Favorit (0 produk)' })).toBeInTheDocument();
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('pdp-section-seller'));
    expect(props.navigate).toHaveBeenCalledWith({ path: `${SHOES}?qty=2`, replace: true, resetScroll: false });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await wishlistButton()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(albumReads(backend)).toBe(1);
  });

  it('reads in English', async () => {
    await backend.session.signIn(BUDI.email);
    await shoesSavedElsewhere('WG-1');
    renderRemote({ user: BUDI, path: SHOES, locale: 'en' });
    await userEvent.click(await wishlistButton('In your wishlist'));
    const dialog = await screen.findByRole('dialog', { name: 'Save to wishlist' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Favorit (1 product)' })).toBeChecked();
    expect(within(dialog).getByText('This product is in 1 album.')).toBeInTheDocument();
  });
});
