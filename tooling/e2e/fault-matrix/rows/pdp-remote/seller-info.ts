// The seller section's calls (pdp-remote/src/features/seller-info): following the store, its offline
// stores, rating, badges and reviews, and customer care's chat topics.
import { expect, type Locator, type Page } from '@playwright/test';
import { FRIDGE, LAPTOP } from '../../../products';
import { dialog, inView, none, pressIn, retry, row, section, type Call, type FaultMatrixCall, type Product } from '../../row';

const follow = (seller: Locator) => seller.getByRole('button', { name: 'Ikuti', exact: true });
const following = (seller: Locator) => seller.getByRole('button', { name: 'Mengikuti', exact: true });
const rating = (seller: Locator) => seller.getByRole('button', { name: '★ 4,8 · 1.250 rating' });
const customerCare = (page: Page) => dialog(page, 'Chat dengan layanan pelanggan');

/**
 * A read of the seller section that fails once: it says so, following the seller is there all along,
 * and a retry brings what it reads (`retried`).
 */
function sellerSectionRow(call: Omit<Call, 'times'>, retried: (seller: Locator) => Locator, product?: Product): FaultMatrixCall {
  return row(
    { ...call, times: 1 },
    {
      product,
      prepare: inView('Penjual'),
      rest: async (page) => {
        const seller = await section(page, 'Penjual');
        await expect(follow(seller)).toBeVisible();
        await retry(seller, retried(seller));
      },
    },
  );
}

export const SELLER_INFO_ROWS: FaultMatrixCall[] = [
  // A flag it could not read shows as not followed (following is harmless when already followed).
  row(
    { call: 'merchant followed flag', path: '/backend/official/merchant-favorites/*', says: /^Ikuti$/ },
    {
      signedIn: true,
      prepare: async (page) => expect(follow(await section(page, 'Penjual'))).toBeVisible(),
      rest: async (page) => {
        await follow(await section(page, 'Penjual')).click();
        await expect(following(await section(page, 'Penjual'))).toBeVisible();
      },
    },
  ),
  // Not followed, and the button there for another try.
  row(
    { call: 'merchant follow', path: '/backend/official/merchant-favorites/*/_follow', says: 'Gagal menyimpan. Silakan coba lagi.' },
    {
      signedIn: true,
      prepare: async (page) => follow(await section(page, 'Penjual')).click(),
      rest: async (page) => expect(follow(await section(page, 'Penjual'))).toHaveAttribute('aria-pressed', 'false'),
    },
  ),
  // Still followed, and the button there for another try. The member follows first (the simulator keeps it per session).
  row(
    { call: 'merchant unfollow', path: '/backend/official/merchant-favorites/*/_unfollow', method: 'DELETE', says: 'Gagal menyimpan. Silakan coba lagi.' },
    {
      signedIn: true,
      prepare: async (page) => {
        const seller = await section(page, 'Penjual');
        await follow(seller).click();
        await following(seller).click();
      },
      rest: async (page) => expect(following(await section(page, 'Penjual'))).toHaveAttribute('aria-pressed', 'true'),
    },
  ),
  sellerSectionRow(
    { call: 'offline merchants', path: '/backend/product/products/*/offline-merchants', says: 'Gagal memuat toko offline.' },
    (seller) => seller.getByText('Elektronik Jaya Kelapa Gading'),
    FRIDGE,
  ),
  sellerSectionRow({ call: 'merchant rating info', path: '/backend/common/content/merchant-rating-info', says: 'Gagal memuat rating toko.' }, rating),
  // Badges the platform cannot explain are not shown; the rating stays.
  row(
    { call: 'seller badge info', path: '/backend/common/content/seller-badge-info', says: null },
    {
      prepare: inView('Penjual'),
      rest: async (page) => {
        const seller = await section(page, 'Penjual');
        await expect(rating(seller)).toBeVisible();
        await none(seller.getByRole('list', { name: 'Lencana toko' }));
        await expect(follow(seller)).toBeVisible();
      },
    },
  ),
  // How the rating is worked out fails once: the rating itself stays, and a retry brings the rest.
  row(
    { call: 'seller rating info', path: '/backend/common/content/seller-rating-info', says: 'Gagal memuat info.', times: 1 },
    {
      prepare: async (page) => rating(await section(page, 'Penjual')).click(),
      rest: async (page) => {
        const info = dialog(page, 'Rating toko');
        await expect(info.getByText('4,8 dari 5, dari 1.250 pembeli')).toBeVisible();
        await retry(info, info.getByText('Ulasan yang dilaporkan dan terbukti palsu tidak dihitung.'));
      },
    },
  ),
  sellerSectionRow({ call: 'seller reviews', path: '/backend/product-review/merchants/*/reviews', says: 'Gagal memuat ulasan toko.' }, (seller) =>
    seller.getByText('oleh Rina Wulandari'),
  ),
  // Customer care's topics fail: the confirmation offers none and the chat can still start, on a product question.
  row(
    { call: 'customer care ticket configs', path: '/backend/common/content/ticket-configs', says: null },
    {
      product: LAPTOP,
      prepare: async (page) => {
        await pressIn('Penjual', 'Chat layanan pelanggan')(page);
        await expect(customerCare(page).getByRole('button', { name: 'Mulai chat' })).toBeVisible();
      },
      rest: async (page) => {
        await none(customerCare(page).getByRole('radio'), 'no topics offered');
        await customerCare(page).getByRole('button', { name: 'Batal' }).click();
      },
    },
  ),
];
