// The fault matrix of the reviews (tooling/e2e/fault-matrix.e2e.ts, one test per row, named by its
// `call`): each read and write of the reviews, a review's own page, the photos, the policy, the
// reviewer's profile (both sources) and the store's highest reviews, failed in every way the simulator
// fails a call (FAULT_KINDS). Each proves what its row proves in the browser: the failure says the
// catalogue's words, what the shopper chose is kept, a retry brings the data back where the row
// presses "Coba lagi", the rest keeps working, and nothing is thrown. The backend is the simulator
// (mounted in MSW) on the running shoes' reviews, and each fault is its own: a session fault, as the
// e2e matrix forces it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleProps } from '@pdp/host-contract/contract';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, alertSaying, retryIn, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { reasonsBackOnRetry, sendingFailsKeepingReport } from '../../__tests__/report-modal';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { SHOES, card, reviewsSection } from './reviews.test-page';
import { SARI } from '../../__tests__/members';
import { SHOES_41 } from '../../__tests__/products';

sectionsInView(['reviews', 'seller']);
const backend = startSimulatorBackend(TEST_BACKEND);
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });

const RINA = 'Rina Wulandari';
/** The page works on: picking size 41 asks the host for the shoes' black 41. */
const variantPickGoesToHost = async (props: LifecycleProps) => {
  await userEvent.click(await screen.findByRole('button', { name: '41' }));
  expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: SHOES_41 }));
};

