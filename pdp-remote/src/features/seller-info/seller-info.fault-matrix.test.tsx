// The fault matrix of the seller section (tooling/e2e/fault-matrix.e2e.ts, one test per row, named by
// its `call`): the followed flag, following and unfollowing, the offline stores, the store's rating, badges and
// their explanation, and customer care's chat topics, failed in every way the simulator fails a call
// (FAULT_KINDS). Each proves what its row proves in the browser: the failure says the catalogue's
// words (or, where the row says nothing, the part goes without what failed), what the shopper did is
// kept, a retry brings the data back where the row presses "Coba lagi", following the seller keeps
// working, and nothing is thrown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, backendServer, jsonContent, startBackendMock } from '@pdp/test-kit/backend-mock';
import { FAULT_KINDS, alertSaying, answerCounters, faultHandler, retryIn, serveProduct, untilAnswered, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { BUDI, serveChat, serveFavorites, serveRatings, serveStores } from './seller-info.test-backend';

startBackendMock();
beforeEach(() => {
  serveProduct();
  Element.prototype.scrollIntoView = jest.fn();
});

/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });
/** The answers a call has had (failures included), for a row that says nothing. */
const answersTo = answerCounters();

const seller = () => screen.findByRole('region', { name: 'Penjual' });
const follow = async () => within(await seller()).findByRole('button', { name: 'Ikuti' });

describe('fault matrix: seller-info', () => {
  it.each(FAULT_KINDS)('merchant followed flag × %s: shows a flag it could not read as "Ikuti", and following works', async (fault) => {
    // The member follows the store already: only a flag read as failed shows "Ikuti".
    const calls = serveFavorites({ followed: true });
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/official/merchant-favorites/:code`, fault));
    const flagAnswers = answersTo(`${TEST_BACKEND}/official/merchant-favorites/AER-1`);
    renderRemote({ user: BUDI });
    await untilAnswered(flagAnswers, 1);
    const button = await follow();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await within(await seller()).findByRole('button', { name: 'Mengikuti' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toEqual(['follow AER-1']);
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('merchant follow × %s: says "Gagal menyimpan. Silakan coba lagi.", not followed, the button there for another try', async (fault) => {
    serveFavorites();
    backendServer.use(faultHandler('POST', `${TEST_BACKEND}/official/merchant-favorites/:code/_follow`, fault));
    renderRemote({ user: BUDI });
    await userEvent.click(await follow());
    await alertSaying(await seller(), 'Gagal menyimpan. Silakan coba lagi.');
    expect(await follow()).toHaveAttribute('aria-pressed', 'false');
    expect(await follow()).toBeEnabled();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'merchant unfollow × %s: says "Gagal menyimpan. Silakan coba lagi.", still followed, the button there for another try',
    async (fault) => {
      const calls = serveFavorites({ followed: true });
      backendServer.use(faultHandler('DELETE', `${TEST_BACKEND}/official/merchant-favorites/:code/_unfollow`, fault, { times: 1 }));
      renderRemote({ user: BUDI });
      const following = async () => within(await seller()).findByRole('button', { name: 'Mengikuti' });
      await userEvent.click(await following());
      await alertSaying(await seller(), 'Gagal menyimpan. Silakan coba lagi.');
      expect(await following()).toHaveAttribute('aria-pressed', 'true');
      expect(await following()).toBeEnabled();
      await userEvent.click(await following());
      expect(await follow()).toHaveAttribute('aria-pressed', 'false');
      expect(calls).toEqual(['GET AER-1', 'unfollow AER-1']);
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)(
    'offline merchants × %s: says "Gagal memuat toko offline.", following is there all along, and a retry brings the stores',
    async (fault) => {
      serveStores(['AVAILABLE', 'OFFLINE']);
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/product/products/:id/offline-merchants`, fault, { times: 1 }));
      renderRemote();
      const alert = await alertSaying(await seller(), 'Gagal memuat toko offline.');
      expect(await follow()).toBeEnabled();
      await retryIn(alert);
      expect(await within(await seller()).findByText('Toko Aero Dago')).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)(
    'merchant rating info × %s: says "Gagal memuat rating toko.", following is there all along, and a retry brings the rating',
    async (fault) => {
      serveRatings();
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/common/content/merchant-rating-info`, fault, { times: 1 }));
      renderRemote();
      const alert = await alertSaying(await seller(), 'Gagal memuat rating toko.');
      expect(await follow()).toBeEnabled();
      await retryIn(alert);
      expect(await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 rating' })).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)('seller badge info × %s: shows no badge it cannot explain, and the rating and following stay', async (fault) => {
    serveRatings();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/common/content/seller-badge-info`, fault));
    const badgeAnswers = answersTo(`${TEST_BACKEND}/common/content/seller-badge-info`);
    renderRemote();
    expect(await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 rating' })).toBeInTheDocument();
    await untilAnswered(badgeAnswers, 1);
    expect(within(await seller()).queryByRole('list', { name: 'Lencana toko' })).not.toBeInTheDocument();
    expect(within(await seller()).queryByRole('alert')).not.toBeInTheDocument();
    expect(await follow()).toBeEnabled();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('seller rating info × %s: says "Gagal memuat info." under the rating, and a retry brings how it is worked out', async (fault) => {
    serveRatings();
    backendServer.use(faultHandler('GET', `${TEST_BACKEND}/common/content/seller-rating-info`, fault, { times: 1 }));
    renderRemote();
    await userEvent.click(await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rating toko' });
    const alert = await alertSaying(dialog, 'Gagal memuat info.');
    expect(within(dialog).getByText('4,8 dari 5, dari 1.250 pembeli')).toBeInTheDocument();
    await retryIn(alert);
    expect(await within(dialog).findByText('Rata-rata bintang 12 bulan terakhir.')).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'customer care ticket configs × %s: offers no topics, closes on "Batal", and the chat still starts, on a product question',
    async (fault) => {
      const open = jest.fn();
      window.open = open;
      serveChat({ code: 'TD-1', commissionType: 'TD' });
      // Customer care has topics, the first not a product question: only a failed read offers none.
      backendServer.use(
        jsonContent('ticket-configs', [
          { topic: 'pesanan', label: { id: 'Pesanan dan pengiriman', en: 'Orders and delivery' } },
          { topic: 'produk', label: { id: 'Pertanyaan tentang produk', en: 'A question about the product' } },
        ]),
      );
      backendServer.use(faultHandler('GET', `${TEST_BACKEND}/common/content/ticket-configs`, fault));
      const topicAnswers = answersTo(`${TEST_BACKEND}/common/content/ticket-configs`);
      renderRemote();
      const chat = await within(await seller()).findByRole('button', { name: 'Chat layanan pelanggan' });
      await userEvent.click(chat);
      let dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
      await untilAnswered(topicAnswers, 1);
      expect(within(dialog).queryAllByRole('radio')).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await userEvent.click(chat);
      dialog = await screen.findByRole('dialog', { name: 'Chat dengan layanan pelanggan' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Mulai chat' }));
      expect(open).toHaveBeenCalledWith('/customer-care/live-chat/produk', 'pdp-customer-care', 'width=400,height=450,noopener,noreferrer');
      expect(pageErrors).toEqual([]);
    },
  );
});
