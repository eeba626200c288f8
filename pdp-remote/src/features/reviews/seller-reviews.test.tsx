// The store's highest reviews under the seller (spec §9: 3, sorted by highest), as a shopper reads
// them, asked for with the sort the spec names: rating, words, reviewer and a link to the product each is about; a failed read said with a
// retry while the rest of the seller keeps working; none shown for a store without reviews; English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { envelope, startBackendMock } from '../../testing/backend-mock';
import { renderRemote } from '../../testing/render-remote';
import { serveStoreReviews, storeReview } from './reviews-test-backend';

startBackendMock();

const seller = () => screen.findByRole('region', { name: /^(Penjual|Seller)$/ });

describe("the store's highest reviews", () => {
  it('shows three under the seller, each with its rating, words, reviewer and product', async () => {
    const asked = serveStoreReviews();
    renderRemote();
    const list = await within(await seller()).findByRole('region', { name: 'Ulasan terbaik toko ini' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('img', { name: 'Rating 5 dari 5' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Ulasan S1');
    expect(items[0]).toHaveTextContent('oleh Pembeli S1');
    expect(within(items[2]!).getByRole('img', { name: 'Rating 4 dari 5' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Kaos Lari Aero' })).toHaveAttribute('href', '/p/kaos-lari-aero/ps--KAO-9');
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual(['/backend/product-review/merchants/AER-1/reviews?itemPerPage=3&sort=HIGHEST']);
  });

  it('says a failed read failed, keeps the seller working, and a retry brings the reviews', async () => {
    serveStoreReviews((call) =>
      call === 0 ? HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 }) : envelope([storeReview('S1', 5)]),
    );
    renderRemote();
    const section = await seller();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Gagal memuat ulasan toko.');
    expect(within(section).getByRole('button', { name: 'Ikuti' })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByText('Ulasan S1')).toBeInTheDocument();
  });

  it('shows nothing for a store without reviews, and drops a review without its product', async () => {
    serveStoreReviews(() => envelope([{ ...storeReview('S1', 5), product: null } as never]));
    renderRemote();
    const section = await seller();
    await within(section).findByText('Memuat ulasan toko…');
    await waitFor(() => expect(within(section).queryByText('Memuat ulasan toko…')).not.toBeInTheDocument());
    expect(within(section).getByRole('button', { name: 'Ikuti' })).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Ulasan terbaik toko ini' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    serveStoreReviews();
    renderRemote({ locale: 'en' });
    const list = await within(await seller()).findByRole('region', { name: 'Top reviews of this store' });
    expect(within(list).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
    expect(list).toHaveTextContent('by Pembeli S1');
  });
});
