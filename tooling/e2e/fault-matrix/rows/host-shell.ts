// The host's calls: the product summary it reads for every page, an arrival through an affiliate link,
// the 404 page's recommendations, and the analytics batches (host-shell/src/app, host-shell/src/features).
import { expect } from '@playwright/test';
import { SHOES } from '../../products';
import { retry, row, variantPicked, type FaultMatrixCall } from '../row';

/** An arrival through an affiliate link (the host's calls, after the page is shown). */
const AFFILIATE_LANDING = { path: `${SHOES.path}?pid=AFF-77&af_channel=social`, name: SHOES.name };
/** Not a product: the host's 404 page, whose heading the matrix waits for as it waits for a product's name. */
const NOT_FOUND_PAGE = { path: '/tidak/ada', name: 'Halaman tidak ditemukan' };

export const HOST_SHELL_ROWS: FaultMatrixCall[] = [
  { call: 'product summary', path: '/backend/product-detail/products/*/_summary', says: 'Server sedang bermasalah', pageGone: true },
  // The affiliate config, session or commission failing changes nothing the shopper sees: the address
  // still loses the link, and the page works.
  ...[
    { call: 'affiliate config', path: '/backend/common/content/affiliate-config' },
    { call: 'affiliate session', path: '/backend/affiliate/session' },
    { call: 'affiliate commission', path: '/backend/affiliate/commission' },
  ].map((call) =>
    row(
      { ...call, says: null },
      {
        product: AFFILIATE_LANDING,
        rest: async (page) => {
          await expect(page).toHaveURL((url) => url.search === '');
          await variantPicked(page);
        },
      },
    ),
  ),
  // The host's 404 page, not a product: its list says the failure and its retry brings the products.
  row(
    { call: 'homepage recommendations (404 page)', path: '/backend/search/homepage-recommendation', says: 'Gagal memuat rekomendasi.', times: 1 },
    {
      product: NOT_FOUND_PAGE,
      rest: async (page) => {
        const region = page.getByRole('region', { name: 'Mungkin kamu suka' });
        await retry(region, region.getByRole('link').first());
      },
    },
  ),
  // Tracking is best effort (spec §9): a lost batch says nothing, and the page and the shopper's next
  // steps carry on (the default rest: a variant pick).
  { call: 'analytics collector', path: '/backend/_collector/events', says: null },
];