describe('fault matrix: reviews', () => {
  it.each(FAULT_KINDS)('reviews × %s: says "Gagal memuat ulasan.", the page works on, and a retry brings the reviews', async (fault) => {
    await backend.session.fault('/backend/product-review/public-reviews', fault, { method: 'GET', times: 1 });
    const { props } = renderRemote({ path: SHOES });
    const alert = await alertSaying(await reviewsSection(), 'Gagal memuat ulasan.');
    await variantPickGoesToHost(props);
    await retryIn(alert);
    expect(await card(RINA)).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('review like × %s: says "Gagal menyimpan. Silakan coba lagi.", keeps the count, and more reviews still load', async (fault) => {
    await backend.session.signIn();
    await backend.session.fault('/backend/product-review/reviews/*/like', fault, { method: 'POST' });
    renderRemote({ path: SHOES, user: SARI });
    await userEvent.click(within(await card(RINA)).getByRole('button', { name: 'Membantu (42)' }));
    await alertSaying(await card(RINA), 'Gagal menyimpan. Silakan coba lagi.');
    expect(within(await card(RINA)).getByRole('button', { name: 'Membantu (42)' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(await reviewsSection()).getByRole('button', { name: 'Lihat ulasan lainnya' }));
    await waitFor(async () => expect(within(await reviewsSection()).getAllByRole('article')).toHaveLength(12));
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('review report reasons × %s: says "Gagal memuat alasan laporan." in the report, and a retry brings the reasons', async (fault) => {
    await backend.session.signIn();
    await backend.session.fault('/backend/common/content/review-report-reasons', fault, { method: 'GET', times: 1 });
    renderRemote({ path: SHOES, user: SARI });
    await userEvent.click(within(await card(RINA)).getByRole('button', { name: `Laporkan ulasan dari ${RINA}` }));
    await reasonsBackOnRetry(await screen.findByRole('dialog', { name: 'Laporkan ulasan' }), 'Spam atau promosi');
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('review images × %s: says "Gagal memuat foto ulasan." on the gallery page, and a retry brings the photos', async (fault) => {
    await backend.session.fault('/backend/product-review/public-reviews/images', fault, { method: 'GET', times: 1 });
    renderRemote({ path: `${SHOES}/review-gallery` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Foto ulasan' })).toBeInTheDocument();
    await retryIn(await alertSaying(document.body, 'Gagal memuat foto ulasan.'));
    expect(await screen.findByRole('img', { name: 'Foto ulasan 4' })).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'review images in the section (buyers\' photos) × %s: says "Gagal memuat foto ulasan.", the reviews stay, and a retry brings the photos',
    async (fault) => {
      await backend.session.fault('/backend/product-review/public-reviews/images', fault, { method: 'GET', times: 1 });
      renderRemote({ path: SHOES });
      const section = await reviewsSection();
      const alert = await alertSaying(section, 'Gagal memuat foto ulasan.');
      expect(within(section).getAllByRole('article')).toHaveLength(10);
      await retryIn(alert);
      expect(await within(section).findByRole('button', { name: 'Foto pembeli 1' })).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)('review policy × %s: says "Gagal memuat kebijakan ulasan." in its modal, and a retry brings the policy', async (fault) => {
    await backend.session.fault('/backend/content/singlepages/product-review-policies/parameters', fault, { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    await userEvent.click(await within(await reviewsSection()).findByRole('button', { name: 'Kebijakan ulasan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kebijakan ulasan' });
    await retryIn(await alertSaying(dialog, 'Gagal memuat kebijakan ulasan.'));
    expect(await within(dialog).findByText('Ulasan ditulis oleh pembeli yang sudah menerima pesanannya.')).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('review detail × %s: says "Gagal memuat ulasan ini.", and a retry brings the review and the others below it', async (fault) => {
    await backend.session.fault('/backend/product-review/public-reviews/REV-SPL-005', fault, { method: 'GET', times: 1 });
    renderRemote({ path: `${SHOES}/detail-review?reviewId=REV-SPL-005` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Detail ulasan' })).toBeInTheDocument();
    await retryIn(await alertSaying(document.body, 'Gagal memuat ulasan ini.'));
    expect(await screen.findByText('Harga promo worth it banget. Sudah beli kedua kalinya.')).toBeInTheDocument();
    expect(await within(await screen.findByRole('region', { name: 'Ulasan lainnya' })).findByRole('article', { name: RINA })).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  // reviewerRows: the hall of fame (its switch on, the simulator's default), and the review service with it off.
  describe.each([
    { source: 'hall of fame', hallOfFame: true, summary: '/backend/hall-of-fame/user/*', reviews: '/backend/hall-of-fame/user/reviews/*' },
    {
      source: 'without the hall of fame',
      hallOfFame: false,
      summary: '/backend/product-review/users/*/summary',
      reviews: '/backend/product-review/users/*/reviews',
    },
  ])('from $source', ({ source, hallOfFame, summary, reviews }) => {
    const openProfile = async () => {
      await userEvent.click(within(await card(RINA)).getByRole('button', { name: `Lihat profil ${RINA}` }));
      return screen.findByRole('dialog', { name: 'Profil pengulas' });
    };
    beforeEach(async () => {
      if (!hallOfFame) await backend.session.productConfigs({ hallOfFameEnabled: 'false' });
    });

    it.each(FAULT_KINDS)(`reviewer summary (${source}) × %s: says "Gagal memuat profil pengulas.", and a retry brings the profile`, async (fault) => {
      await backend.session.fault(summary, fault, { method: 'GET', times: 1 });
      renderRemote({ path: SHOES });
      const dialog = await openProfile();
      await retryIn(await alertSaying(dialog, 'Gagal memuat profil pengulas.'));
      expect(await within(dialog).findByText('1 ulasan · 1 ulasan paling membantu')).toBeInTheDocument();
      // The hall of fame is linked only when its switch is on.
      expect(within(dialog).queryAllByRole('link', { name: 'Lihat Hall of Fame' })).toHaveLength(hallOfFame ? 1 : 0);
      expect(pageErrors).toEqual([]);
    });

    it.each(FAULT_KINDS)(
      `reviewer reviews (${source}) × %s: says "Gagal memuat ulasan pengulas.", keeps the numbers, and a retry brings the reviews`,
      async (fault) => {
        await backend.session.fault(reviews, fault, { method: 'GET', times: 1 });
        renderRemote({ path: SHOES });
        const dialog = await openProfile();
        const alert = await alertSaying(dialog, 'Gagal memuat ulasan pengulas.');
        expect(within(dialog).getByText('1 ulasan · 1 ulasan paling membantu')).toBeInTheDocument();
        await retryIn(alert);
        expect(await within(dialog).findByRole('link', { name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it.each(FAULT_KINDS)(
    'profile made public × %s: says "Gagal mengubah profil. Silakan coba lagi.", stays private with the button there, and lists her own reviews',
    async (fault) => {
      await backend.session.signIn();
      await backend.session.fault('/backend/product-review/users/me/_public', fault, { method: 'POST' });
      renderRemote({ path: SHOES, user: SARI });
      await userEvent.click(within(await card('Sari Wulandari')).getByRole('button', { name: 'Lihat profil Sari Wulandari' }));
      const dialog = await screen.findByRole('dialog', { name: 'Profil pengulas' });
      await userEvent.click(await within(dialog).findByRole('button', { name: 'Jadikan profil publik' }));
      await alertSaying(dialog, 'Gagal mengubah profil. Silakan coba lagi.');
      expect(within(dialog).getByText('Profilmu privat: pembeli lain tidak bisa melihat ulasanmu di sini.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Jadikan profil publik' })).toBeEnabled();
      expect(await within(dialog).findByRole('link', { name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  describe.each([
    { call: 'review report', path: '/backend/product-review/*/_report', button: `Laporkan ulasan dari ${RINA}`, dialog: 'Laporkan ulasan' },
    { call: 'reply report', path: '/backend/product-review/reply/*/_report', button: 'Laporkan balasan Aero Official Store', dialog: 'Laporkan balasan' },
  ])('$call', ({ call, path, button, dialog: title }) => {
    it.each(FAULT_KINDS)(`${call} × %s: says "Gagal mengirim laporan. Silakan coba lagi." and keeps the reason chosen`, async (fault) => {
      await backend.session.signIn();
      await backend.session.fault(path, fault, { method: 'POST' });
      renderRemote({ path: SHOES, user: SARI });
      await userEvent.click(within(await card(RINA)).getByRole('button', { name: button }));
      await sendingFailsKeepingReport(await screen.findByRole('dialog', { name: title }), { reason: 'Spam atau promosi' });
      expect(pageErrors).toEqual([]);
    });
  });

  it.each(FAULT_KINDS)(
    'seller reviews × %s: says "Gagal memuat ulasan toko.", following the seller is there all along, and a retry brings the reviews',
    async (fault) => {
      await backend.session.fault('/backend/product-review/merchants/*/reviews', fault, { method: 'GET', times: 1 });
      renderRemote({ path: SHOES });
      const seller = await screen.findByRole('region', { name: 'Penjual' });
      const alert = await alertSaying(seller, 'Gagal memuat ulasan toko.');
      expect(within(seller).getByRole('button', { name: 'Ikuti' })).toBeEnabled();
      await retryIn(alert);
      expect(await within(seller).findByText('Sepatunya ringan sekali, dipakai lari 10 km kaki tidak pegal. Ukuran 41 pas di kaki saya.')).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );
});
