// The store's highest reviews under the seller (spec §9: 3, sorted by highest), as a shopper reads
// them, asked for with the sort the spec names: rating, words, reviewer and a link to the product each
// is about; a failed read said with a retry while the rest of the seller keeps working; none shown for a
// store without reviews; English. Against the backend simulator (mounted in MSW): the running shoes'
// store, Aero Official Store, and the T-shirt's, which nobody reviewed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { KAOS, SHOES } from './reviews.test-page';

sectionsInView(['seller']);
const backend = startSimulatorBackend(TEST_BACKEND);

const seller = () => screen.findByRole('region', { name: /^(Penjual|Seller)$/ });
const STORE_REVIEWS = /^\/backend\/product-review\/merchants\/[^/]+\/reviews$/;

describe("the store's highest reviews", () => {
  it('shows three under the seller, each with its rating, words, reviewer and product', async () => {
    renderRemote({ path: SHOES });
    const list = await within(await seller()).findByRole('region', { name: 'Ulasan terbaik toko ini' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('img', { name: 'Rating 5 dari 5' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Sepatunya ringan sekali, dipakai lari 10 km kaki tidak pegal. Ukuran 41 pas di kaki saya.');
    expect(items[0]).toHaveTextContent('oleh Rina Wulandari');
    expect(items[2]).toHaveTextContent('oleh Putri Ananda');
    expect(within(items[2]!).getByRole('img', { name: 'Rating 5 dari 5' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Sepatu Lari Pria Aero Run 2' })).toHaveAttribute('href', SHOES);
    expect(backend.sent('GET', STORE_REVIEWS).map(({ pathname, query }) => `${pathname}?${query.toString()}`)).toEqual([
      '/backend/product-review/merchants/AER-60001/reviews?itemPerPage=3&sort=HIGHEST',
    ]);
  });

  it('says a failed read failed, keeps the seller working, and a retry brings the reviews', async () => {
    await backend.session.fault('/backend/product-review/merchants/*/reviews', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    const section = await seller();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Gagal memuat ulasan toko.');
    expect(within(section).getByRole('button', { name: 'Ikuti' })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByText('Sepatunya ringan sekali, dipakai lari 10 km kaki tidak pegal. Ukuran 41 pas di kaki saya.')).toBeInTheDocument();
  });

  it('shows nothing for a store without reviews', async () => {
    renderRemote({ path: KAOS });
    const section = await seller();
    await within(section).findByText('Memuat ulasan toko…');
    await waitFor(() => expect(within(section).queryByText('Memuat ulasan toko…')).not.toBeInTheDocument());
    expect(backend.sent('GET', STORE_REVIEWS)).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Ikuti' })).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Ulasan terbaik toko ini' })).not.toBeInTheDocument();
  });

  it('drops a review without its product', async () => {
    // The simulator gives every store review its product; one without is an answer it cannot give.
    backend.server.use(
      http.get(`${TEST_BACKEND}/product-review/merchants/:code/reviews`, () =>
        envelope([
          {
            id: 'S1',
            rating: 5,
            message: 'Ulasan tanpa produk',
            reviewer: { id: 'usr-s1', name: 'Pembeli S1', badge: null },
            createdDate: '2026-11-20T03:00:00.000Z',
            variant: [],
            topics: ['QUALITY'],
            likeCounter: 0,
            additionalData: { liked: false },
            images: [],
            reply: null,
            product: null,
          },
        ]),
      ),
    );
    renderRemote({ path: SHOES });
    const section = await seller();
    await within(section).findByText('Memuat ulasan toko…');
    await waitFor(() => expect(within(section).queryByText('Memuat ulasan toko…')).not.toBeInTheDocument());
    expect(within(section).getByRole('button', { name: 'Ikuti' })).toBeInTheDocument();
    expect(within(section).queryByText('Ulasan tanpa produk')).not.toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Ulasan terbaik toko ini' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    renderRemote({ path: SHOES, locale: 'en' });
    const list = await within(await seller()).findByRole('region', { name: 'Top reviews of this store' });
    expect(within(list).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    expect(list).toHaveTextContent('by Rina Wulandari');
  });
});
