import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BasicProductDto } from '@pdp/backend-api/backend';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { aBasicProduct, serveBasicProducts } from '@pdp/test-kit/basic-product-factory';
import { TEST_BACKEND, backendServer, envelope, http, jsonContent, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';

startBackendMock();

const KEY = 'pdp.recently-viewed.product';

const KAOS = aBasicProduct('KP-1-00001', 'KP-1', 'Kaos Polos', 'kaos-polos', 59000);
const TOPI = aBasicProduct('TP-9-00002', 'TP-9', 'Topi Rimba', 'topi-rimba', 120000);
const OTHER_VARIANT = aBasicProduct('SPL-1-00002', 'SPL-1', 'Sepatu Lari Aero 41', 'sepatu-lari-aero', 629300);

const serveBasics = (items: BasicProductDto[] = [KAOS, TOPI, OTHER_VARIANT]) => serveBasicProducts(backendServer, TEST_BACKEND, items);

const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as unknown;
const store = (value: string) => window.localStorage.setItem(KEY, value);
const pageReady = () => screen.findByText('Rp629.300', { selector: '[data-testid="price-summary-total"]' });

beforeEach(() => {
  window.localStorage.clear();
  backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())));
});

/** The page records the item shown, and shows and asks nothing (nothing usable was viewed before). */
async function expectOnlyThisItemRecorded() {
  const calls = serveBasics();
  renderRemote();
  await pageReady();
  await waitFor(() => expect(stored()).toEqual(['SPL-1-00001']));
  expect(calls).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: 'Terakhir kamu lihat' })).not.toBeInTheDocument();
}

describe('recently viewed', () => {
  it('records the item viewed, shows nothing and asks nothing when nothing was viewed before', async () => {
    await expectOnlyThisItemRecorded();
  });

  it('puts the item first, once, keeping at most 8', async () => {
    serveBasics([]);
    const before = ['A-1', 'B-2', 'SPL-1-00001', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7'];
    store(JSON.stringify(before));
    const first = renderRemote();
    await waitFor(() => expect(stored()).toEqual(['SPL-1-00001', 'A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7']));
    first.unmount();

    store(JSON.stringify(['A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7', 'H-8']));
    renderRemote();
    await waitFor(() => expect(stored()).toEqual(['SPL-1-00001', 'A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6', 'G-7']));
  });

  it('shows the items viewed before, other products only, each linking to its page', async () => {
    store(JSON.stringify(['KP-1-00001', 'SPL-1-00002', 'TP-9-00002']));
    const calls = serveBasics();
    const { props } = renderRemote();

    const section = (await screen.findByRole('heading', { level: 2, name: 'Terakhir kamu lihat' })).closest('section') as HTMLElement;
    const links = await within(section).findAllByRole('link');
    expect(calls).toEqual([['KP-1-00001', 'SPL-1-00002', 'TP-9-00002']]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/p/kaos-polos/is--KP-1-00001', '/p/topi-rimba/is--TP-9-00002']);
    expect(links[0]).toHaveTextContent('Kaos PolosRp59.000');
    expect(links[1]).toHaveTextContent('Topi RimbaRp120.000');
    expect(within(section).queryByText('Sepatu Lari Aero 41')).not.toBeInTheDocument();

    await userEvent.click(links[1] as HTMLElement);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/topi-rimba/is--TP-9-00002', replace: undefined, resetScroll: true });
    expect(stored()).toEqual(['SPL-1-00001', 'KP-1-00001', 'SPL-1-00002', 'TP-9-00002']);
  });

  it('does not ask for the item being viewed', async () => {
    store(JSON.stringify(['SPL-1-00001', 'KP-1-00001']));
    const calls = serveBasics();
    renderRemote();
    expect(await screen.findByRole('link', { name: /Kaos Polos/ })).toBeInTheDocument();
    expect(calls).toEqual([['KP-1-00001']]);
  });

  it('shows no section when every item viewed before is of this product', async () => {
    store(JSON.stringify(['SPL-1-00002']));
    const calls = serveBasics();
    renderRemote();
    await waitFor(() => expect(calls).toHaveLength(1));
    await pageReady();
    await waitFor(() => expect(screen.queryByText('Memuat produk yang terakhir dilihat…')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Terakhir kamu lihat' })).not.toBeInTheDocument();
  });

  it('says so when the items cannot be loaded', async () => {
    store(JSON.stringify(['KP-1-00001']));
    backendServer.use(http.get(`${TEST_BACKEND}/product/products/_basic`, () => envelope(null, { status: 500, code: 'INTERNAL_SERVER_ERROR' })));
    renderRemote();
    expect(await screen.findByText('Produk yang terakhir dilihat belum bisa ditampilkan.')).toBeInTheDocument();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an array', '{"sku":"KP-1-00001"}'],
    ['a string', '"KP-1-00001"'],
    ['null', 'null'],
  ])('ignores storage holding %s', async (_label, value) => {
    store(value);
    await expectOnlyThisItemRecorded();
  });

  it('keeps only the well-formed skus of a list', async () => {
    store(JSON.stringify([42, null, 'KP-1-00001', '<script>', { sku: 'X' }, 'KP-1-00001', 'TP-9-00002']));
    const calls = serveBasics();
    renderRemote();
    expect(await screen.findByRole('link', { name: /Topi Rimba/ })).toBeInTheDocument();
    expect(calls).toEqual([['KP-1-00001', 'TP-9-00002']]);
    expect(stored()).toEqual(['SPL-1-00001', 'KP-1-00001', 'TP-9-00002']);
  });

  it('keeps the grocery list apart', async () => {
    window.localStorage.setItem('pdp.recently-viewed.grocery', JSON.stringify(['GR-1-00001']));
    const calls = serveBasics();
    renderRemote();
    await pageReady();
    await waitFor(() => expect(stored()).toEqual(['SPL-1-00001']));
    expect(calls).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem('pdp.recently-viewed.grocery') ?? 'null')).toEqual(['GR-1-00001']);
  });
});

describe('brands hidden from recently viewed', () => {
  it('leaves out the products of the brands the product config hides', async () => {
    store(JSON.stringify(['KP-1-00001', 'TP-9-00002']));
    serveBasics([
      { ...KAOS, brandCode: 'KTN' },
      { ...TOPI, brandCode: 'RMB' },
    ]);
    backendServer.use(jsonContent('product-configs', [{ id: 'hideRecentProductBrands', value: 'RMB, XYZ' }]));
    renderRemote();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Terakhir kamu lihat' })).closest('section') as HTMLElement;
    expect(await within(section).findByRole('link', { name: /Kaos Polos/ })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /Topi Rimba/ })).not.toBeInTheDocument();
  });
});

