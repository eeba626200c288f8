// Grocery recommendations through the real page: the read (GET) for the shopper's store, cards linking to
// grocery product pages with their position and the answer's trace id, at most 18, malformed entries
// left out, and a failure with a retry.
// The backend is the simulator (mounted in MSW) on the rice (beras.json): its recommendations are the
// catalogue's other grocery products (those of the shopper's store, when there is one), with its trace
// id. The answers it has no way to give (more than 18, malformed entries, no trace id) are the test's
// own (`backend.server.use`).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installFakeIntersectionObserver } from '@pdp/test-kit';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { GROCERY_BACKEND, grocerySimulatorTests, mountGrocery } from '../../__tests__';
import { BERAS_2KG, keepAsShoppersStore, STORES } from '../../__tests__/grocery-products';

// The recommendations and (for the config's switch) the discussion are the sections that matter.
sectionsInView(['recommendation', 'discussion']);
const backend = grocerySimulatorTests();

const saveKemang = () => keepAsShoppersStore(STORES.KEMANG);
const READ = /\/grocery\/recommendations$/;
/** The query of every recommendations read (spec §7 GET, decision 0069) the page sent. */
const queries = () => backend.sent('GET', READ).map(({ query }) => Object.fromEntries(query));
const FOR_KEMANG = { itemSku: BERAS_2KG, warehouseCode: 'WH-RNC-KMG', page: '0', itemPerPage: '18', placement: 'grocery-pdp' };

// The trace id of each recommendations answer, as the simulator sent it.
let traceIds: (string | null)[] = [];
const recordTraceId = ({ request, response }: { request: Request; response: Response }) => {
  if (new URL(request.url).pathname.endsWith('/grocery/recommendations')) traceIds.push(response.headers.get('x-b3-traceid'));
};
beforeEach(() => {
  traceIds = [];
  backend.server.events.on('response:mocked', recordTraceId);
});
afterEach(() => backend.server.events.removeListener('response:mocked', recordTraceId));

/** The Kemang store's grocery products other than the rice, as the simulator recommends them. */
const KEMANG_PRODUCTS = [
  '/grocery/p/apel-fuji-premium-1-kg/is--APL-70004-00001',
  '/grocery/p/rice-cooker-digital-1-8-l/is--RCK-70006-00001',
  '/grocery/p/skuter-listrik-kota-350-w/is--SKT-70007-00001',
  '/grocery/p/telur-ayam-negeri-10-butir/is--TLR-70003-00001',
];

const aRecommendation = (n: number) => ({
  itemSku: `SYR-${n}-00001`,
  name: `Sayur ${n}`,
  urlFriendlyName: `sayur-${n}`,
  imageUrl: `/m/sayur-${n}.svg`,
  price: { listed: 15000, offered: 10000 + n * 100, discountPercentage: 0 },
});

/** An answer the simulator has no way to give, the test's own. */
function serveOddRecommendations(data: unknown[], traceId: string | null = 'trace-rec-42') {
  backend.server.use(
    http.get(`${GROCERY_BACKEND}/grocery/recommendations`, () =>
      HttpResponse.json({ code: 200, status: 'OK', data }, { headers: traceId ? { 'x-b3-traceid': traceId } : {} }),
    ),
  );
}

const section = () => screen.findByRole('region', { name: 'Rekomendasi' });
const cardsIn = async (region: HTMLElement) => (await within(region).findAllByRole('link')).map((link) => ({ link, card: link.closest('li') as HTMLElement }));

