// The store's rating and badges as a shopper meets them (spec §2 the seller badges, seller rating and
// seller no-rating modals; §7 the merchant rating, seller badge and seller rating content): the rating
// with its explanation, no rating yet with why, the badges the platform explains, each modal closing on
// Escape with focus back; failures said with a retry while the seller keeps working; English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { RATING_INFO, serveRatings, serverError } from './seller-info.test-backend';
import { readSimpleMessage } from '@pdp/host-contract/messages';
import { detailsMessagesId } from '../../shared/i18n/parts/details.messages.id';
import detailsMessagesEn from '../../shared/i18n/parts/details.messages.en';

startBackendMock();

const seller = () => screen.findByRole('region', { name: /^(Penjual|Seller)$/ });

describe("the store's rating and badges", () => {
  it('names the rating button without @formatjs/intl, so it is never a button without a name while that loads', () => {
    const values = { rating: '4,8', count: '1.250' };
    expect(readSimpleMessage(detailsMessagesId['pdp.seller.rating.value'], values)).toBe('★ 4,8 · 1.250 rating');
    expect(readSimpleMessage(detailsMessagesEn['pdp.seller.rating.value'], values)).toBe('★ 4,8 · 1.250 ratings');
  });

  it('shows the rating, opens how it is worked out, and gives focus back on Escape', async () => {
    serveRatings();
    renderRemote();
    const rating = await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 rating' });
    await userEvent.click(rating);
    const dialog = await screen.findByRole('dialog', { name: 'Rating toko' });
    expect(within(dialog).getByText('4,8 dari 5, dari 1.250 pembeli')).toBeInTheDocument();
    expect(await within(dialog).findByText('Rata-rata bintang 12 bulan terakhir.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rating).toHaveFocus();
  });

  it('writes the rating with one decimal and a comma, rounded half up (spec §9, decision 0070)', async () => {
    serveRatings({ store: () => envelope({ merchantCode: 'AER-1', rating: 4, ratingCount: 1250, badges: [] }) });
    renderRemote();
    await userEvent.click(await within(await seller()).findByRole('button', { name: '★ 4,0 · 1.250 rating' }));
    expect(within(await screen.findByRole('dialog', { name: 'Rating toko' })).getByText('4,0 dari 5, dari 1.250 pembeli')).toBeInTheDocument();
  });

  it('rounds a rating of two decimals half up', async () => {
    serveRatings({ store: () => envelope({ merchantCode: 'AER-1', rating: 4.35, ratingCount: 1250, badges: [] }) });
    renderRemote();
    expect(await within(await seller()).findByRole('button', { name: '★ 4,4 · 1.250 rating' })).toBeInTheDocument();
  });

  it('shows only the badges the platform explains, and what each means', async () => {
    serveRatings();
    renderRemote();
    const badges = await within(await seller()).findByRole('list', { name: 'Lencana toko' });
    expect(
      within(badges)
        .getAllByRole('button')
        .map((badge) => badge.textContent),
    ).toEqual(['Toko Resmi']);
    await userEvent.click(within(badges).getByRole('button', { name: 'Toko Resmi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lencana toko' });
    expect(within(dialog).getByText('Milik merek resmi.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Penjual Terbaik')).not.toBeInTheDocument();
  });

  it('says a store has no rating yet, and why', async () => {
    serveRatings({ store: () => envelope({ merchantCode: 'AER-1', rating: null, ratingCount: 0, badges: [] }) });
    renderRemote();
    await userEvent.click(await within(await seller()).findByRole('button', { name: 'Belum ada rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toko ini belum punya rating' });
    expect(await within(dialog).findByText('Toko baru mendapat rating setelah diulas.')).toBeInTheDocument();
    expect(within(await seller()).queryByRole('list', { name: 'Lencana toko' })).not.toBeInTheDocument();
  });

  it('says the rating failed to load with a retry, while following keeps working', async () => {
    let calls = 0;
    serveRatings({
      store: () => {
        calls += 1;
        return calls === 1 ? serverError() : envelope({ merchantCode: 'AER-1', rating: 4.8, ratingCount: 1250, badges: [] });
      },
    });
    renderRemote();
    const section = await seller();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Gagal memuat rating toko.');
    expect(within(section).getByRole('button', { name: 'Ikuti' })).toBeEnabled();
    await userEvent.click(within(section).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByRole('button', { name: '★ 4,8 · 1.250 rating' })).toBeInTheDocument();
  });

  it('says the explanation failed to load inside the modal, with a retry', async () => {
    let calls = 0;
    serveRatings({
      info: () => {
        calls += 1;
        return calls === 1 ? serverError() : envelope(JSON.stringify(RATING_INFO));
      },
    });
    renderRemote();
    await userEvent.click(await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rating toko' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gagal memuat info.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog).findByText('Rata-rata bintang 12 bulan terakhir.')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    serveRatings();
    renderRemote({ locale: 'en' });
    await userEvent.click(await within(await seller()).findByRole('button', { name: '★ 4,8 · 1.250 ratings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Store rating' });
    expect(await within(dialog).findByText('The average over 12 months.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await within(await seller()).findByRole('button', { name: 'Official store' })).toBeInTheDocument();
  });
});
