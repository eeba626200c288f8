// The store's rating and badges as a shopper meets them (spec §2 the seller badges, seller rating and
// seller no-rating modals; §7 the merchant rating, seller badge and seller rating content): the rating
// with its explanation, no rating yet with why, the badges the platform explains, each modal closing on
// Escape with focus back; failures said with a retry while the seller keeps working; English. It runs
// on the backend simulator (mounted in MSW): the shoes' Aero Official Store, rated 4,8 from 1.250 with
// the badges Toko Resmi and Respons Cepat, and the blender's Dapur Bunda, not rated yet
// (handlers/seller-ratings.ts); failures are session faults, and `server.use` gives only the ratings
// and the badge code no store of the simulator has.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MerchantRatingInfoDto } from '@pdp/backend-api/social';
import { TEST_BACKEND } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { readSimpleMessage } from '@pdp/host-contract/messages';
import { renderRemote } from '../../__tests__/render-remote';
import { detailsMessagesId } from '../../shared/i18n/parts/details.messages.id';
import detailsMessagesEn from '../../shared/i18n/parts/details.messages.en';
import { BLENDER, SHOES, seller, simulatorAnswerChanged } from './seller-info.test-page';

sectionsInView(['seller']);
const backend = startSimulatorBackend(TEST_BACKEND);

/** The simulator's rating of the store, changed by `change`: for a rating or a badge no store of it has. */
const storeRatingWith = (change: Partial<MerchantRatingInfoDto>) =>
  simulatorAnswerChanged<MerchantRatingInfoDto>(backend, '/common/content/merchant-rating-info', (info) => ({ ...info, ...change }));

const HOW_RATINGS_WORK = 'Rating toko adalah rata-rata bintang dari ulasan pembeli dalam 12 bulan terakhir.';

describe("the store's rating and badges", () => {
  it('names the rating button without @formatjs/intl, so it is never a button without a name while that loads', () => {
    const values = { rating: '4,8', count: '1.250' };
    expect(readSimpleMessage(detailsMessagesId['pdp.seller.rating.value'], values)).toBe('★ 4,8 · 1.250 rating');
    expect(readSimpleMessage(detailsMessagesEn['pdp.seller.rating.value'], values)).toBe('★ 4,8 · 1.250 ratings');
  });

  it('shows the rating, opens how it is worked out, and gives focus back on Escape', async () => {
    renderRemote({ path: SHOES });
    const rating = await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 rating' });
    await userEvent.click(rating);
    const dialog = await screen.findByRole('dialog', { name: 'Rating toko' });
    expect(within(dialog).getByText('4,8 dari 5, dari 1.250 pembeli')).toBeInTheDocument();
    expect(await within(dialog).findByText(HOW_RATINGS_WORK)).toBeInTheDocument();
    expect(within(dialog).getByText('Ulasan yang dilaporkan dan terbukti palsu tidak dihitung.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rating).toHaveFocus();
  });

  it('writes the rating with one decimal and a comma, rounded half up (spec §9, decision 0070)', async () => {
    storeRatingWith({ rating: 4 });
    renderRemote({ path: SHOES });
    await userEvent.click(await within(await seller()).findByRole('button', { name: '★ 4,0 · 1.250 rating' }));
    expect(within(await screen.findByRole('dialog', { name: 'Rating toko' })).getByText('4,0 dari 5, dari 1.250 pembeli')).toBeInTheDocument();
  });

  it('rounds a rating of two decimals half up', async () => {
    storeRatingWith({ rating: 4.35 });
    renderRemote({ path: SHOES });
    expect(await within(await seller()).findByRole('button', { name: '★ 4,4 · 1.250 rating' })).toBeInTheDocument();
  });

  it("shows the store's badges, and what each means", async () => {
    renderRemote({ path: SHOES });
    const badges = await within(await seller()).findByRole('list', { name: 'Lencana toko' });
    expect(
      within(badges)
        .getAllByRole('button')
        .map((badge) => badge.textContent),
    ).toEqual(['Toko Resmi', 'Respons Cepat']);
    await userEvent.click(within(badges).getByRole('button', { name: 'Toko Resmi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lencana toko' });
    expect(within(dialog).getByText('Toko milik merek atau distributor resminya. Produknya dijamin asli.')).toBeInTheDocument();
    // Top seller is a badge the platform explains, but not this store's.
    expect(within(dialog).queryByText('Penjual Terbaik')).not.toBeInTheDocument();
  });

  it('shows only the badges the platform explains', async () => {
    // Every badge of the simulator's stores is explained: the store is given one that is not.
    storeRatingWith({ badges: ['OFFICIAL_STORE', 'UNKNOWN'] });
    renderRemote({ path: SHOES });
    const badges = await within(await seller()).findByRole('list', { name: 'Lencana toko' });
    expect(
      within(badges)
        .getAllByRole('button')
        .map((badge) => badge.textContent),
    ).toEqual(['Toko Resmi']);
  });

  it('says a store has no rating yet, and why', async () => {
    renderRemote({ path: BLENDER });
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Belum ada rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toko ini belum punya rating' });
    expect(await within(dialog).findByText('Toko baru mendapat rating setelah menerima ulasan dari pembeli.')).toBeInTheDocument();
    expect(within(await seller()).queryByRole('list', { name: 'Lencana toko' })).not.toBeInTheDocument();
  });

  it('says the rating failed to load with a retry, while following keeps working', async () => {
    await backend.session.fault('/backend/common/content/merchant-rating-info', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    const section = await seller();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Gagal memuat rating toko.');
    expect(within(section).getByRole('button', { name: 'Ikuti' })).toBeEnabled();
    await userEvent.click(within(section).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByRole('button', { name: '★ 4,8 · 1.250 rating' })).toBeInTheDocument();
  });

  it('says the explanation failed to load inside the modal, with a retry', async () => {
    await backend.session.fault('/backend/common/content/seller-rating-info', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    await userEvent.click(await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rating toko' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal memuat info.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog).findByText(HOW_RATINGS_WORK)).toBeInTheDocument();
  });

  it('speaks English', async () => {
    renderRemote({ path: SHOES, locale: 'en' });
    await userEvent.click(await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 ratings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Store rating' });
    expect(await within(dialog).findByText('A store’s rating is the average star rating of its buyers’ reviews over the last 12 months.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await within(await seller()).findByRole('button', { name: 'Official store' })).toBeInTheDocument();
  });
});
