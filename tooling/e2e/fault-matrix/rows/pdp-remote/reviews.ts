// The reviews' calls (pdp-remote/src/features/reviews): the section and its photos, a review's like,
// report and reply's report, the gallery and a review's own page, the policy, and a reviewer's profile.
import { expect, type Page } from '@playwright/test';
import { SHOES } from '../../../products';
import { dialog, inView, pressIn, retriedInDialog, retry, row, section, type FaultMatrixCall } from '../../row';
import { reasonsRow, reportRow } from './content-report';

const reviewCard = async (page: Page, reviewer: string) => (await section(page, 'Ulasan')).getByRole('article', { name: reviewer });
/** A step first: presses a button of a reviewer's card. */
const pressOnReview = (reviewer: string, button: string) => async (page: Page) =>
  (await reviewCard(page, reviewer)).getByRole('button', { name: button }).click();
const profile = (page: Page) => dialog(page, 'Profil pengulas');
const openYogasReport = pressOnReview('Yoga Saputra', 'Laporkan ulasan dari Yoga Saputra');

/**
 * The user summary modal's two reads, from the hall of fame or (with its switch off, set for the
 * session) from the review service: the profile, then the reviewer's reviews, each failing once and
 * brought back by a retry; the numbers stay while the reviews fail.
 */
function reviewerRows(source: string, paths: { summary: string; reviews: string }, config?: Record<string, string>): FaultMatrixCall[] {
  const numbers = (page: Page) => profile(page).getByText('1 ulasan · 0 ulasan paling membantu');
  const prepare = pressOnReview('Dimas Pratama', 'Lihat profil Dimas Pratama');
  return [
    row(
      { call: `reviewer summary (${source})`, path: paths.summary, says: 'Gagal memuat profil pengulas.', times: 1 },
      {
        config,
        prepare,
        rest: async (page) => {
          await retry(profile(page), numbers(page));
          // The hall of fame is linked only when its switch is on.
          await expect(profile(page).getByRole('link', { name: 'Lihat Hall of Fame' })).toHaveCount(config ? 0 : 1);
        },
      },
    ),
    row(
      { call: `reviewer reviews (${source})`, path: paths.reviews, says: 'Gagal memuat ulasan pengulas.', times: 1 },
      {
        config,
        prepare,
        rest: async (page) => {
          await expect(numbers(page)).toBeVisible();
          await retry(profile(page), profile(page).getByRole('link', { name: SHOES.name }));
        },
      },
    ),
  ];
}

export const REVIEWS_ROWS: FaultMatrixCall[] = [
  { call: 'reviews', path: '/backend/product-review/public-reviews', scroll: true, says: 'Gagal memuat ulasan.' },
  // The count stays as it was; the rest of the reviews still work.
  row(
    { call: 'review like', path: '/backend/product-review/reviews/*/like', says: 'Gagal menyimpan. Silakan coba lagi.' },
    {
      signedIn: true,
      prepare: pressOnReview('Dimas Pratama', 'Membantu (18)'),
      rest: async (page) => {
        await expect((await reviewCard(page, 'Dimas Pratama')).getByRole('button', { name: 'Membantu (18)' })).toBeVisible();
        await pressIn('Ulasan', 'Lihat ulasan lainnya')(page);
        await expect(page.locator('#pdp-section-reviews article')).toHaveCount(12);
      },
    },
  ),
  reasonsRow({ call: 'review report reasons', path: '/backend/common/content/review-report-reasons' }, openYogasReport, {
    modal: 'Laporkan ulasan',
    reason: 'Spam atau promosi',
  }),
  // The gallery's photos fail once: a retry brings them.
  row(
    { call: 'review images', path: '/backend/product-review/public-reviews/images', says: 'Gagal memuat foto ulasan.', times: 1 },
    { product: { path: `${SHOES.path}/review-gallery`, name: 'Foto ulasan' }, rest: (page) => retry(page, page.getByRole('img', { name: 'Foto ulasan 4' })) },
  ),
  // The buyers' photos in the section fail once: the reviews stay, and a retry brings the photos.
  row(
    {
      call: "review images in the section (buyers' photos)",
      path: '/backend/product-review/public-reviews/images',
      says: 'Gagal memuat foto ulasan.',
      times: 1,
    },
    {
      prepare: inView('Ulasan'),
      rest: async (page) => {
        const reviews = await section(page, 'Ulasan');
        await expect(reviews.getByRole('article').first()).toBeVisible();
        await retry(reviews, reviews.getByRole('button', { name: 'Foto pembeli 1' }));
      },
    },
  ),
  // The policy fails once: a retry brings it.
  row(
    { call: 'review policy', path: '/backend/content/singlepages/product-review-policies/parameters', says: 'Gagal memuat kebijakan ulasan.', times: 1 },
    {
      prepare: pressIn('Ulasan', 'Kebijakan ulasan'),
      rest: retriedInDialog('Kebijakan ulasan', (policy) => policy.getByText('Ulasan ditulis oleh pembeli yang sudah menerima pesanannya.')),
    },
  ),
  // A review's own page: a retry brings the review; the other reviews were there all along.
  row(
    { call: 'review detail', path: '/backend/product-review/public-reviews/REV-*', says: 'Gagal memuat ulasan ini.', times: 1 },
    {
      product: { path: `${SHOES.path}/detail-review?reviewId=REV-SPL-002`, name: 'Detail ulasan' },
      rest: async (page) => {
        await retry(page, page.getByText('Bagus dan nyaman, tapi warnanya sedikit lebih gelap dari foto.'));
        await expect(page.getByRole('region', { name: 'Ulasan lainnya' }).getByRole('article', { name: 'Rina Wulandari' })).toBeVisible();
      },
    },
  ),
  ...reviewerRows('hall of fame', { summary: '/backend/hall-of-fame/user/*', reviews: '/backend/hall-of-fame/user/reviews/*' }),
  ...reviewerRows(
    'without the hall of fame',
    { summary: '/backend/product-review/users/*/summary', reviews: '/backend/product-review/users/*/reviews' },
    { hallOfFameEnabled: 'false' },
  ),
  // Making her profile public fails: still private, the button there for another try, and her own reviews listed.
  row(
    { call: 'profile made public', path: '/backend/product-review/users/me/_public', says: 'Gagal mengubah profil. Silakan coba lagi.' },
    {
      signedIn: true,
      prepare: async (page) => {
        await pressOnReview('Sari Wulandari', 'Lihat profil Sari Wulandari')(page);
        await profile(page).getByRole('button', { name: 'Jadikan profil publik' }).click();
      },
      rest: async (page) => {
        await expect(profile(page).getByRole('button', { name: 'Jadikan profil publik' })).toBeVisible();
        await expect(profile(page).getByRole('link', { name: SHOES.name })).toBeVisible();
      },
    },
  ),
  reportRow({ call: 'review report', path: '/backend/product-review/*/_report' }, openYogasReport, { modal: 'Laporkan ulasan', reason: 'Spam atau promosi' }),
  reportRow({ call: 'reply report', path: '/backend/product-review/reply/*/_report' }, pressOnReview('Yoga Saputra', 'Laporkan balasan Aero Official Store'), {
    modal: 'Laporkan balasan',
    reason: 'Spam atau promosi',
  }),
];
