// The fault matrix of the reviews (tooling/e2e/fault-matrix.e2e.ts, one test per row, named by its
// `call`): each read and write of the reviews, a review's own page, the photos, the policy, the
// reviewer's profile (both sources) and the store's highest reviews, failed in every way the simulator
// fails a call (FAULT_KINDS). Each proves what its row proves in the browser: the failure says the
// catalogue's words, what the shopper chose is kept, a retry brings the data back where the row
// presses "Coba lagi", the rest keeps working, and nothing is thrown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TEST_BACKEND, backendServer, startBackendMock } from '../../testing/backend-mock';
import { FAULT_KINDS, alertSaying, faultHandler, retryIn, serveProduct, variantPickGoesToHost, watchNothingThrown } from '../../testing';
import { renderRemote } from '../../testing/render-remote';
import { reasonsBackOnRetry, sendingFailsKeepingReport } from '../../testing/report-modal';
import {
  BUDI,
  FIRST_PAGE,
  aReview,
  listOf,
  serveImages,
  servePolicy,
  serveReview,
  serveReviewer,
  serveReviews,
  serveStoreReviews,
  summaryOf,
} from './reviews-test-backend';

startBackendMock();
beforeEach(() => {
  serveProduct();
  Element.prototype.scrollIntoView = jest.fn();
});

/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });

const reviewsSection = () => screen.findByRole('region', { name: 'Ulasan' });
const card = async (name: string) => within(await reviewsSection()).findByRole('article', { name });

