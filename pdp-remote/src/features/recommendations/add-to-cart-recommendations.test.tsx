// The add-to-cart recommendations as a shopper meets them (spec §2 modal, §4 cleared on reset, §7, §9):
// after Sari adds the phone to her bag, the add-to-bag modal leads to them; two placements of 18
// through the POST and the 6 of the item's category, each on its own, 18 and 6 at most, given up after
// 2000 ms; a failed list with a retry while the others show; nothing to suggest said once; closing goes
// back to the add-to-bag modal and clears the lists; cards report clicks with the answer's trace id;
// hostile names stay text; both languages. Against the backend simulator (its recommendations and cart
// handlers and fixtures, mounted in MSW; Sari's session signed in): the phone's category (Handphone &
// Tablet) holds the headphones, its similar product too. `backend.server.use` answers only what the
// simulator never sends: malformed or hostile cards, answers longer than asked for, and an answer held
// back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { CATEGORY_CALL, LIST_CALL, addPhoneToBag, openAddToCartRecommendations, pageOf, recordTraceIds, simulatorCards } from './recommendations.test-page';

const backend = startSimulatorBackend(TEST_BACKEND);
const traceIdOf = recordTraceIds(backend);

const FAILED = 'Gagal memuat rekomendasi.';
const HEADPHONES = /^Headphone Nirkabel Ramai Flash Sale/;
/** The first of the complement (the best seller of the other categories). */
const SHOES = /^Sepatu Lari Pria Aero Run 2/;
const PLACEMENTS_PATH = `${TEST_BACKEND}/search/products/:id/recommendations`;
const list = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('region', { name })).getAllByRole('link');
/** The placement a POST of the recommendations asks for. */
const placementOf = async (request: Request) => ((await request.clone().json()) as { placement: string }).placement;

