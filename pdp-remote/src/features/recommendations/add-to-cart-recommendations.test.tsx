// The add-to-cart recommendations as a shopper meets them (spec §2 modal, §4 cleared on reset, §7, §9):
// after an add to bag, the add-to-bag modal leads to them; two placements of 18 through the POST and
// the 6 of the item's category, each on its own, given up after 2000 ms; a failed list with a retry
// while the others show; nothing to suggest said once; closing goes back to the add-to-bag modal and
// clears the lists; cards report clicks; hostile names stay text; both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { envelope, HttpResponse, startBackendMock } from '@pdp/test-kit/backend-mock';
import { aRecommendation, addToBag, many, serveLists } from './add-to-cart-recommendations.test-backend';

startBackendMock();

const recommendationsDialog = () => screen.findByRole('dialog', { name: 'Rekomendasi untukmu' });
const list = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('region', { name })).getAllByRole('link');

describe('add-to-cart recommendations', () => {
  it('follow a successful add: two placements of 18 and six of the category, each card a link to its product', async () => {
    const served = serveLists();
    const { props } = await addToBag();

    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' })).getByRole('button', { name: 'Lihat rekomendasi' }),
    );

    const dialog = await recommendationsDialog();
    await within(dialog).findByRole('heading', { name: 'Lainnya di Handphone & Tablet' });
    await within(dialog).findByRole('link', { name: /Produk 1\b/ });
    expect(list(dialog, 'Lengkapi belanjaanmu')).toHaveLength(18);
    expect(list(dialog, 'Produk serupa')).toHaveLength(2);
    expect(list(dialog, 'Lainnya di Handphone & Tablet')).toHaveLength(6);
    expect(served.posts).toEqual([
      { id: 'is--SPL-1-00001', body: { placement: 'pdp-atc-complementary', page: 0, itemPerPage: 18 } },
      { id: 'is--SPL-1-00001', body: { placement: 'pdp-atc-similar', page: 0, itemPerPage: 18 } },
    ]);
    expect(served.categories).toEqual([{ itemSku: 'SPL-1-00001', itemPerPage: '6' }]);

    await userEvent.click(within(dialog).getByRole('link', { name: /Produk 2\b/ }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/produk-2/is--REC-2-00001' }));
    expect(props.reportAnalytics).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'recommendation-click', placement: 'pdp-atc-complementary', itemSku: 'REC-2-00001', position: 2, traceId: 'abc123' }),
    );
  });

  it('go back to the add-to-bag modal on Escape, and are asked for again next time (cleared on reset)', async () => {
    let release: () => void = () => undefined;
    const served = serveLists({
      placement: async (name, call) => {
        if (call === 2 && name === 'pdp-atc-complementary') await new Promise<void>((done) => (release = done));
        return envelope(name === 'pdp-atc-complementary' ? many(1, 3) : []);
      },
    });
    await addToBag();
    const added = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    await userEvent.click(within(added).getByRole('button', { name: 'Lihat rekomendasi' }));
    await within(await recommendationsDialog()).findByRole('link', { name: /Produk 1\b/ });

    await userEvent.keyboard('{Escape}');
    const back = await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(screen.queryByRole('dialog', { name: 'Rekomendasi untukmu' })).not.toBeInTheDocument();

    await userEvent.click(within(back).getByRole('button', { name: 'Lihat rekomendasi' }));
    const again = await recommendationsDialog();
    // The first answer is gone: the list loads afresh.
    expect(within(again).queryByRole('link', { name: /Produk 1\b/ })).not.toBeInTheDocument();
    expect(within(again).getAllByRole('status')[0]).toHaveTextContent('Memuat rekomendasi…');
    release();
    await within(again).findByRole('link', { name: /Produk 1\b/ });
    expect(served.posts).toHaveLength(4);
  });

  it('say which list failed, with a retry, while the others show', async () => {
    serveLists({
      placement: (name, call) =>
        name === 'pdp-atc-similar' && call === 1
          ? HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 })
          : envelope(many(name === 'pdp-atc-similar' ? 30 : 1, 2)),
      category: () => new HttpResponse('<html>oops</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    });
    await addToBag();
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat rekomendasi' }));
    const dialog = await recommendationsDialog();

    const similar = within(dialog).getByRole('region', { name: 'Produk serupa' });
    await within(similar).findByText('Gagal memuat rekomendasi.');
    await within(dialog).findByRole('link', { name: /Produk 1\b/ });
    const category = within(dialog).getByRole('region', { name: 'Lainnya dari kategori ini' });
    await within(category).findByText('Gagal memuat rekomendasi.');

    await userEvent.click(within(similar).getByRole('button', { name: 'Coba lagi' }));
    await within(similar).findByRole('link', { name: /Produk 30\b/ });
    expect(within(dialog).getByRole('link', { name: /Produk 1\b/ })).toBeInTheDocument();
  });

  it('give up on a list slower than 2000 ms, and keep the others', async () => {
    serveLists({
      placement: async (name) => {
        if (name === 'pdp-atc-complementary') await delay(2600);
        return envelope(many(name === 'pdp-atc-complementary' ? 1 : 30, 2));
      },
    });
    await addToBag();
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat rekomendasi' }));
    const dialog = await recommendationsDialog();
    await within(dialog).findByRole('link', { name: /Produk 30\b/ });
    const complementary = within(dialog).getByRole('region', { name: 'Lengkapi belanjaanmu' });
    await within(complementary).findByText('Gagal memuat rekomendasi.', {}, { timeout: 4000 });
    expect(within(complementary).queryByRole('link')).not.toBeInTheDocument();
  });

  it('say there is nothing to suggest when every list is empty, and leave out malformed cards', async () => {
    serveLists({
      placement: () => envelope([{ itemSku: 'BAD-1', name: 'Tanpa harga' }, null]),
      category: () => envelope({ category: null, products: 'none' }),
    });
    await addToBag();
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat rekomendasi' }));
    const dialog = await recommendationsDialog();
    await within(dialog).findByText('Belum ada rekomendasi untuk produk ini.');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
  });

  it('show a hostile name as text and drop an unsafe picture', async () => {
    serveLists({
      placement: (name) =>
        envelope(name === 'pdp-atc-similar' ? [aRecommendation(9, { name: '<img src=x onerror="alert(1)">', imageUrl: 'javascript:alert(1)' })] : []),
      category: () => envelope({ category: { id: '1', name: '<b>Kategori</b>' }, products: [] }),
    });
    await addToBag();
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat rekomendasi' }));
    const dialog = await recommendationsDialog();
    const card = await within(dialog).findByRole('link', { name: /<img src=x onerror="alert\(1\)">/ });
    expect(card.querySelector('img')).toBeNull();
    expect(dialog.querySelector('img[src^="javascript"]')).toBeNull();
  });

  it('read in English', async () => {
    serveLists();
    await addToBag('en');
    const added = await screen.findByRole('dialog', { name: 'Added to your bag' });
    await userEvent.click(within(added).getByRole('button', { name: 'See recommendations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommended for you' });
    await within(dialog).findByRole('heading', { name: 'More in Handphone & Tablet' });
    expect(within(dialog).getByRole('heading', { name: 'Complete your order' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Similar products' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('link').length).toBe(18 + 2 + 6));
  });
});