describe('fault matrix: reviews', () => {
  it.each(FAULT_KINDS)('reviews × %s: says "Gagal memuat ulasan.", the page works on, and a retry brings the reviews', async (fault) => {
    serveReviews();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-review/public-reviews`, fault, { times: 1 }));
    const { props } = renderRemote();
    const alert = await alertSaying(await reviewsSection(), 'Gagal memuat ulasan.');
    await variantPickGoesToHost(props);
    await retryIn(alert);
    expect(await card('Rina')).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('review like × %s: says "Gagal menyimpan. Silakan coba lagi.", keeps the count, and more reviews still load', async (fault) => {
    serveReviews();
    backendServer.use(faultHandler('POST', `${TEST_BACKEND}/product-review/reviews/:id/like`, fault));
    renderRemote({ user: BUDI });
    await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Membantu (3)' }));
    await alertSaying(await card('Rina'), 'Gagal menyimpan. Silakan coba lagi.');
    expect(within(await card('Rina')).getByRole('button', { name: 'Membantu (3)' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Lihat ulasan lainnya' }));
    await waitFor(async () => expect(within(await reviewsSection()).getAllByRole('article')).toHaveLength(12));
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('review report reasons × %s: says "Gagal memuat alasan laporan." in the report, and a retry brings the reasons', async (fault) => {
    serveReviews();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/common/content/review-report-reasons`, fault, { times: 1 }));
    renderRemote({ user: BUDI });
    await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Laporkan ulasan dari Rina' }));
    await reasonsBackOnRetry(await screen.findByRole('dialog', { name: 'Laporkan ulasan' }), 'Spam atau promosi');
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('review images × %s: says "Gagal memuat foto ulasan." on the gallery page, and a retry brings the photos', async (fault) => {
    serveImages();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-review/public-reviews/images`, fault, { times: 1 }));
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/review-gallery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto ulasan' })).toBeInTheDocument();
    await retryIn(await alertSaying(document.body, 'Gagal memuat foto ulasan.'));
    expect(await screen.findByRole('img', { name: 'Foto ulasan 4' })).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'review images in the section (buyers\' photos) × %s: says "Gagal memuat foto ulasan.", the reviews stay, and a retry brings the photos',
    async (fault) => {
      serveReviews();
      serveImages();
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-review/public-reviews/images`, fault, { times: 1 }));
      renderRemote();
      const section = await reviewsSection();
      const alert = await alertSaying(section, 'Gagal memuat foto ulasan.');
      expect(within(section).getAllByRole('article')).toHaveLength(10);
      await retryIn(alert);
      expect(await within(section).findByRole('button', { name: 'Foto pembeli 1' })).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)('review policy × %s: says "Gagal memuat kebijakan ulasan." in its modal, and a retry brings the policy', async (fault) => {
    serveReviews();
    servePolicy();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/content/singlepages/product-review-policies/parameters`, fault, { times: 1 }));
    renderRemote();
    await userEvent.click(await within(await reviewsSection()).findByRole('button', { name: 'Kebijakan ulasan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kebijakan ulasan' });
    await retryIn(await alertSaying(dialog, 'Gagal memuat kebijakan ulasan.'));
    expect(await within(dialog).findByText('Ulasan ditulis oleh pembeli yang sudah menerima pesanannya.')).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('review detail × %s: says "Gagal memuat ulasan ini.", and a retry brings the review and the others below it', async (fault) => {
    const pinned = aReview('R5', { message: 'Ulasan yang dibuka.' });
    serveReview(pinned);
    serveReviews({
      list: (params) =>
        params.get('pinnedReviewId') === 'R5' && params.get('page') === '1'
          ? HttpResponse.json(listOf([pinned, ...FIRST_PAGE.filter((review) => review.id !== 'R5')], 1, 2))
          : undefined,
    });
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-review/public-reviews/R5`, fault, { times: 1 }));
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/detail-review?reviewId=R5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Detail ulasan' })).toBeInTheDocument();
    await retryIn(await alertSaying(document.body, 'Gagal memuat ulasan ini.'));
    expect(await screen.findByText('Ulasan yang dibuka.')).toBeInTheDocument();
    expect(await within(await screen.findByRole('region', { name: 'Ulasan lainnya' })).findByRole('article', { name: 'Rina' })).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  // reviewerRows: the hall of fame (its switch on), and the review service with it off.
  describe.each([
    { source: 'hall of fame', hallOfFame: true, summary: 'hall-of-fame/user/:id', reviews: 'hall-of-fame/user/reviews/:id' },
    { source: 'without the hall of fame', hallOfFame: false, summary: 'product-review/users/:id/summary', reviews: 'product-review/users/:id/reviews' },
  ])('from $source', ({ source, hallOfFame, summary, reviews }) => {
    const openProfile = async () => {
      await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Lihat profil Rina' }));
      return screen.findByRole('dialog', { name: 'Profil pengulas' });
    };

    it.each(FAULT_KINDS)(`reviewer summary (${source}) × %s: says "Gagal memuat profil pengulas.", and a retry brings the profile`, async (fault) => {
      serveReviews();
      serveReviewer({ hallOfFame });
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/${summary}`, fault, { times: 1 }));
      renderRemote();
      const dialog = await openProfile();
      await retryIn(await alertSaying(dialog, 'Gagal memuat profil pengulas.'));
      expect(await within(dialog).findByText('7 ulasan · 2 ulasan paling membantu')).toBeInTheDocument();
      // The hall of fame is linked only when its switch is on.
      expect(within(dialog).queryAllByRole('link', { name: 'Lihat Hall of Fame' })).toHaveLength(hallOfFame ? 1 : 0);
      expect(pageErrors).toEqual([]);
    });

    it.each(FAULT_KINDS)(
      `reviewer reviews (${source}) × %s: says "Gagal memuat ulasan pengulas.", keeps the numbers, and a retry brings the reviews`,
      async (fault) => {
        serveReviews();
        serveReviewer({ hallOfFame });
        backendServer.use(faultHandler('GET', `${TEST_BACKEND}/${reviews}`, fault, { times: 1 }));
        renderRemote();
        const dialog = await openProfile();
        const alert = await alertSaying(dialog, 'Gagal memuat ulasan pengulas.');
        expect(within(dialog).getByText('7 ulasan · 2 ulasan paling membantu')).toBeInTheDocument();
        await retryIn(alert);
        expect(await within(dialog).findByRole('link', { name: 'Produk U1' })).toBeInTheDocument();
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it.each(FAULT_KINDS)(
    'profile made public × %s: says "Gagal mengubah profil. Silakan coba lagi.", stays private with the button there, and lists her own reviews',
    async (fault) => {
      serveReviews();
      serveReviewer({ summary: summaryOf({ privateProfile: true, currentUser: true }) });
      backendServer.use(faultHandler('POST', `${TEST_BACKEND}/product-review/users/me/_public`, fault));
      renderRemote({ user: BUDI });
      await userEvent.click(within(await card('Rina')).getByRole('button', { name: 'Lihat profil Rina' }));
      const dialog = await screen.findByRole('dialog', { name: 'Profil pengulas' });
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Jadikan profil publik' }));
      await alertSaying(dialog, 'Gagal mengubah profil. Silakan coba lagi.');
      expect(within(dialog).getByText('Profilmu privat: pembeli lain tidak bisa melihat ulasanmu di sini.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Jadikan profil publik' })).toBeEnabled();
      expect(await within(dialog).findByRole('link', { name: 'Produk U1' })).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  describe.each([
    { call: 'review report', path: 'product-review/:id/_report', button: 'Laporkan ulasan dari Rina', dialog: 'Laporkan ulasan' },
    { call: 'reply report', path: 'product-review/reply/:id/_report', button: 'Laporkan balasan Aero Official Store', dialog: 'Laporkan balasan' },
  ])('$call', ({ call, path, button, dialog: title }) => {
    it.each(FAULT_KINDS)(`${call} × %s: says "Gagal mengirim laporan. Silakan coba lagi." and keeps the reason chosen`, async (fault) => {
      serveReviews();
      backendServer.use(faultHandler('POST', `${TEST_BACKEND}/${path}`, fault));
      renderRemote({ user: BUDI });
      await userEvent.click(within(await card('Rina')).getByRole('button', { name: button }));
      await sendingFailsKeepingReport(await screen.findByRole('dialog', { name: title }), { reason: 'Spam atau promosi' });
      expect(pageErrors).toEqual([]);
    });
  });

  it.each(FAULT_KINDS)(
    'seller reviews × %s: says "Gagal memuat ulasan toko.", following the seller is there all along, and a retry brings the reviews',
    async (fault) => {
      serveStoreReviews();
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product-review/merchants/:code/reviews`, fault, { times: 1 }));
      renderRemote();
      const seller = await screen.findByRole('region', { name: 'Penjual' });
      const alert = await alertSaying(seller, 'Gagal memuat ulasan toko.');
      expect(within(seller).getByRole('button', { name: 'Ikuti' })).toBeEnabled();
      await retryIn(alert);
      expect(await within(seller).findByText('Ulasan S1')).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );
});