describe('the cards shown last (recently viewed v2)', () => {
  const V2 = 'pdp.recently-viewed.v2';
  const storedCards = () => JSON.parse(window.localStorage.getItem(V2) ?? 'null') as Record<string, BasicProductDto[]> | null;
  const section = async () => (await screen.findByRole('heading', { level: 2, name: 'Terakhir kamu lihat' })).closest('section') as HTMLElement;

  it('keeps the cards the list showed, by storefront', async () => {
    store(JSON.stringify(['KP-1-00001', 'TP-9-00002']));
    window.localStorage.setItem(V2, JSON.stringify({ GROCERY: [{ ...KAOS, itemSku: 'GR-1-00001' }] }));
    serveBasics();
    renderRemote();
    await within(await section()).findByRole('link', { name: /Topi Rimba/ });
    // The shown item first (the next page lists it), then the answer.
    await waitFor(() => expect(storedCards()?.RETAIL?.map((card) => card.itemSku)).toEqual(['SPL-1-00001', 'KP-1-00001', 'TP-9-00002']));
    expect(storedCards()?.RETAIL?.[0]).toEqual(expect.objectContaining({ name: 'Sepatu Lari Aero', urlFriendlyName: 'sepatu-lari-aero' }));
    expect(storedCards()?.GROCERY?.map((card) => card.itemSku)).toEqual(['GR-1-00001']);
  });

  it('keeps the shown item’s card when nothing was seen before, so the next page shows it at once', async () => {
    serveBasics();
    const first = renderRemote();
    await pageReady();
    await waitFor(() => expect(storedCards()?.RETAIL?.map((card) => card.itemSku)).toEqual(['SPL-1-00001']));
    first.unmount();
    // The next product: the shoes are listed from what was kept while the list fails.
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () =>
        envelope(aSummary({ itemSku: 'KP-1-00001', productSku: 'KP-1', name: 'Kaos Polos' })),
      ),
      http.get(`${TEST_BACKEND}/product/products/_basic`, () => envelope(null, { status: 503 })),
    );
    renderRemote({ path: '/p/kaos-polos/ps--KP-1' });
    const list = await section();
    expect(await within(list).findByRole('link', { name: /Sepatu Lari Aero/ })).toHaveAttribute('href', '/p/sepatu-lari-aero/is--SPL-1-00001');
  });

  it('shows them at once while the list is asked for again, then the fresh answer', async () => {
    store(JSON.stringify(['KP-1-00001', 'TP-9-00002']));
    window.localStorage.setItem(V2, JSON.stringify({ RETAIL: [TOPI, { ...KAOS, price: { listed: 70000, offered: 70000, discountPercentage: 0 } }] }));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    backendServer.use(http.get(`${TEST_BACKEND}/product/products/_basic`, async () => (await answered, envelope([KAOS, TOPI]))));
    renderRemote();
    const list = await section();
    // In the list's order, with what they cost when last shown; no loading line.
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Kaos PolosRp70.000', 'Topi RimbaRp120.000']);
    expect(within(list).queryByText('Memuat produk yang terakhir dilihat…')).not.toBeInTheDocument();
    answer();
    expect(await within(list).findByRole('link', { name: /Rp59\.000/ })).toHaveTextContent('Kaos Polos');
  });

  it('shows them in place of a failed answer', async () => {
    store(JSON.stringify(['KP-1-00001']));
    window.localStorage.setItem(V2, JSON.stringify({ RETAIL: [KAOS] }));
    backendServer.use(http.get(`${TEST_BACKEND}/product/products/_basic`, () => envelope(null, { status: 503 })));
    renderRemote();
    const list = await section();
    expect(await within(list).findByRole('link', { name: /Kaos Polos/ })).toHaveAttribute('href', '/p/kaos-polos/is--KP-1-00001');
    await waitFor(() => expect(within(list).queryByText('Memuat produk yang terakhir dilihat…')).not.toBeInTheDocument());
    expect(within(list).queryByText('Produk yang terakhir dilihat belum bisa ditampilkan.')).not.toBeInTheDocument();
  });

  it('leaves out what a tampered store holds: malformed cards and pictures that are not http(s) or same-site', async () => {
    store(JSON.stringify(['KP-1-00001', 'TP-9-00002']));
    window.localStorage.setItem(
      V2,
      JSON.stringify({
        RETAIL: [
          { itemSku: 'TP-9-00002', name: 42 },
          { ...KAOS, imageUrl: 'javascript:alert(1)' },
        ],
      }),
    );
    backendServer.use(http.get(`${TEST_BACKEND}/product/products/_basic`, () => envelope(null, { status: 503 })));
    renderRemote();
    const list = await section();
    const kaos = await within(list).findByRole('link', { name: /Kaos Polos/ });
    expect(kaos.querySelector('img')).toBeNull();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });
});