describe('add-to-cart recommendations', () => {
  it('follow a successful add: two placements of 18 and six of the category, each card a link to its product', async () => {
    const { props } = await addPhoneToBag(backend);
    const dialog = await openAddToCartRecommendations();

    await within(dialog).findByRole('heading', { name: 'Lainnya di Handphone & Tablet' });
    await within(dialog).findByRole('link', { name: SHOES });
    // The complement: the retail best sellers of the other categories.
    expect(list(dialog, 'Lengkapi belanjaanmu')).toHaveLength(12);
    expect(list(dialog, 'Produk serupa').map((link) => link.textContent)).toEqual(['Headphone Nirkabel Ramai Flash SaleRp299.000']);
    expect(list(dialog, 'Lainnya di Handphone & Tablet').map((link) => link.getAttribute('href'))).toEqual([
      '/p/headphone-nirkabel-ramai-flash-sale/is--HDP-60010-00001',
    ]);
    const posts = backend.sent('POST', LIST_CALL);
    expect(posts.map((call) => call.pathname)).toEqual(Array(2).fill('/backend/search/products/is--HPX-60003-00001/recommendations'));
    expect(posts.map((call) => call.body)).toEqual([
      { placement: 'pdp-atc-complementary', page: 0, itemPerPage: 18 },
      { placement: 'pdp-atc-similar', page: 0, itemPerPage: 18 },
    ]);
    expect(backend.sent('GET', CATEGORY_CALL).map((call) => Object.fromEntries(call.query))).toEqual([{ itemSku: 'HPX-60003-00001', itemPerPage: '6' }]);

    const second = list(dialog, 'Lengkapi belanjaanmu')[1] as HTMLElement;
    expect(second).toHaveTextContent('Kopi Bubuk Arabika Gayo 250 gRp85.000');
    await userEvent.click(second);
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/kopi-bubuk-arabika-gayo-250-g/is--KPI-60012-00001' }));
    const traceId = await traceIdOf('POST', LIST_CALL, { placement: 'pdp-atc-complementary' });
    expect(traceId).toMatch(/^[0-9a-f]{16}$/);
    expect(props.reportAnalytics).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'recommendation-click', placement: 'pdp-atc-complementary', itemSku: 'KPI-60012-00001', position: 2, traceId }),
    );
  });

  it('show 18 of each placement and 6 of the category at most', async () => {
    // Answers longer than asked for, of the simulator's cards: it never sends more than asked.
    const cards = await simulatorCards(backend, 'ps--HPX-60003', 20);
    backend.server.use(
      http.post(PLACEMENTS_PATH, async ({ request }) => ((await placementOf(request)) === 'pdp-atc-complementary' ? envelope(cards) : undefined)),
      http.get(`${TEST_BACKEND}/search/get-category-recommendations-with-metadata`, () =>
        envelope({ category: { id: '54000', name: 'Handphone & Tablet' }, products: cards.slice(0, 8) }),
      ),
    );
    await addPhoneToBag(backend);
    const dialog = await openAddToCartRecommendations();
    await within(dialog).findByRole('heading', { name: 'Lainnya di Handphone & Tablet' });
    await within(within(dialog).getByRole('region', { name: 'Produk serupa' })).findByRole('link', { name: HEADPHONES });
    expect(list(dialog, 'Lengkapi belanjaanmu').map((link) => link.getAttribute('href'))).toEqual(cards.slice(0, 18).map(pageOf));
    expect(list(dialog, 'Lainnya di Handphone & Tablet').map((link) => link.getAttribute('href'))).toEqual(cards.slice(0, 6).map(pageOf));
  });

  it('go back to the add-to-bag modal on Escape, and are asked for again next time (cleared on reset)', async () => {
    // The complement's second answer, the simulator's, is held back until the test lets it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    let complements = 0;
    backend.server.use(
      http.post(PLACEMENTS_PATH, async ({ request }) => {
        if ((await placementOf(request)) === 'pdp-atc-complementary' && ++complements === 2) await held;
        return undefined;
      }),
    );
    await addPhoneToBag(backend);
    await within(await openAddToCartRecommendations()).findByRole('link', { name: SHOES });

    await userEvent.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Berhasil ditambahkan ke bag' });
    expect(screen.queryByRole('dialog', { name: 'Rekomendasi untukmu' })).not.toBeInTheDocument();

    const again = await openAddToCartRecommendations();
    // The first answer is gone: the list loads afresh.
    expect(within(again).queryByRole('link', { name: SHOES })).not.toBeInTheDocument();
    expect(within(again).getAllByRole('status')[0]).toHaveTextContent('Memuat rekomendasi…');
    release();
    await within(again).findByRole('link', { name: SHOES });
    expect(backend.sent('POST', LIST_CALL)).toHaveLength(4);
    expect(backend.sent('GET', CATEGORY_CALL)).toHaveLength(2);
  });

  it('say which list failed, with a retry, while the others show', async () => {
    // The first placement asked for, the complement, fails once; the category's list fails every time.
    await backend.session.fault('/backend/search/products/*/recommendations', 'status=500', { method: 'POST', times: 1 });
    await backend.session.fault('/backend/search/get-category-recommendations-with-metadata', 'status=502', { method: 'GET' });
    await addPhoneToBag(backend);
    const dialog = await openAddToCartRecommendations();

    const complement = within(dialog).getByRole('region', { name: 'Lengkapi belanjaanmu' });
    await within(complement).findByText(FAILED);
    await within(dialog).findByRole('link', { name: HEADPHONES });
    const category = within(dialog).getByRole('region', { name: 'Lainnya dari kategori ini' });
    await within(category).findByText(FAILED);

    await userEvent.click(within(complement).getByRole('button', { name: 'Coba lagi' }));
    await within(complement).findByRole('link', { name: SHOES });
    expect(within(complement).queryByText(FAILED)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: HEADPHONES })).toBeInTheDocument();
  });

  it('give up on a list slower than 2000 ms, and keep the others', async () => {
    // The first placement asked for, the complement, answers after 2600 ms.
    await backend.session.fault('/backend/search/products/*/recommendations', 'latency=2600', { method: 'POST', times: 1 });
    await addPhoneToBag(backend);
    const dialog = await openAddToCartRecommendations();
    expect(await within(within(dialog).getByRole('region', { name: 'Produk serupa' })).findByRole('link', { name: HEADPHONES })).toBeInTheDocument();
    const complement = within(dialog).getByRole('region', { name: 'Lengkapi belanjaanmu' });
    await within(complement).findByText(FAILED, {}, { timeout: 4000 });
    expect(within(complement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('say there is nothing to suggest when every list is empty, and leave out malformed cards', async () => {
    // Malformed cards and a category without one: answers the simulator never gives.
    backend.server.use(
      http.post(PLACEMENTS_PATH, () => envelope([{ itemSku: 'BAD-1', name: 'Tanpa harga' }, null])),
      http.get(`${TEST_BACKEND}/search/get-category-recommendations-with-metadata`, () => envelope({ category: null, products: 'none' })),
    );
    await addPhoneToBag(backend);
    const dialog = await openAddToCartRecommendations();
    await within(dialog).findByText('Belum ada rekomendasi untuk produk ini.');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Tanpa harga')).not.toBeInTheDocument();
  });

  it('show a hostile name as text and drop an unsafe picture', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    // The simulator's first card for the phone (the shoes), with a hostile name and picture in the similar products.
    const [card] = await simulatorCards(backend, 'ps--HPX-60003', 1);
    backend.server.use(
      http.post(PLACEMENTS_PATH, async ({ request }) =>
        (await placementOf(request)) === 'pdp-atc-similar' ? envelope([{ ...card, name: hostile, imageUrl: 'javascript:alert(1)' }]) : undefined,
      ),
      http.get(`${TEST_BACKEND}/search/get-category-recommendations-with-metadata`, () =>
        envelope({ category: { id: '54000', name: '<b>Kategori</b>' }, products: [card] }),
      ),
    );
    await addPhoneToBag(backend);
    const dialog = await openAddToCartRecommendations();
    const shown = await within(dialog).findByRole('link', { name: /<img src=x onerror="alert\(1\)">/ });
    expect(shown.querySelector('img')).toBeNull();
    expect(dialog.querySelector('img[src^="javascript"]')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Lainnya di <b>Kategori</b>' })).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
  });

  it('read in English', async () => {
    await addPhoneToBag(backend, 'en');
    const added = await screen.findByRole('dialog', { name: 'Added to your bag' });
    await userEvent.click(within(added).getByRole('button', { name: 'See recommendations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recommended for you' });
    await within(dialog).findByRole('heading', { name: 'More in Handphone & Tablet' });
    expect(within(dialog).getByRole('heading', { name: 'Complete your order' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Similar products' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(12 + 1 + 1));
  });
});
