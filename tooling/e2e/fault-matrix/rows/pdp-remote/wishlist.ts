// The wishlist's calls (pdp-remote/src/features/wishlist), a member's, in its modal on the shoes.
import { expect, type Page } from '@playwright/test';
import { dialog, pressIn, retry, row, type Call, type FaultMatrixCall } from '../../row';

const wishlistDialog = (page: Page) => dialog(page, 'Simpan ke wishlist');
const album = (page: Page, name: string) => wishlistDialog(page).getByRole('checkbox', { name });
const albumName = (page: Page) => wishlistDialog(page).getByRole('textbox', { name: 'Nama album baru' });
const createAlbum = (page: Page) => wishlistDialog(page).getByRole('button', { name: 'Buat album dan simpan' }).click();

const WISHLIST_FAILED = 'Gagal menyimpan wishlist. Silakan coba lagi.';
const typeAlbum = async (page: Page) => albumName(page).fill('Sepatu Lari');
const nameKept = (page: Page) => expect(albumName(page), 'the album name typed is kept').toHaveValue('Sepatu Lari');
// A tick shows what the backend holds: it changes once the answer is in, so it is clicked, then awaited.
const saveInFavorit = async (page: Page) => {
  await album(page, 'Favorit (0 produk)').click();
  await expect(album(page, 'Favorit (1 produk)')).toBeVisible();
};
const stillSaved = (page: Page, name: string) => expect(album(page, name), 'still saved').toBeChecked();

/**
 * A wishlist call of a member that fails on the shoes: `before` is what the shopper does in the
 * open modal first (it must succeed), `act` what meets the failure; `rest` checks what they chose
 * and typed is as they left it.
 */
function wishlistRow(
  call: Call,
  { before, act, rest }: { before?: (page: Page) => Promise<void>; act?: (page: Page) => Promise<void>; rest: (page: Page) => Promise<void> },
): FaultMatrixCall {
  return row(call, {
    signedIn: true,
    prepare: async (page) => {
      await pressIn('Penjual', 'Simpan ke wishlist')(page);
      await expect(wishlistDialog(page)).toBeVisible();
      await before?.(page);
      await act?.(page);
    },
    rest,
  });
}

/** A read that fails once: said in the modal, and a retry brings the albums. */
const readRow = (call: string, path: string) =>
  wishlistRow(
    { call, path, method: 'GET', times: 1, says: 'Gagal memuat album wishlist.' },
    { rest: (page) => retry(wishlistDialog(page), album(page, 'Favorit (0 produk)')) },
  );

export const WISHLIST_ROWS: FaultMatrixCall[] = [
  // The button's read of the product's albums failing leaves it offering to save; the modal shares that read.
  readRow('wishlist albums', '/backend/member/wishlist/_groups'),
  readRow('wishlist product albums', '/backend/member/wishlist/_product/*/groups'),
  wishlistRow(
    { call: 'wishlist add product', path: '/backend/member/wishlist/_product/*/groups', method: 'POST', says: WISHLIST_FAILED },
    {
      before: typeAlbum,
      act: async (page) => album(page, 'Favorit (0 produk)').click(),
      rest: async (page) => {
        await nameKept(page);
        await expect(album(page, 'Favorit (0 produk)'), 'the tick shows what the backend holds').not.toBeChecked();
      },
    },
  ),
  // The album is made, the save in it fails: the list shows the album, empty, and saving again fills it.
  wishlistRow(
    { call: 'wishlist add product to a new album', path: '/backend/member/wishlist/_product/*/groups', method: 'POST', times: 1, says: WISHLIST_FAILED },
    {
      before: typeAlbum,
      act: createAlbum,
      rest: async (page) => {
        await nameKept(page);
        await expect(album(page, 'Sepatu Lari (0 produk)'), 'the album made is listed').not.toBeChecked();
        await createAlbum(page);
        await expect(album(page, 'Sepatu Lari (1 produk)'), 'saved in the album made').toBeChecked();
        await expect(wishlistDialog(page).getByRole('checkbox', { name: /^Sepatu Lari/ }), 'no second album').toHaveCount(1);
      },
    },
  ),
  // The name stays for another try, and saving in an album there still works.
  wishlistRow(
    { call: 'wishlist create album', path: '/backend/member/wishlist/_groups', method: 'POST', says: WISHLIST_FAILED },
    {
      before: typeAlbum,
      act: createAlbum,
      rest: async (page) => {
        await nameKept(page);
        await saveInFavorit(page);
      },
    },
  ),
  wishlistRow(
    { call: 'wishlist delete item', path: '/backend/member/wishlist/items/*', method: 'DELETE', says: WISHLIST_FAILED },
    { before: saveInFavorit, act: async (page) => album(page, 'Favorit (1 produk)').click(), rest: (page) => stillSaved(page, 'Favorit (1 produk)') },
  ),
  wishlistRow(
    { call: 'wishlist bulk delete', path: '/backend/member/wishlist/items', method: 'DELETE', says: WISHLIST_FAILED },
    {
      before: async (page) => {
        await saveInFavorit(page);
        await albumName(page).fill('Lari');
        await createAlbum(page);
        await expect(album(page, 'Lari (1 produk)')).toBeVisible();
      },
      act: async (page) => wishlistDialog(page).getByRole('button', { name: 'Hapus dari semua album' }).click(),
      rest: async (page) => {
        await stillSaved(page, 'Favorit (1 produk)');
        await stillSaved(page, 'Lari (1 produk)');
      },
    },
  ),
];
