// The fault matrix of the wishlist (tooling/e2e/fault-matrix.e2e.ts, one test per row, named by its
// `call`): a member's albums and the albums holding the product (read), adding the product to one,
// making an album, deleting one item and every item at once, failed in every way the simulator fails
// a call (FAULT_KINDS). Each proves what its row proves in the browser: the failure says the
// catalogue's words, what the shopper chose and typed is as they left it and the ticks show what the
// backend holds, a retry brings the albums where the row presses "Coba lagi", and nothing is thrown.
// The backend is the simulator (mounted in MSW) on the running shoes, Budi's albums in his signed-in
// session, and each fault is a session fault, as the e2e matrix forces it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { stubScrollIntoView } from '@pdp/test-kit/scroll-into-view';
import { FAULT_KINDS, alertSaying, retryIn, watchNothingThrown, type FaultKind } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { SHOES, album, albumName, albumsMade, openModal, seller, shoesSavedElsewhere } from './wishlist.test-page';
import { BUDI } from '../../__tests__/members';

sectionsInView(['seller']);
const backend = startSimulatorBackend(TEST_BACKEND);
stubScrollIntoView();

/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });

const WISHLIST_FAILED = 'Gagal menyimpan wishlist. Silakan coba lagi.';

/** Budi, his session signed in, on the shoes, the wishlist modal opened from the seller section (its albums not awaited: a read may fail). */
async function openModalForBudi({ signedIn = false } = {}) {
  if (!signedIn) await backend.session.signIn(BUDI.email);
  renderRemote({ user: BUDI, path: SHOES });
  return (await openModal()).dialog;
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
    await backend.session.fault('/backend/member/wishlist/_groups', fault, { method: 'GET', times: 1 });
    const dialog = await openModalForBudi();
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
      await backend.session.signIn(BUDI.email);
      await shoesSavedElsewhere('WG-1');
      await backend.session.fault('/backend/member/wishlist/_product/*/groups', fault, { method: 'GET', times: 1 });
      const dialog = await openModalForBudi({ signedIn: true });
      const alert = await alertSaying(dialog, 'Gagal memuat album wishlist.');
      expect(within(await seller()).getByRole('button', { name: 'Simpan ke wishlist' })).toBeInTheDocument();
      await retryIn(alert);
      expect(await within(dialog).findByRole('checkbox', { name: 'Favorit (1 produk)' })).toBeChecked();
      expect(await within(await seller()).findByRole('button', { name: 'Ada di wishlist' })).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  /**
   * A write of the open modal failing, every time: `before` succeeds first, `act` meets the failure,
   * which the modal says. Gives the modal.
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
    const dialog = await openModalForBudi();
    await albumsShown(dialog);
    await before(dialog);
    // Set once `before` is done: only the write under test fails.
    await backend.session.fault(path, fault, { method });
    await act(dialog);
    await alertSaying(dialog, WISHLIST_FAILED);
    return dialog;
  }

  it.each(FAULT_KINDS)(`wishlist add product × %s: says "${WISHLIST_FAILED}", keeps the album name typed, and leaves the album unticked`, async (fault) => {
    const dialog = await failedWrite(fault, {
      method: 'POST',
      path: '/backend/member/wishlist/_product/*/groups',
      before: (modal) => userEvent.type(albumName(modal), 'Sepatu Lari'),
      act: (modal) => userEvent.click(album(modal, 'Favorit (0 produk)')),
    });
    expect(albumName(dialog)).toHaveValue('Sepatu Lari');
    expect(album(dialog, 'Favorit (0 produk)')).not.toBeChecked();
    expect(within(await seller()).getByRole('button', { name: 'Simpan ke wishlist' })).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(`wishlist create album × %s: says "${WISHLIST_FAILED}", keeps the name typed, and saving in an album still works`, async (fault) => {
    const dialog = await failedWrite(fault, {
      method: 'POST',
      path: '/backend/member/wishlist/_groups',
      before: (modal) => userEvent.type(albumName(modal), 'Sepatu Lari'),
      act: (modal) => userEvent.click(within(modal).getByRole('button', { name: 'Buat album dan simpan' })),
    });
    expect(albumName(dialog)).toHaveValue('Sepatu Lari');
    await saveIn(dialog, 'Favorit');
    expect(albumName(dialog)).toHaveValue('Sepatu Lari');
    // Asked once, and refused: no such album, and nothing saved in one.
    expect(albumsMade(backend)).toEqual(['Sepatu Lari']);
    expect(within(dialog).queryByRole('checkbox', { name: /^Sepatu Lari/ })).not.toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    `wishlist add product to a new album × %s: says "${WISHLIST_FAILED}", lists the album made, and saving again fills it, making no second`,
    async (fault) => {
      const dialog = await openModalForBudi();
      await albumsShown(dialog);
      await userEvent.type(albumName(dialog), 'Sepatu Lari');
      // The album is made; saving the product in it fails.
      await backend.session.fault('/backend/member/wishlist/_product/*/groups', fault, { method: 'POST', times: 1 });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Buat album dan simpan' }));
      await alertSaying(dialog, WISHLIST_FAILED);
      expect(albumName(dialog)).toHaveValue('Sepatu Lari');
      expect(await within(dialog).findByRole('checkbox', { name: 'Sepatu Lari (0 produk)' })).not.toBeChecked();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Buat album dan simpan' }));
      expect(await within(dialog).findByRole('checkbox', { name: 'Sepatu Lari (1 produk)' })).toBeChecked();
      expect(albumName(dialog)).toHaveValue('');
      expect(albumsMade(backend)).toEqual(['Sepatu Lari']);
      expect(within(dialog).getAllByRole('checkbox', { name: /^Sepatu Lari/ })).toHaveLength(1);
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)(`wishlist delete item × %s: says "${WISHLIST_FAILED}", and the product stays saved in the album`, async (fault) => {
    const dialog = await failedWrite(fault, {
      method: 'DELETE',
      path: '/backend/member/wishlist/items/*',
      before: (modal) => saveIn(modal, 'Favorit'),
      act: (modal) => userEvent.click(album(modal, 'Favorit (1 produk)')),
    });
    expect(album(dialog, 'Favorit (1 produk)')).toBeChecked();
    expect(await within(await seller()).findByRole('button', { name: 'Ada di wishlist' })).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(`wishlist bulk delete × %s: says "${WISHLIST_FAILED}", and the product stays saved in every album`, async (fault) => {
    const dialog = await failedWrite(fault, {
      method: 'DELETE',
      path: '/backend/member/wishlist/items',
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
    expect(within(dialog).getByRole('button', { name: 'Hapus dari semua album' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Simpan ke wishlist' })).toBe(dialog);
    expect(pageErrors).toEqual([]);
  });
});
