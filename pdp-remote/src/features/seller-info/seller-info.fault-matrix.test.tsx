// The fault matrix of the seller section (tooling/e2e/fault-matrix.e2e.ts, one test per row, named by
// its `call`): the followed flag, following and unfollowing, the offline stores, the store's rating, badges and
// their explanation, and customer care's chat topics, failed in every way the simulator fails a call
// (FAULT_KINDS). Each proves what its row proves in the browser: the failure says the catalogue's
// words (or, where the row says nothing, the part goes without what failed), what the shopper did is
// kept, a retry brings the data back where the row presses "Coba lagi", following the seller keeps
// working, and nothing is thrown. The backend is the simulator (mounted in MSW), on its products
// (seller-info.test-page.ts): each fault is a session fault, as the e2e matrix forces it, and a
// member's follows live in their signed-in session.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { FAULT_KINDS, alertSaying, retryIn, untilAnswered, watchNothingThrown } from '../../__tests__';
import { renderRemote } from '../../__tests__/render-remote';
import { AERO, FRIDGE, LAPTOP, SHOES, WIB_MORNING, favoriteCallsFromNow, followInAnotherTab, seller } from './seller-info.test-page';
import { BUDI } from '../../__tests__/members';

sectionsInView(['seller']);
const backend = startSimulatorBackend(TEST_BACKEND);
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

/** What the e2e matrix's `pageErrors` catches, in jsdom: a part's boundary logging what it threw, an uncaught error or rejection. */
const pageErrors = watchNothingThrown({ consoleErrors: 'all' });
/** The answers a call has had (failures included), for a row that says nothing. */

const follow = async () => within(await seller()).findByRole('button', { name: 'Ikuti' });

/** The shoes' page for Budi, his session signed in. */
async function renderForBudi() {
  await backend.session.signIn(BUDI.email);
  return renderRemote({ path: SHOES, user: BUDI });
}

describe('fault matrix: seller-info', () => {
  it.each(FAULT_KINDS)('merchant followed flag × %s: shows a flag it could not read as "Ikuti", and following works', async (fault) => {
    // The member follows the store already: only a flag read as failed shows "Ikuti".
    await backend.session.signIn(BUDI.email);
    await followInAnotherTab();
    await backend.session.fault('/backend/official/merchant-favorites/*', fault, { method: 'GET' });
    const calls = favoriteCallsFromNow(backend);
    const flagAnswers = backend.answersTo(/^\/backend\/official\/merchant-favorites\/AER-60001$/);
    renderRemote({ path: SHOES, user: BUDI });
    await untilAnswered(flagAnswers, 1);
    const button = await follow();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await within(await seller()).findByRole('button', { name: 'Mengikuti' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls()).toEqual({ read: [AERO], follow: [AERO], unfollow: [] });
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('merchant follow × %s: says "Gagal menyimpan. Silakan coba lagi.", not followed, the button there for another try', async (fault) => {
    await backend.session.fault('/backend/official/merchant-favorites/*/_follow', fault, { method: 'POST' });
    await renderForBudi();
    await userEvent.click(await follow());
    await alertSaying(await seller(), 'Gagal menyimpan. Silakan coba lagi.');
    expect(await follow()).toHaveAttribute('aria-pressed', 'false');
    expect(await follow()).toBeEnabled();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'merchant unfollow × %s: says "Gagal menyimpan. Silakan coba lagi.", still followed, the button there for another try',
    async (fault) => {
      await backend.session.signIn(BUDI.email);
      await followInAnotherTab();
      await backend.session.fault('/backend/official/merchant-favorites/*/_unfollow', fault, { method: 'DELETE', times: 1 });
      const calls = favoriteCallsFromNow(backend);
      renderRemote({ path: SHOES, user: BUDI });
      const following = async () => within(await seller()).findByRole('button', { name: 'Mengikuti' });
      await userEvent.click(await following());
      await alertSaying(await seller(), 'Gagal menyimpan. Silakan coba lagi.');
      expect(await following()).toHaveAttribute('aria-pressed', 'true');
      expect(await following()).toBeEnabled();
      await userEvent.click(await following());
      expect(await follow()).toHaveAttribute('aria-pressed', 'false');
      // The failed unfollow, then the one that went through.
      expect(calls()).toEqual({ read: [AERO], follow: [], unfollow: [AERO, AERO] });
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)(
    'offline merchants × %s: says "Gagal memuat toko offline.", following is there all along, and a retry brings the stores',
    async (fault) => {
      await backend.session.fault('/backend/product/products/*/offline-merchants', fault, { method: 'GET', times: 1 });
      renderRemote({ path: FRIDGE });
      const alert = await alertSaying(await seller(), 'Gagal memuat toko offline.');
      expect(await follow()).toBeEnabled();
      await retryIn(alert);
      expect(await within(await seller()).findByText('Elektronik Jaya Dago')).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)(
    'merchant rating info × %s: says "Gagal memuat rating toko.", following is there all along, and a retry brings the rating',
    async (fault) => {
      await backend.session.fault('/backend/common/content/merchant-rating-info', fault, { method: 'GET', times: 1 });
      renderRemote({ path: SHOES });
      const alert = await alertSaying(await seller(), 'Gagal memuat rating toko.');
      expect(await follow()).toBeEnabled();
      await retryIn(alert);
      expect(await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 rating' })).toBeInTheDocument();
      expect(pageErrors).toEqual([]);
    },
  );

  it.each(FAULT_KINDS)('seller badge info × %s: shows no badge it cannot explain, and the rating and following stay', async (fault) => {
    await backend.session.fault('/backend/common/content/seller-badge-info', fault, { method: 'GET' });
    const badgeAnswers = backend.answersTo(/^\/backend\/common\/content\/seller-badge-info$/);
    renderRemote({ path: SHOES });
    expect(await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 rating' })).toBeInTheDocument();
    await untilAnswered(badgeAnswers, 1);
    expect(within(await seller()).queryByRole('list', { name: 'Lencana toko' })).not.toBeInTheDocument();
    expect(within(await seller()).queryByRole('alert')).not.toBeInTheDocument();
    expect(await follow()).toBeEnabled();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)('seller rating info × %s: says "Gagal memuat info." under the rating, and a retry brings how it is worked out', async (fault) => {
    await backend.session.fault('/backend/common/content/seller-rating-info', fault, { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    await userEvent.click(await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rating toko' });
    const alert = await alertSaying(dialog, 'Gagal memuat info.');
    expect(within(dialog).getByText('4,8 dari 5, dari 1.250 pembeli')).toBeInTheDocument();
    await retryIn(alert);
    expect(await within(dialog).findByText('Rating toko adalah rata-rata bintang dari ulasan pembeli dalam 12 bulan terakhir.')).toBeInTheDocument();
    expect(pageErrors).toEqual([]);
  });

  it.each(FAULT_KINDS)(
    'customer care ticket configs × %s: offers no topics, closes on "Batal", and the chat still starts, on a product question',
    async (fault) => {
      const open = jest.fn();
      window.open = open;
      // Customer care has three topics (the simulator's ticket configs): only a failed read offers none.
      await backend.session.clock(WIB_MORNING);
      await backend.session.fault('/backend/common/content/ticket-configs', fault, { method: 'GET' });
      const topicAnswers = backend.answersTo(/^\/backend\/common\/content\/ticket-configs$/);
      renderRemote({ path: LAPTOP });
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