describe('grocery recommendations', () => {
  it('lists the store’s products for a shopper who jumps to them past every section above (nothing else came near)', async () => {
    const viewport = installFakeIntersectionObserver();
    try {
      saveKemang();
      await mountGrocery();
      // Only the recommendations come near: the shopper went there from the section navigation.
      const region = await section();
      const placeholder = region.querySelector('[aria-hidden="true"]');
      expect(placeholder).not.toBeNull();
      // The section watches for the shopper coming near once its effect has run, which on a busy
      // machine can be after its placeholder is on screen.
      await viewport.showOnceWatched(placeholder as Element, 1);

      expect(await within(region).findByRole('link', { name: /Apel Fuji Premium 1 kg/ })).toHaveAttribute('href', KEMANG_PRODUCTS[0]);
      expect(queries()).toEqual([FOR_KEMANG]);
    } finally {
      viewport.restore();
    }
  });

  it('asks for the shopper store, and each card links to its grocery page with its position and the trace id', async () => {
    saveKemang();
    const props = await mountGrocery();

    const cards = await cardsIn(await section());
    expect(queries()).toEqual([FOR_KEMANG]);
    expect(cards.map(({ link }) => link.getAttribute('href'))).toEqual(KEMANG_PRODUCTS);
    expect(cards[3]?.link).toHaveTextContent('Telur Ayam Negeri 10 ButirRp28.500');
    expect(cards.map(({ card }) => card.getAttribute('data-position'))).toEqual(['1', '2', '3', '4']);
    const [traceId] = traceIds;
    expect(traceId).toEqual(expect.stringMatching(/.+/));
    expect(cards.map(({ card }) => card.getAttribute('data-trace-id'))).toEqual([traceId, traceId, traceId, traceId]);

    await userEvent.click(cards[2]?.link as HTMLElement);
    expect(props.navigate).toHaveBeenCalledWith({ path: KEMANG_PRODUCTS[2], replace: undefined, resetScroll: true });
  });

  it('asks without a store when the shopper has none yet', async () => {
    await mountGrocery();

    // Every grocery product but the rice, from any store: the milk and the oil among them.
    expect((await cardsIn(await section())).map(({ link }) => link.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Susu UHT Full Cream 1 L'), expect.stringContaining('Minyak Goreng Sawit 2 L')]),
    );
    expect(queries()).toEqual([{ itemSku: BERAS_2KG, page: '0', itemPerPage: '18', placement: 'grocery-pdp' }]);
  });

  // The store the shopper chose serves them even when its delivery answer fails.
  it('asks for the saved store even when its delivery slots fail to load', async () => {
    await backend.session.fault('/backend/grocery/products/*/slotted-delivery', 'status=500', { method: 'GET' });
    saveKemang();
    await mountGrocery();

    expect(await screen.findByText('Gagal memuat jadwal pengiriman.')).toBeInTheDocument();
    await cardsIn(await section());
    expect(queries()).toEqual([FOR_KEMANG]);
  });

  it('shows at most 18', async () => {
    // The simulator's catalogue has fewer grocery products than a page holds.
    serveOddRecommendations(Array.from({ length: 20 }, (_, index) => aRecommendation(index + 1)));
    saveKemang();
    await mountGrocery();

    const cards = await cardsIn(await section());
    expect(cards).toHaveLength(18);
    expect(cards.map(({ card }) => card.getAttribute('data-position'))).toEqual(Array.from({ length: 18 }, (_, index) => String(index + 1)));
    expect(screen.queryByRole('link', { name: /Sayur 19/ })).not.toBeInTheDocument();
  });

  it('leaves out malformed entries and numbers the rest from 1', async () => {
    const { name: _name, ...nameless } = aRecommendation(2);
    // Malformed entries: the simulator's are all well formed.
    serveOddRecommendations([
      null,
      aRecommendation(1),
      nameless,
      { ...aRecommendation(3), price: { offered: '10000' } },
      { ...aRecommendation(4), price: { listed: 15000, offered: -1 } },
      { ...aRecommendation(5), itemSku: 5 },
      'SYR-6-00001',
      aRecommendation(7),
    ]);
    saveKemang();
    await mountGrocery();

    const cards = await cardsIn(await section());
    expect(cards.map(({ link }) => link.getAttribute('href'))).toEqual(['/grocery/p/sayur-1/is--SYR-1-00001', '/grocery/p/sayur-7/is--SYR-7-00001']);
    expect(cards.map(({ card }) => card.getAttribute('data-position'))).toEqual(['1', '2']);
  });

  it('carries no trace id when the answer has none', async () => {
    // No trace id: the simulator sends one with every answer.
    serveOddRecommendations([aRecommendation(1)], null);
    saveKemang();
    await mountGrocery();

    const [first] = await cardsIn(await section());
    expect(first?.card).toHaveAttribute('data-position', '1');
    expect(first?.card).not.toHaveAttribute('data-trace-id');
  });

  it('says it could not load them and loads them again on retry', async () => {
    await backend.session.fault('/backend/grocery/recommendations', 'status=500', { method: 'GET', times: 1 });
    saveKemang();
    await mountGrocery();

    const region = await section();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat rekomendasi.');
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    expect(await cardsIn(region)).toHaveLength(KEMANG_PRODUCTS.length);
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1]).toEqual(queries()[0]);
  });

  it('has no section, no navigation entry and no read when the product config turns recommendations off (spec §6)', async () => {
    await backend.session.productConfigs({ recommendationsEnabled: 'false' });
    await mountGrocery();
    const nav = await screen.findByRole('navigation', { name: 'Bagian halaman produk' });
    await screen.findByRole('region', { name: 'Diskusi' });
    await waitFor(() => expect(within(nav).queryByRole('button', { name: 'Rekomendasi' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Rekomendasi' })).not.toBeInTheDocument();
    expect(queries()).toEqual([]);
  });
});
