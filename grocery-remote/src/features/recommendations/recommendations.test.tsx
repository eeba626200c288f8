// Grocery recommendations through the real page: the read (GET) for the shopper's store, cards linking to
// grocery product pages with their position and the answer's trace id, at most 18, malformed entries
// left out, and a failure with a retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@pdp/host-contract/storage-keys';
import { aStore, KEMANG } from '../../__tests__/factories';
import { envelope, GROCERY_BACKEND, groceryBackend, groceryPageTests, http, HttpResponse, mountGrocery } from '../../__tests__';
import { installFakeIntersectionObserver } from '@pdp/test-kit';

groceryPageTests();
// The page mounts through its real lifecycles and calls: on a busy machine that can take over a second.

const TRACE_ID = 'trace-rec-42';

function saveKemang() {
  const { code, groupName, pickupPoint, available, name } = aStore();
  localStorage.setItem(STORAGE_KEYS.selectedWarehouse, JSON.stringify({ code, groupName, pickupPoint, available, name, pin: KEMANG }));
}

const aRecommendation = (n: number) => ({
  itemSku: `SYR-${n}-00001`,
  name: `Sayur ${n}`,
  urlFriendlyName: `sayur-${n}`,
  imageUrl: `/m/sayur-${n}.svg`,
  price: { listed: 15000, offered: 10000 + n * 100, discountPercentage: 0 },
});

const withTrace = (data: unknown[], traceId: string | null = TRACE_ID) =>
  HttpResponse.json({ code: 200, status: 'OK', data }, { headers: traceId ? { 'x-b3-traceid': traceId } : {} });

/** Records every recommendations read's query (spec §7 GET, decision 0069); `answer` decides the response by call number. */
function serveRecommendations(answer: (call: number) => Response) {
  const queries: Record<string, string>[] = [];
  groceryBackend.use(
    http.get(`${GROCERY_BACKEND}/grocery/recommendations`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return answer(queries.length - 1);
    }),
  );
  return queries;
}

const section = () => screen.findByRole('region', { name: 'Rekomendasi' });
const cardsIn = async (region: HTMLElement) => (await within(region).findAllByRole('link')).map((link) => ({ link, card: link.closest('li') as HTMLElement }));

