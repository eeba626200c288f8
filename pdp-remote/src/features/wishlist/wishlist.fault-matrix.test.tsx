// The fault matrix of the wishlist (tooling/e2e/fault-matrix.e2e.ts, one test per row, named by its
// `call`): a member's albums and the albums holding the product (read), adding the product to one,
// making an album, deleting one item and every item at once, failed in every way the simulator fails
// a call (FAULT_KINDS). Each proves what its row proves in the browser: the failure says the
// catalogue's words, what the shopper chose and typed is as they left it and the ticks show what the
// backend holds, a retry brings the albums where the row presses "Coba lagi", and nothing is thrown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, startBackendMock } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, alertSaying, faultHandler, retryIn, serveProduct, watchNothingThrown, type FaultKind } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI, PATH, serveWishlist } from './wishlist.test-backend';

startBackendMock();
beforeEach(() => {
  serveProduct();
  Element.prototype.scrollIntoView = jest.fn();
});

/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });

const WISHLIST_FAILED = 'Gagal menyimpan wishlist. Silakan coba lagi.';
const seller = () => screen.findByRole('region', { name: 'Penjual' });
const album = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });
const albumName = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Nama album baru' });

/** The member on the shoes, the wishlist modal opened from the seller section (its albums not awaited: a read may fail). */
async function openModal(buttonName = 'Simpan ke wishlist') {
  renderRemote({ user: BUDI, path: PATH });
  await userEvent.click(await within(await seller()).findByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', { name: 'Simpan ke wishlist' });
}
/** The albums are shown (the reads answered). */
const albumsShown = async (dialog: HTMLElement) => within(dialog).findByRole('group', { name: 'Album wishlist' });
// A tick shows what the backend holds: it changes once the answer is in, so it is clicked, then awaited.
async function saveIn(dialog: HTMLElement, name: string) {
  await userEvent.click(album(dialog, `${name} (0 produk)`));
  await waitFor(() => expect(album(dialog, `${name} (1 produk)`)).toBeChecked());
}

describe('fault matrix: wishlist', () => {
  it.each(FAULT_KINDS)('wishlist albums × %s: says "Gagal memuat album wishlist." in the modal, and a retry brings the albums', async (fault) => {
    serveWishlist();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/member/wishlist/_groups`, fault, { times: 1 }));
    const dialog = await openModal();
    const alert = await alertSaying(dialog, 'Gagal memuat album wishlist.');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await retryIn(alert);
    expect(await within(dialog).findByRole('checkbox', { name: 'Favorit (0 produk)' })).not.toBeChecked();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'wishlist product albums × %s: the button still offers to save, the modal says "Gagal memuat album wishlist.", and a retry brings the albums',
    async (fault) => {
      // The product is saved in Favorit: only a failed read shows it as not saved.
      serveWishlist({ saved: ['WG-1'] });
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/member/wishlist/_product/:id/groups`, fault, { times: 1 }));
      const dialog = await openModal();
      const alert = await alertSaying(dialog, 'Gagal memuat album wishlist.');
      expect(within(await seller()).getByRole('button', { name: 'Simpan ke wishlist' })).toBeInTheDocument();
      await retryIn(alert);
      expect(await within(dialog).findByRole('checkbox', { name: 'Favorit (1 produk)' })).toBeChecked();
      expect(await within(await seller()).findByRole('button', { name: 'Ada di wishlist' })).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  /**
   * A write of the open modal failing, the wishlist served: `before` succeeds first, `act` meets the
   * failure, which the modal says. Gives the modal and the calls the wishlist had.
   */
  async function failedWrite(
    fault: FaultKind,
    {
      method,
      path,
      before,
      act,
    }: { method: 'POST' | 'DELETE'; path: string; before: (dialog: HTMLElement) => Promise<void>; act: (dialog: HTMLElement) => Promise<void> },
  ) {
    const calls = serveWishlist();
    const dialog = await openModal();
    await albumsShown(dialog);
    await before(dialog);
    // Installed once `before` is done: only the write under test fails.
    backendServer.use(faultHandler(method, `${TEST_BACKEND}/${path}`, fault));
    await act(dialog);
    await alertSaying(dialog, WISHLIST_FAILED);
    return { dialog, calls };
  }

  it.each(FAULT_KINDS)(`wishlist add product × %s: says "${WISHLIST_FAILED}", keeps the album name typed, and leaves the album unticked`, async (fault) => {
    const { dialog } = await failedWrite(fault, {
      method: 'POST',
      path: 'member/wishlist/_product/:id/groups',
      before: (modal) => userEvent.type(albumName(modal), 'Sepatu Lari'),
      act: (modal) => userEvent.click(album(modal, 'Favorit (0 produk)')),
    });
    expect(albumName(dialog)).toHaveValue('Sepatu Lari');
    expect(album(dialog, 'Favorit (0 produk)')).not.toBeChecked();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(`wishlist create album × %s: says "${WISHLIST_FAILED}", keeps the name typed, and saving in an album still works`, async (fault) => {
    const { dialog, calls } = await failedWrite(fault, {
      method: 'POST',
      path: 'member/wishlist/_groups',
      before: (modal) => userEvent.type(albumName(modal), 'Sepatu Lari'),
      act: (modal) => userEvent.click(within(modal).getByRole('button', { name: 'Buat album dan simpan' })),
    });
    expect(albumName(dialog)).toHaveValue('Sepatu Lari');
    await saveIn(dialog, 'Favorit');
    expect(albumName(dialog)).toHaveValue('Sepatu Lari');
    expect(calls.filter((call) => call.startsWith('create'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(`wishlist delete item × %s: says "${WISHLIST_FAILED}", and the product stays saved in the album`, async (fault) => {
    const { dialog } = await failedWrite(fault, {
      method: 'DELETE',
      path: 'member/wishlist/items/:itemId',
      before: (modal) => saveIn(modal, 'Favorit'),
      act: (modal) => userEvent.click(album(modal, 'Favorit (1 produk)')),
    });
    expect(album(dialog, 'Favorit (1 produk)')).toBeChecked();
    expect(await within(await seller()).findByRole('button', { name: 'Ada di wishlist' })).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(`wishlist bulk delete × %s: says "${WISHLIST_FAILED}", and the product stays saved in every album`, async (fault) => {
    const { dialog } = await failedWrite(fault, {
      method: 'DELETE',
      path: 'member/wishlist/items',
      before: async (modal) => {
        await saveIn(modal, 'Favorit');
        await userEvent.type(albumName(modal), 'Lari');
        await userEvent.click(within(modal).getByRole('button', { name: 'Buat album dan simpan' }));
        await waitFor(() => expect(album(modal, 'Lari (1 produk)')).toBeChecked());
      },
      act: (modal) => userEvent.click(within(modal).getByRole('button', { name: 'Hapus dari semua album' })),
    });
    expect(album(dialog, 'Favorit (1 produk)')).toBeChecked();
    expect(album(dialog, 'Lari (1 produk)')).toBeChecked();
    expect(pageErrors).toEqual([]);
  });
});