describe('the items seen on pages of the same layout (recently viewed contextual)', () => {
  const CONTEXTUAL = 'pdp.recently-viewed.contextual';
  const gadgetsPage = () =>
    backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary({ tags: ['AVAILABLE', 'GADGETS'] }))));

  it('lists the items seen on pages of this layout first, and records this one among them', async () => {
    gadgetsPage();
    store(JSON.stringify(['KP-1-00001', 'TP-9-00002']));
    window.localStorage.setItem(CONTEXTUAL, JSON.stringify({ gadgets: ['TP-9-00002'], fashion: ['KP-1-00001'] }));
    const calls = serveBasics();
    renderRemote();
    const list = (await screen.findByRole('heading', { level: 2, name: 'Terakhir kamu lihat' })).closest('section') as HTMLElement;
    await within(list).findByRole('link', { name: /Topi Rimba/ });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Topi RimbaRp120.000', 'Kaos PolosRp59.000']);
    expect(calls).toEqual([['TP-9-00002', 'KP-1-00001']]);
    expect(JSON.parse(window.localStorage.getItem(CONTEXTUAL) ?? 'null')).toEqual({ gadgets: ['SPL-1-00001', 'TP-9-00002'], fashion: ['KP-1-00001'] });
  });

  it('keeps the order of the list on a page of no contextual layout, and records nothing there', async () => {
    store(JSON.stringify(['KP-1-00001', 'TP-9-00002']));
    window.localStorage.setItem(CONTEXTUAL, JSON.stringify({ gadgets: ['TP-9-00002'] }));
    const calls = serveBasics();
    renderRemote();
    await screen.findByRole('link', { name: /Topi Rimba/ });
    expect(calls).toEqual([['KP-1-00001', 'TP-9-00002']]);
    expect(JSON.parse(window.localStorage.getItem(CONTEXTUAL) ?? 'null')).toEqual({ gadgets: ['TP-9-00002'] });
  });

  it('reads a tampered list as empty, keeping only well-formed skus', async () => {
    gadgetsPage();
    window.localStorage.setItem(CONTEXTUAL, JSON.stringify({ gadgets: [42, '<script>', 'TP-9-00002'], fashion: 'x' }));
    const calls = serveBasics();
    renderRemote();
    await screen.findByRole('link', { name: /Topi Rimba/ });
    expect(calls).toEqual([['TP-9-00002']]);
    expect(JSON.parse(window.localStorage.getItem(CONTEXTUAL) ?? 'null')).toEqual({ gadgets: ['SPL-1-00001', 'TP-9-00002'], fashion: [] });
  });
});
