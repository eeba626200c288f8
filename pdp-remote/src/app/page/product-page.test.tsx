// The retail product page's first screen as a shopper meets it, against the backend simulator
// (mounted in MSW), on its products: the running shoes (sepatu-lari-aero-run.json), the T-shirt
// (kaos-polos.json: size L sold out), the phone (smartphone-x5.json: its storage in a dropdown, 512 GB
// sold out), the blender (blender.json: out of stock) and the console (konsol-nova.json: coming soon).
// The summary's failures are session faults; a summary with missing and hostile fields is an answer
// the simulator never gives (its fixtures are checked), and stays on `backend.server.use`.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueWithChange, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { KAOS, SHOES, SHOES_41 } from '../../__tests__/products';
import { PHONE } from '../../__tests__/phone-page';
import { pdpCatalogues } from '../../shared/i18n/pdp-catalogues';

// The first screen only: what these tests read is on it.
sectionsInView([]);
// The shoes sold 5360 times here (their fixture: 5400), a count the page rounds.
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () => catalogueWithChange('products/sepatu-lari-aero-run.json', 'statistics', { soldCount: 5360 }),
});

const SUMMARY_URL = `${TEST_BACKEND}/product-detail/products/:id/_summary`;
const SUMMARY_CALL = /^\/backend\/product-detail\/products\/[^/]+\/_summary$/;
const summaryPath = (id: string) => `/backend/product-detail/products/${id}/_summary`;
const NAME = 'Sepatu Lari Pria Aero Run 2';
/** The shoes' white 40 (Rp719.200). */
const WHITE_SHOES = '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00004';
/** The shoes' blue 42 (Rp949.000, no discount). */
const BLUE_SHOES = '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00006';

/** The request headers of the summary reads of the test, as MSW saw them. */
let summaryHeaders: Headers[] = [];
const onStart = ({ request }: { request: Request }) => {
  if (/\/_summary$/.test(new URL(request.url).pathname)) summaryHeaders.push(new Headers(request.headers));
};
beforeEach(() => {
  summaryHeaders = [];
  backend.server.events.on('request:start', onStart);
});
afterEach(() => backend.server.events.removeListener('request:start', onStart));

const shownPrice = async () => screen.findByTestId('product-price');

