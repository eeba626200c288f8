import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { pdpCatalogues } from '../../shared/i18n/pdp-catalogues';

startBackendMock();

const SUMMARY_URL = `${TEST_BACKEND}/product-detail/products/:id/_summary`;

/** Serves summaries by id, and price summaries that agree with them. */
function serveSummaries(byId: Record<string, ReturnType<typeof aSummary>>) {
  const seen: { id: string; headers: Headers }[] = [];
  backendServer.use(
    http.get(SUMMARY_URL, ({ params, request }) => {
      const id = String(params.id);
      seen.push({ id, headers: request.headers });
      const summary = byId[id];
      return summary ? envelope(summary) : envelope(null, { status: 404, code: 'NOT_FOUND' });
    }),
    http.get(`${TEST_BACKEND}/product-detail/products/:id/price-summary`, ({ params, request }) => {
      const price = byId[String(params.id)]?.price ?? { listed: 0, offered: 0 };
      const quantity = Number(new URL(request.url).searchParams.get('qty'));
      return envelope({
        quantity,
        price: { ...price, cashback: 0, total: price.offered * quantity },
        vouchersApplied: [],
        vouchers: [],
        wholesale: [],
        item: { itemSku: 'X', maxQuantity: 10 },
      });
    }),
  );
  return seen;
}

const shownPrice = async () => screen.findByTestId('product-price');

