// The description section as a shopper reads it (spec §2, §9): the description, sanitised, and its
// specifications; its own page; a retry when it fails; and the marketplace's copy below the
// specifications, sanitised, in the shopper's language where written in it, left out when it cannot be
// shown. It runs on the backend simulator (mounted in MSW): the running shoes' description
// (sepatu-lari-aero-run.json) is hostile HTML already; the file's catalogue gives the shoes a hostile
// copy and the desk lamp (lampu-meja.json) one with nothing left after sanitising; the laptop
// (laptop-cakra.json) has its copy in both languages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { sectionsInView } from '@pdp/test-kit/sections-in-view';
import { catalogueCopy, startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import { SHOES } from '../../__tests__/products';

const LAPTOP = '/p/laptop-tipis-cakra-14-inci/ps--LPT-60008';
const LAMP = '/p/lampu-meja-led-lipat/ps--LMP-60013';

const HOSTILE = '<script>window.hacked = true</script><img src="/m/x.svg" onerror="window.hacked = true"><a href="javascript:window.hacked = true">klik</a>';

sectionsInView(['description']);
const backend = startSimulatorBackend(TEST_BACKEND, {
  fixturesDir: () =>
    catalogueCopy((files) => {
      const copyOf = (file: string, html: string) =>
        files.set(file, { ...(files.get(file) as object), productCopy: { id: { title: 'Garansi resmi Aero', html } } });
      copyOf('products/sepatu-lari-aero-run.json', `<p>Garansi 1 tahun.</p>${HOSTILE}`);
      copyOf('products/lampu-meja.json', '<script>window.hacked = true</script>');
    }),
});

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alert.mockRestore();
  delete (window as { hacked?: boolean }).hacked;
});

/** Nothing of a hostile text ran: the fixture's `alert('xss')` nor the copy's `window.hacked = true`. */
const nothingRan = () => {
  expect(alert).not.toHaveBeenCalled();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
};

describe('description and specifications', () => {
  it('renders the sanitised description and the specifications', async () => {
    renderRemote({ path: SHOES });
    const description = await screen.findByTestId('product-description');
    expect(description).toHaveTextContent('Aero Run 2 dibuat untuk lari harian');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onerror], [onclick]')).toBeNull();
    expect(within(description).getByText('Klik di sini')).not.toHaveAttribute('href');
    nothingRan();
    expect(screen.getByRole('rowheader', { name: 'Berat' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '280 g' })).toBeInTheDocument();
  });

  it('links to its secondary page through the host', async () => {
    const { props } = renderRemote({ path: SHOES });
    await userEvent.click(await screen.findByRole('link', { name: 'Lihat selengkapnya' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: `${SHOES}/description`, replace: undefined, resetScroll: true });
  });

  it('shows the whole description on the description page', async () => {
    const { props } = renderRemote({ path: `${SHOES}/description` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deskripsi Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
    expect(await screen.findByText('Cocok untuk pemula maupun pelari rutin.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '‹ Kembali ke produk' }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: SHOES }));
  });

  it('offers a retry when the description fails, keeping the page', async () => {
    await backend.session.fault('/backend/product-detail/products/*/description', 'status=503', { method: 'GET', times: 1 });
    renderRemote({ path: SHOES });
    const failed = await screen.findByText('Gagal memuat deskripsi.');
    expect(screen.queryByText('Cocok untuk pemula maupun pelari rutin.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Pria Aero Run 2' })).toBeInTheDocument();
    await userEvent.click(within(failed.closest('p') as HTMLElement).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Cocok untuk pemula maupun pelari rutin.')).toBeInTheDocument();
  });
});

describe('the product copy', () => {
  const COPY_CALL = /^\/backend\/common\/content\/product-copy$/;
  const copyRegion = () => screen.findByRole('region', { name: 'Garansi resmi Aero' });

  it('shows the marketplace’s copy, sanitised, below the specifications', async () => {
    renderRemote({ path: SHOES });
    const region = await copyRegion();
    expect(region).toHaveTextContent('Garansi 1 tahun.');
    expect(region.querySelector('script, [onerror]')).toBeNull();
    expect(within(region).getByText('klik')).not.toHaveAttribute('href');
    nothingRan();
    // Below the specifications.
    const specifications = screen.getByRole('rowheader', { name: 'Berat' });
    expect(specifications.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(backend.sent('GET', COPY_CALL).map((call) => call.query.get('productId'))).toEqual(['ps--SPL-60001']);
  });

  it('shows it on the description page too', async () => {
    renderRemote({ path: `${SHOES}/description` });
    expect(await copyRegion()).toHaveTextContent('Garansi 1 tahun.');
  });

  it('reads in English when written in English, in Indonesian when not', async () => {
    const { unmount } = renderRemote({ path: LAPTOP, locale: 'en' });
    expect(await screen.findByRole('region', { name: 'Official Cakra warranty' })).toHaveTextContent(
      "This laptop carries Cakra Indonesia's official 2-year warranty.",
    );
    unmount();
    renderRemote({ path: SHOES, locale: 'en' });
    expect(await copyRegion()).toHaveTextContent('Garansi 1 tahun.');
  });

  it.each([
    [
      'fails',
      SHOES,
      'Aero Run 2 dibuat untuk lari harian',
      () => backend.session.fault('/backend/common/content/product-copy', 'status=503', { method: 'GET' }),
    ],
    [
      'is malformed',
      SHOES,
      'Aero Run 2 dibuat untuk lari harian',
      () => backend.session.fault('/backend/common/content/product-copy', 'malformed', { method: 'GET' }),
    ],
    [
      'has no text',
      SHOES,
      'Aero Run 2 dibuat untuk lari harian',
      // A copy without its HTML is no copy the simulator's catalogue can hold (its schema requires the text).
      async () => backend.server.use(http.get(`${TEST_BACKEND}/common/content/product-copy`, () => envelope({ id: { title: 'Garansi resmi Aero' } }))),
    ],
    ['has nothing left after sanitising', LAMP, 'Lampu meja LED lipat dengan tiga warna cahaya', async () => undefined],
  ])('leaves the copy out, and the description in, when it %s', async (_, path, description, arrange) => {
    await arrange();
    renderRemote({ path });
    expect(await screen.findByTestId('product-description')).toHaveTextContent(description);
    expect(backend.sent('GET', COPY_CALL)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Garansi resmi Aero' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gagal memuat deskripsi.')).not.toBeInTheDocument();
    nothingRan();
  });
});