describe('the retail product page', () => {
  it('shows the name, price, breadcrumbs, main image and variants of the product', async () => {
    renderRemote({ path: SHOES });

    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    expect(screen.getByText('Rp899.000')).toBeInTheDocument();
    expect(screen.getByText('Diskon 30%')).toBeInTheDocument();
    // The average and count of the shoes' 12 reviews (the simulator's summary agrees with its reviews).
    expect(screen.getByText('Rating 4,0 dari 5', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('12 ulasan')).toBeInTheDocument();
    // 5360 sold, to the nearest tenth of a thousand (decision 0070).
    expect(screen.getByText('5,4rb terjual')).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Kategori produk' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Sepatu Lari' })).toHaveAttribute('href', '/c/2/sepatu-lari/53400/53000');
    expect(screen.getByRole('img', { name: `${NAME}, gambar 1 dari 2` })).toHaveAttribute('src', '/backend/media/aero-run-hitam.svg');
    expect(screen.getByRole('group', { name: 'Warna: Hitam' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hitam' })).toHaveAttribute('aria-pressed', 'true');
    expect(summaryHeaders[0]?.get('accept-language')).toBe('id');
    expect(summaryHeaders[0]?.get('cache-control')).toBe('no-cache');
  });

  it('links the brand to its page on the storefront the page sells in (spec §2 brand prefixes)', async () => {
    const { props } = renderRemote({ path: SHOES });
    const brand = await screen.findByRole('link', { name: 'Aero' });
    expect(brand).toHaveAttribute('href', '/brand/AERO');
    await userEvent.click(brand);
    expect(props.navigate).toHaveBeenCalledWith({ path: '/brand/AERO', replace: undefined, resetScroll: true });
  });

  it('links a grocery product’s brand under /grocery/brand/', async () => {
    renderRemote({ vendor: 'GROCERY', path: SHOES });
    expect(await screen.findByRole('link', { name: 'Aero' })).toHaveAttribute('href', '/grocery/brand/AERO');
  });

  it('reports the picked variant’s path to the host, replacing the entry and keeping the query', async () => {
    const { props } = renderRemote({ path: `${SHOES}?qty=2` });

    await userEvent.click(await screen.findByRole('button', { name: '41' }));

    expect(props.navigate).toHaveBeenCalledWith({ path: `${SHOES_41}?qty=2`, replace: true, resetScroll: false });
  });

  it('loads the picked variant when the host hands its path back', async () => {
    const view = renderRemote({ path: SHOES });
    expect(await shownPrice()).toHaveTextContent('Rp629.300');

    view.rerenderWith({ path: WHITE_SHOES });

    await waitFor(async () => expect(await shownPrice()).toHaveTextContent('Rp719.200'));
    expect(screen.getByRole('button', { name: 'Putih' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('disables a value no buyable item has, and says why', async () => {
    renderRemote({ path: KAOS });
    const large = await screen.findByRole('button', { name: 'L (tidak tersedia)' });
    expect(large).toBeDisabled();
    expect(large).toHaveAttribute('title', 'Kombinasi ini tidak tersedia');
  });

  it('offers a dropdown for DROPDOWN attributes', async () => {
    const { props } = renderRemote({ path: PHONE });

    const select = await screen.findByRole('combobox', { name: 'Pilih Penyimpanan' });
    expect(screen.getByRole('option', { name: '512 GB (tidak tersedia)' })).toBeDisabled();
    await userEvent.selectOptions(select, '256 GB');

    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/smartphone-nusantara-x5-8-gb/is--HPX-60003-00002', replace: true }));
  });

  it.each([
    ['limited stock', SHOES_41, 'Tersisa 3 produk'],
    ['out of stock', '/p/blender-dapur-serbaguna-1-5-l/ps--BLD-60004', 'Stok habis'],
    ['coming soon', '/p/konsol-game-portabel-nova/ps--KNS-60005', 'Segera hadir'],
  ])('tells the shopper about %s', async (_state, path, message) => {
    renderRemote({ path });
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
  });

  it('says nothing about stock above the limited threshold', async () => {
    // The white 41: 8 left.
    renderRemote({ path: '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00005' });
    expect(await shownPrice()).toHaveTextContent('Rp719.200');
    expect(screen.queryByText(/Tersisa/)).not.toBeInTheDocument();
  });

  it.each([
    [404, 'NOT_FOUND', 404],
    [410, 'GONE', 410],
    [429, 'TOO_MANY_REQUESTS', 429],
    [503, 'SERVICE_UNAVAILABLE', 500],
  ])('reports a %s summary to the host as page status %s', async (status, code, reported) => {
    await backend.session.fault('/backend/product-detail/products/*/_summary', `status=${status};code=${code}`, { method: 'GET' });
    const { props } = renderRemote({ path: SHOES });
    await waitFor(() => expect(props.reportPageStatus).toHaveBeenCalledWith(reported));
  });

  it('treats a malformed answer as the backend being down, never as a crash', async () => {
    await backend.session.fault('/backend/product-detail/products/*/_summary', 'malformed', { method: 'GET' });
    const { props } = renderRemote({ path: SHOES });
    await waitFor(() => expect(props.reportPageStatus).toHaveBeenCalledWith(500));
    expect(props.reportError).not.toHaveBeenCalled();
  });

  it('survives a summary with missing and hostile fields', async () => {
    // The simulator's summaries are built from checked fixtures: it never sends one like this.
    backend.server.use(
      http.get(SUMMARY_URL, () =>
        envelope({ itemSku: 'X-1', name: 'Produk Minim', images: [{ full: 'javascript:alert(1)' }], price: 'gratis', attributes: 'none', categories: [{}] }),
      ),
    );
    renderRemote({ path: SHOES });
    expect(await screen.findByRole('heading', { name: 'Produk Minim' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gambar produk belum tersedia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  });

  it('keeps the product on screen when a variant fails to load, and retries', async () => {
    const BLUE_SUMMARY = summaryPath('is--SPL-60001-00006');
    await backend.session.fault(BLUE_SUMMARY, 'status=503;code=SERVICE_UNAVAILABLE', { method: 'GET', times: 1 });
    const view = renderRemote({ path: BLUE_SHOES });
    await waitFor(() => expect(view.props.reportPageStatus).toHaveBeenCalledWith(500));
    view.unmount();

    const page = renderRemote({ path: SHOES });
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    await backend.session.fault(BLUE_SUMMARY, 'status=503;code=SERVICE_UNAVAILABLE', { method: 'GET', times: 1 });

    page.rerenderWith({ path: BLUE_SHOES });

    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat varian yang dipilih.');
    expect(screen.getByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hitam' })).toHaveAttribute('aria-pressed', 'true');
    expect(page.props.reportPageStatus).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(async () => expect(await shownPrice()).toHaveTextContent('Rp949.000'));
    expect(screen.getByRole('button', { name: 'Biru' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(backend.sent('GET', SUMMARY_CALL).filter((call) => call.pathname === BLUE_SUMMARY)).toHaveLength(3);
  });

  it('switches to English without losing the page, loading the catalogue once', async () => {
    const loadEnglish = jest.spyOn(pdpCatalogues, 'loadEnglish');
    const view = renderRemote({ path: SHOES_41 });
    expect(await screen.findByText('Tersisa 3 produk')).toBeInTheDocument();
    expect(loadEnglish).not.toHaveBeenCalled();

    // Awaited: a switch suspends the parts shown until their English arrives.
    await act(async () => view.rerenderWith({ locale: 'en' }));

    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    expect(await shownPrice()).toHaveTextContent('Rp629.300');
    expect(screen.getByText('30% off')).toBeInTheDocument();
    await act(async () => view.rerenderWith({ locale: 'id' }));
    expect(await screen.findByText('Tersisa 3 produk')).toBeInTheDocument();
    await act(async () => view.rerenderWith({ locale: 'en' }));
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    expect(loadEnglish).toHaveBeenCalledTimes(1);
  });

  it('tells the host a path it does not own is a 404, without calling the backend', async () => {
    const { props } = renderRemote({ path: '/p/sepatu/not-an-id' });
    await waitFor(() => expect(props.reportPageStatus).toHaveBeenCalledWith(404));
    expect(backend.sent('GET', SUMMARY_CALL)).toHaveLength(0);
  });

  it('asks the host to navigate when a breadcrumb is clicked, without a full load', async () => {
    const { props } = renderRemote({ path: SHOES });
    await userEvent.click(await screen.findByRole('link', { name: 'Olahraga' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: '/c/1/olahraga/53000/53000', replace: undefined, resetScroll: true });
  });
});