describe('the retail product page', () => {
  it('shows the name, price, breadcrumbs, main image and variants of the product', async () => {
    const seen = serveSummaries({ 'ps--SPL-1': aSummary() });
    renderRemote();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).toBeInTheDocument();
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    expect(screen.getByText('Rp899.000')).toBeInTheDocument();
    expect(screen.getByText('Diskon 30%')).toBeInTheDocument();
    expect(screen.getByText('Rating 4,7 dari 5', { exact: false })).toBeInTheDocument();
    // 1280 reviews and 5400 sold, to the nearest tenth of a thousand (decision 0070).
    expect(screen.getByText('1,3rb ulasan')).toBeInTheDocument();
    expect(screen.getByText('5,4rb terjual')).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Kategori produk' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Sepatu Lari' })).toHaveAttribute('href', '/c/2/sepatu-lari/53400/53000');
    expect(screen.getByRole('img', { name: 'Sepatu Lari Aero, gambar 1 dari 1' })).toHaveAttribute('src', '/media/aero.svg');
    expect(screen.getByRole('group', { name: 'Warna: Hitam' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hitam' })).toHaveAttribute('aria-pressed', 'true');
    expect(seen[0]?.headers.get('accept-language')).toBe('id');
    expect(seen[0]?.headers.get('cache-control')).toBe('no-cache');
  });

  it('links the brand to its page on the storefront the page sells in (spec §2 brand prefixes)', async () => {
    serveSummaries({ 'ps--SPL-1': aSummary() });
    const { props } = renderRemote();
    const brand = await screen.findByRole('link', { name: 'Aero' });
    expect(brand).toHaveAttribute('href', '/brand/AERO');
    await userEvent.click(brand);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/brand/AERO', replace: undefined, resetScroll: true });
  });

  it('links a grocery product’s brand under /grocery/brand/', async () => {
    serveSummaries({ 'ps--SPL-1': aSummary() });
    renderRemote({ vendor: 'GROCERY' });
    expect(await screen.findByRole('link', { name: 'Aero' })).toHaveAttribute('href', '/grocery/brand/AERO');
  });

  it('reports the picked variant’s path to the host, replacing the entry and keeping the query', async () => {
    serveSummaries({ 'ps--SPL-1': aSummary() });
    const { props } = renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1?qty=2' });

    await userEvent.click(await screen.findByRole('button', { name: '41' }));

    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00002?qty=2', replace: true, resetScroll: false });
  });

  it('loads the picked variant when the host hands its path back', async () => {
    const second = aSummary({
      itemSku: 'SPL-1-00003',
      price: { listed: 899000, offered: 719200, discountPercentage: 20 },
      options: aSummary().options.map((option) => ({ ...option, selected: option.itemSku === 'SPL-1-00003' })),
    });
    serveSummaries({ 'ps--SPL-1': aSummary(), 'is--SPL-1-00003': second });
    const view = renderRemote();
    expect(await shownPrice()).toHaveTextContent('Rp629.300');

    view.rerenderWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00003' });

    await waitFor(async () => expect(await shownPrice()).toHaveTextContent('Rp719.200'));
    expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('disables a value no buyable item has, and says why', async () => {
    serveSummaries({ 'ps--SPL-1': aSummary() });
    renderRemote();
    const blue = await screen.findByRole('button', { name: 'Biru (tidak tersedia)' });
    expect(blue).toBeDisabled();
    expect(blue).toHaveAttribute('title', 'Kombinasi ini tidak tersedia');
  });

  it('offers a dropdown for DROPDOWN attributes', async () => {
    const summary = aSummary({
      attributes: [{ code: 'penyimpanan', name: 'Penyimpanan', display: 'DROPDOWN', values: [{ value: '128 GB' }, { value: '256 GB' }, { value: '512 GB' }] }],
      options: [
        { itemSku: 'HP-1', selected: true, available: true, attributes: { penyimpanan: '128 GB' } },
        { itemSku: 'HP-2', selected: false, available: true, attributes: { penyimpanan: '256 GB' } },
        { itemSku: 'HP-3', selected: false, available: false, attributes: { penyimpanan: '512 GB' } },
      ],
    });
    serveSummaries({ 'ps--SPL-1': summary });
    const { props } = renderRemote();

    const select = await screen.findByRole('combobox', { name: 'Pilih Penyimpanan' });
    expect(screen.getByRole('option', { name: '512 GB (tidak tersedia)' })).toBeDisabled();
    await userEvent.selectOptions(select, '256 GB');

    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/sepatu-lari-aero/is--HP-2', replace: true }));
  });

  it.each([
    ['limited stock', aSummary({ stock: 3 }), 'Tersisa 3 produk'],
    ['out of stock', aSummary({ tags: ['OOS'], stock: 0 }), 'Stok habis'],
    ['coming soon', aSummary({ tags: ['COMING_SOON'], stock: 0 }), 'Segera hadir'],
  ])('tells the shopper about %s', async (_state, summary, message) => {
    serveSummaries({ 'ps--SPL-1': summary });
    renderRemote();
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
  });

  it('says nothing about stock above the limited threshold', async () => {
    serveSummaries({ 'ps--SPL-1': aSummary({ stock: 6 }) });
    renderRemote();
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    expect(screen.queryByText(/Tersisa/)).not.toBeInTheDocument();
  });

  it.each([
    [404, 'NOT_FOUND', 404],
    [410, 'GONE', 410],
    [429, 'TOO_MANY_REQUESTS', 429],
    [503, 'SERVICE_UNAVAILABLE', 500],
  ])('reports a %s summary to the host as page status %s', async (status, code, reported) => {
    backendServer.use(http.get(SUMMARY_URL, () => envelope(null, { status, code })));
    const { props } = renderRemote();
    await waitFor(() => expect(props.reportPageStatus).toHaveBeenCalledWith(reported));
  });

  it('treats a malformed answer as the backend being down, never as a crash', async () => {
    backendServer.use(http.get(SUMMARY_URL, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    const { props } = renderRemote();
    await waitFor(() => expect(props.reportPageStatus).toHaveBeenCalledWith(500));
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('survives a summary with missing and hostile fields', async () => {
    backendServer.use(
      http.get(SUMMARY_URL, () =>
        envelope({ itemSku: 'X-1', name: 'Produk Minim', images: [{ full: 'javascript:alert(1)' }], price: 'gratis', attributes: 'none', categories: [{}] }),
      ),
    );
    renderRemote();
    expect(await screen.findByRole('heading', { name: 'Produk Minim' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gambar produk belum tersedia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  });

  it('keeps the product on screen when a variant fails to load, and retries', async () => {
    const second = aSummary({ itemSku: 'SPL-1-00002', name: 'Sepatu Lari Aero 41', price: { listed: 950000, offered: 950000, discountPercentage: 0 } });
    serveSummaries({ 'ps--SPL-1': aSummary(), 'is--SPL-1-00002': second });
    backendServer.use(http.get(SUMMARY_URL, () => envelope(null, { status: 503, code: 'SERVICE_UNAVAILABLE' }), { once: true }));
    const view = renderRemote({ path: '/p/sepatu-lari-aero/is--SPL-1-00002' });
    await waitFor(() => expect(view.props.reportPageStatus).toHaveBeenCalledWith(500));
    view.unmount();

    serveSummaries({ 'ps--SPL-1': aSummary(), 'is--SPL-1-00002': second });
    const page = renderRemote();
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    backendServer.use(http.get(SUMMARY_URL, () => envelope(null, { status: 503, code: 'SERVICE_UNAVAILABLE' }), { once: true }));

    page.rerenderWith({ path: '/p/sepatu-lari-aero/is--SPL-1-00002' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat varian yang dipilih.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).toBeInTheDocument();
    expect(page.props.reportPageStatus).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sepatu Lari Aero 41' })).toBeInTheDocument();
    await waitFor(async () => expect(await shownPrice()).toHaveTextContent('Rp950.000'));
  });

  it('switches to English without losing the page, loading the catalogue once', async () => {
    serveSummaries({ 'ps--SPL-1': aSummary({ stock: 2 }) });
    const loadEnglish = jest.spyOn(pdpCatalogues, 'loadEnglish');
    const view = renderRemote();
    expect(await screen.findByText('Tersisa 2 produk')).toBeInTheDocument();
    expect(loadEnglish).not.toHaveBeenCalled();

    // Awaited: a switch suspends the parts shown until their English arrives.
    await act(async () => view.rerenderWith({ locale: 'en' }));

    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    expect(screen.getByText('30% off')).toBeInTheDocument();
    await act(async () => view.rerenderWith({ locale: 'id' }));
    expect(await screen.findByText('Tersisa 2 produk')).toBeInTheDocument();
    await act(async () => view.rerenderWith({ locale: 'en' }));
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    expect(loadEnglish).toHaveBeenCalledTimes(1);
  });

  it('tells the host a path it does not own is a 404, without calling the backend', async () => {
    const seen = serveSummaries({});
    const { props } = renderRemote({ path: '/p/sepatu/not-an-id' });
    await waitFor(() => expect(props.reportPageStatus).toHaveBeenCalledWith(404));
    expect(seen).toHaveLength(0);
  });

  it('asks the host to navigate when a breadcrumb is clicked, without a full load', async () => {
    serveSummaries({ 'ps--SPL-1': aSummary() });
    const { props } = renderRemote();
    await userEvent.click(await screen.findByRole('link', { name: 'Olahraga' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: '/c/1/olahraga/53000/53000', replace: undefined, resetScroll: true });
  });
});