describe('grocery recommendations', () => {
  it('lists the store’s products for a shopper who jumps to them past every section above (nothing else came near)', async () => {
    const viewport = installFakeIntersectionObserver();
    try {
      const queries = serveRecommendations(() => withTrace([aRecommendation(1)]));
      saveKemang();
      await mountGrocery();
      // Only the recommendations come near: the shopper went there from the section navigation.
      const region = await section();
      const placeholder = region.querySelector('[aria-hidden="true"]');
      expect(placeholder).not.toBeNull();
      // The section watches for the shopper coming near once its effect has run, which on a busy
      // machine can be after its placeholder is on screen.
      await viewport.showOnceWatched(placeholder as Element, 1);

      expect(await within(region).findByRole('link', { name: /Sayur 1/ })).toHaveAttribute('href', '/grocery/p/sayur-1/is--SYR-1-00001');
      expect(queries).toEqual([{ itemSku: 'BRS-1-00001', warehouseCode: 'WH-RNC-KMG', page: '0', itemPerPage: '18', placement: 'grocery-pdp' }]);
    } finally {
      viewport.restore();
    }
  });

  it('asks for the shopper store, and each card links to its grocery page with its position and the trace id', async () => {
    const queries = serveRecommendations(() => withTrace([aRecommendation(1), aRecommendation(2), aRecommendation(3)]));
    saveKemang();
    const props = await mountGrocery();

    const cards = await cardsIn(await section());
    expect(queries).toEqual([{ itemSku: 'BRS-1-00001', warehouseCode: 'WH-RNC-KMG', page: '0', itemPerPage: '18', placement: 'grocery-pdp' }]);
    expect(cards.map(({ link }) => link.getAttribute('href'))).toEqual([
      '/grocery/p/sayur-1/is--SYR-1-00001',
      '/grocery/p/sayur-2/is--SYR-2-00001',
      '/grocery/p/sayur-3/is--SYR-3-00001',
    ]);
    expect(cards[1]?.link).toHaveTextContent('Sayur 2Rp10.200');
    expect(cards.map(({ card }) => card.getAttribute('data-position'))).toEqual(['1', '2', '3']);
    expect(cards.map(({ card }) => card.getAttribute('data-trace-id'))).toEqual([TRACE_ID, TRACE_ID, TRACE_ID]);

    await userEvent.click(cards[2]?.link as HTMLElement);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/grocery/p/sayur-3/is--SYR-3-00001', replace: undefined, resetScroll: true });
  });

  it('asks without a store when the shopper has none yet', async () => {
    const queries = serveRecommendations(() => withTrace([aRecommendation(1)]));
    await mountGrocery();

    await cardsIn(await section());
    expect(queries).toEqual([{ itemSku: 'BRS-1-00001', page: '0', itemPerPage: '18', placement: 'grocery-pdp' }]);
  });

  // The store the shopper chose serves them even when its delivery answer fails.
  it('asks for the saved store even when its delivery slots fail to load', async () => {
    const queries = serveRecommendations(() => withTrace([aRecommendation(1)]));
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/grocery/products/:id/slotted-delivery`, () => envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' })),
    );
    saveKemang();
    await mountGrocery();

    expect(await screen.findByText('Gagal memuat jadwal pengiriman.')).toBeInTheDocument();
    await cardsIn(await section());
    expect(queries).toEqual([{ itemSku: 'BRS-1-00001', warehouseCode: 'WH-RNC-KMG', page: '0', itemPerPage: '18', placement: 'grocery-pdp' }]);
  });

  it('shows at most 18', async () => {
    serveRecommendations(() => withTrace(Array.from({ length: 20 }, (_, index) => aRecommendation(index + 1))));
    saveKemang();
    await mountGrocery();

    const cards = await cardsIn(await section());
    expect(cards).toHaveLength(18);
    expect(cards.map(({ card }) => card.getAttribute('data-position'))).toEqual(Array.from({ length: 18 }, (_, index) => String(index + 1)));
    expect(screen.queryByRole('link', { name: /Sayur 19/ })).not.toBeInTheDocument();
  });

  it('leaves out malformed entries and numbers the rest from 1', async () => {
    const { name: _name, ...nameless } = aRecommendation(2);
    serveRecommendations(() =>
      withTrace([
        null,
        aRecommendation(1),
        nameless,
        { ...aRecommendation(3), price: { offered: '10000' } },
        { ...aRecommendation(4), price: { listed: 15000, offered: -1 } },
        { ...aRecommendation(5), itemSku: 5 },
        'SYR-6-00001',
        aRecommendation(7),
      ]),
    );
    saveKemang();
    await mountGrocery();

    const cards = await cardsIn(await section());
    expect(cards.map(({ link }) => link.getAttribute('href'))).toEqual(['/grocery/p/sayur-1/is--SYR-1-00001', '/grocery/p/sayur-7/is--SYR-7-00001']);
    expect(cards.map(({ card }) => card.getAttribute('data-position'))).toEqual(['1', '2']);
  });

  it('carries no trace id when the answer has none', async () => {
    serveRecommendations(() => withTrace([aRecommendation(1)], null));
    saveKemang();
    await mountGrocery();

    const [first] = await cardsIn(await section());
    expect(first?.card).toHaveAttribute('data-position', '1');
    expect(first?.card).not.toHaveAttribute('data-trace-id');
  });

  it('says it could not load them and loads them again on retry', async () => {
    const queries = serveRecommendations((call) =>
      call === 0 ? envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' }) : withTrace([aRecommendation(1), aRecommendation(2)]),
    );
    saveKemang();
    await mountGrocery();

    const region = await section();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat rekomendasi.');
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    expect(await cardsIn(region)).toHaveLength(2);
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]).toEqual(queries[0]);
  });

  it('has no section, no navigation entry and no read when the product config turns recommendations off (spec §6)', async () => {
    groceryBackend.use(
      http.get(`${GROCERY_BACKEND}/common/content/product-configs`, () => envelope(JSON.stringify([{ id: 'recommendationsEnabled', value: 'false' }]))),
    );
    const queries = serveRecommendations(() => withTrace([aRecommendation(1)]));
    await mountGrocery();
    const nav = await screen.findByRole('navigation', { name: 'Bagian halaman produk' });
    await screen.findByRole('region', { name: 'Diskusi' });
    await waitFor(() => expect(within(nav).queryByRole('button', { name: 'Rekomendasi' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Rekomendasi' })).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
