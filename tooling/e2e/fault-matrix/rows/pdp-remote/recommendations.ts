// The recommendations' calls (pdp-remote/src/features/recommendations): the section's lists and feed,
// the brand picks and ad, and the recommendations after an add to bag.
import { expect, type Page } from '@playwright/test';
import { PHONE } from '../../../products';
import { dialog, none, retry, row, section, type Call, type FaultMatrixCall } from '../../row';

const brands = async (page: Page) => (await section(page, 'Rekomendasi')).getByRole('region', { name: 'Brand pilihan' });
const brandsShown = async (page: Page) => expect((await brands(page)).getByRole('listitem').first()).toBeVisible();

/**
 * The add-to-cart recommendations (after an add to bag, from its modal): a call that fails once makes
 * its list say so in the modal; the others show, and its retry brings it.
 */
function addToCartRow(call: Omit<Call, 'says' | 'times'>): FaultMatrixCall {
  const recommended = (page: Page) => dialog(page, 'Rekomendasi untukmu');
  const firstOf = (page: Page, list: string) => recommended(page).getByRole('region', { name: list }).getByRole('link').first();
  return row(
    { ...call, says: 'Gagal memuat rekomendasi.', times: 1 },
    {
      product: PHONE,
      signedIn: true,
      prepare: async (page) => {
        await page.getByRole('region', { name: 'Pengiriman' }).scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: '+ Bag' }).click();
        await dialog(page, 'Berhasil ditambahkan ke bag').getByRole('button', { name: 'Lihat rekomendasi' }).click();
      },
      rest: async (page) => {
        await retry(recommended(page), firstOf(page, 'Lainnya di Handphone & Tablet'));
        await expect(firstOf(page, 'Produk serupa')).toBeVisible();
        await expect(firstOf(page, 'Lengkapi belanjaanmu')).toBeVisible();
      },
    },
  );
}

export const RECOMMENDATIONS_ROWS: FaultMatrixCall[] = [
  { call: 'recommendations', path: '/backend/search/products/*/recommendations', scroll: true, says: 'Gagal memuat rekomendasi.' },
  { call: 'infinite recommendations', path: '/backend/search/infinite-recommendations', scroll: true, says: 'Gagal memuat rekomendasi.' },
  // A placement (the POST) or the category list fails once.
  addToCartRow({ call: 'add-to-cart recommendations', path: '/backend/search/products/*/recommendations', method: 'POST' }),
  addToCartRow({ call: 'category recommendations', path: '/backend/search/get-category-recommendations-with-metadata' }),
  // Brand picks and the brand ad on the shoes' page: version 2 failing falls back to version 1 (the
  // brands still show); both failing say so; a failed ad shows nothing (spec §8) and the brands stay.
  row({ call: 'brand recommendations v2', path: '/backend/product-detail/recommendation/v2/brands', says: null }, { rest: brandsShown }),
  { call: 'brand recommendations (both)', path: '/backend/product-detail/recommendation/**brands', scroll: true, says: 'Gagal memuat brand.' },
  row(
    { call: 'brand ads', path: '/backend/product-detail/brand-ads', says: null },
    {
      rest: async (page) => {
        await brandsShown(page);
        await none((await brands(page)).getByText(/^Iklan · /), 'a failed ad shows nothing');
      },
    },
  ),
];
