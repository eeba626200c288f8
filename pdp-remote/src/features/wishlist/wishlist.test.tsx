// Saving the product to wishlist albums as a shopper does it (spec §3 Wishlist, §5, §6, §8 Others):
// the button says whether the product is in any album; the modal ticks the albums holding it, adds and
// deletes one item per tick, makes an album under the name rule and saves the product there, removes
// it from every album at once, says a failure and keeps what was typed, retries failed albums, traps
// focus and gives it back; an anonymous shopper signs in and comes back to the open modal; English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '@pdp/test-kit/backend-mock';
import { keepsFocusThenReturnsIt } from '@pdp/test-kit/focus-trap';
import { stubScrollIntoView } from '@pdp/test-kit/scroll-into-view';
import { renderRemote } from '../../__tests__/render-remote';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { BUDI, PATH, serveWishlist, serverError } from './wishlist.test-backend';

startBackendMock();
const scrollIntoView = stubScrollIntoView();
beforeEach(() => backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary()))));

const seller = () => screen.findByRole('region', { name: /^(Penjual|Seller)$/ });
const wishlistButton = async (name: string | RegExp = 'Simpan ke wishlist') => within(await seller()).findByRole('button', { name });
async function openWishlist(name?: string) {
  const button = await wishlistButton(name);
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Simpan ke wishlist' });
  await within(dialog).findByRole('group', { name: 'Album wishlist' });
  return { button, dialog };
}
const album = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });

describe('saving the product to wishlist albums', () => {
  it('ticks an album to save the product there and unticks it to delete that item; the button follows', async () => {
    const calls = serveWishlist({
      albums: [
        { id: 'WG-1', name: 'Favorit' },
        { id: 'WG-2', name: 'Lari' },
      ],
    });
    renderRemote({ user: BUDI, path: PATH });
    const { dialog } = await openWishlist();
    // A plural: its line is blank until the page's on-demand message formatter has loaded (slow on a busy machine).
    expect(await within(dialog).findByText('Produk ini belum ada di album mana pun.')).toBeInTheDocument();
    // By keyboard: the box ticked keeps focus while the albums' counts are read again.
    album(dialog, 'Lari (0 produk)').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(album(dialog, 'Lari (1 produk)')).toBeChecked());
    expect(album(dialog, 'Lari (1 produk)')).toHaveFocus();
    expect(within(dialog).getByText('Produk ini ada di 1 album.')).toBeInTheDocument();
    expect(await wishlistButton('Ada di wishlist')).toBeInTheDocument();
    await userEvent.click(album(dialog, 'Lari (1 produk)'));
    await waitFor(() => expect(album(dialog, 'Lari (0 produk)')).not.toBeChecked());
    expect(calls).toEqual(expect.arrayContaining(['add WG-2', 'delete WI-11 of ps--SPL-1']));
    expect(await wishlistButton('Simpan ke wishlist')).toBeInTheDocument();
  });

  it('shows a product already saved as such, and removes it from every album at once', async () => {
    const calls = serveWishlist({
      albums: [
        { id: 'WG-1', name: 'Favorit' },
        { id: 'WG-2', name: 'Lari' },
      ],
      saved: ['WG-1', 'WG-2'],
    });
    renderRemote({ user: BUDI, path: PATH });
    const { dialog } = await openWishlist('Ada di wishlist');
    expect(album(dialog, 'Favorit (1 produk)')).toBeChecked();
    expect(album(dialog, 'Lari (1 produk)')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus dari semua album' }));
    expect(await within(dialog).findByText('Produk dihapus dari wishlist.')).toBeInTheDocument();
    expect(calls).toContain('bulk delete WI-1,WI-2');
    await waitFor(() => expect(album(dialog, 'Favorit (0 produk)')).not.toBeChecked());
    expect(within(dialog).queryByRole('button', { name: 'Hapus dari semua album' })).not.toBeInTheDocument();
  });

  it('makes an album of letters, digits, hyphens and spaces and saves the product in it', async () => {
    const calls = serveWishlist();
    renderRemote({ user: BUDI, path: PATH });
    const { dialog } = await openWishlist();
    const name = within(dialog).getByRole('textbox', { name: 'Nama album baru' });
    await userEvent.type(name, 'Kado!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat album dan simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Hanya dapat diisi huruf dan angka.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.startsWith('create'))).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, ' Kado Lebaran-2026 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat album dan simpan' }));
    expect(await within(dialog).findByText('Album Kado Lebaran-2026 dibuat, produk tersimpan di sana.')).toBeInTheDocument();
    await waitFor(() => expect(album(dialog, 'Kado Lebaran-2026 (1 produk)')).toBeChecked());
    expect(calls).toEqual(expect.arrayContaining(['create Kado Lebaran-2026', 'add WG-11']));
    expect(name).toHaveValue('');
  });

  it('says a failed save and keeps the album name typed; the ticks show what the backend holds', async () => {
    serveWishlist({ fail: { add: serverError } });
    renderRemote({ user: BUDI, path: PATH });
    const { dialog } = await openWishlist();
    await userEvent.click(album(dialog, 'Favorit (0 produk)'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menyimpan wishlist. Silakan coba lagi.');
    expect(album(dialog, 'Favorit (0 produk)')).not.toBeChecked();
    const name = within(dialog).getByRole('textbox', { name: 'Nama album baru' });
    await userEvent.type(name, 'Sepatu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat album dan simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal menyimpan wishlist. Silakan coba lagi.');
    expect(name).toHaveValue('Sepatu');
  });

  it("shows the backend's own word on a refused album", async () => {
    serveWishlist({
      fail: {
        create: () => HttpResponse.json({ code: 400, status: 'GROUP_LIMIT_REACHED', data: null, errors: { name: ['Maksimal 20 album.'] } }, { status: 400 }),
      },
    });
    renderRemote({ user: BUDI, path: PATH });
    const { dialog } = await openWishlist();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nama album baru' }), 'Album 21');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buat album dan simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Maksimal 20 album.');
  });

  it('resets failed albums to empty with a retry that brings them', async () => {
    let failing = true;
    serveWishlist({ fail: { groups: () => (failing ? serverError() : (undefined as unknown as Response)) } });
    renderRemote({ user: BUDI, path: PATH });
    await userEvent.click(await wishlistButton());
    const dialog = await screen.findByRole('dialog', { name: 'Simpan ke wishlist' });
    expect(await within(dialog).findByText('Gagal memuat album wishlist.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Favorit (0 produk)' })).toBeInTheDocument();
  });

  it('keeps focus inside, closes on Escape and gives focus back to the button', async () => {
    serveWishlist();
    renderRemote({ user: BUDI, path: PATH });
    const { button, dialog } = await openWishlist();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await keepsFocusThenReturnsIt(dialog, button, 8);
  });

  it('sends an anonymous shopper to login, asking nothing first', async () => {
    const calls = serveWishlist();
    const { props } = renderRemote({ path: `${PATH}?qty=2` });
    await userEvent.click(await wishlistButton());
    expect(props.requestLogin).toHaveBeenCalledWith({ returnTo: `${PATH}?qty=2&pdpAction=wishlist` });
    expect(calls).toEqual([]);
  });

  it('back from login, scrolls to the seller, opens the albums once and takes the action out of the address', async () => {
    serveWishlist();
    const { props } = renderRemote({ user: BUDI, path: `${PATH}?qty=2&pdpAction=wishlist` });
    const dialog = await screen.findByRole('dialog', { name: 'Simpan ke wishlist' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Favorit (0 produk)' })).toBeInTheDocument();
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('pdp-section-seller'));
    expect(props.navigate).toHaveBeenCalledWith({ path: `${PATH}?qty=2`, replace: true, resetScroll: false });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await wishlistButton()).toHaveFocus();
  });

  it('reads in English', async () => {
    serveWishlist({ saved: ['WG-1'] });
    renderRemote({ user: BUDI, path: PATH, locale: 'en' });
    await userEvent.click(await wishlistButton('In your wishlist'));
    const dialog = await screen.findByRole('dialog', { name: 'Save to wishlist' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Favorit (1 product)' })).toBeChecked();
    expect(within(dialog).getByText('This product is in 1 album.')).toBeInTheDocument();
  });
});
