import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, HttpResponse, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';

startBackendMock();

const HOSTILE =
  '<p>Nyaman dipakai.</p><script>window.hacked = true</script><img src="/m/x.svg" onerror="window.hacked = true"><a href="javascript:window.hacked = true">klik</a>';

beforeEach(() => {
  backendServer.use(
    http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())),
    http.get(`${TEST_BACKEND}/product-detail/products/:id/description`, () => envelope({ html: HOSTILE })),
    http.get(`${TEST_BACKEND}/product-detail/products/:id/specifications`, () => envelope([{ name: 'Berat', value: '280 g' }])),
  );
});

describe('description and specifications', () => {
  it('renders the sanitised description and the specifications', async () => {
    renderRemote();
    const description = await screen.findByTestId('product-description');
    expect(description).toHaveTextContent('Nyaman dipakai.');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onerror]')).toBeNull();
    expect(within(description).getByText('klik')).not.toHaveAttribute('href');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('rowheader', { name: 'Berat' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '280 g' })).toBeInTheDocument();
  });

  it('links to its secondary page through the host', async () => {
    const { props } = renderRemote();
    await userEvent.click(await screen.findByRole('link', { name: 'Lihat selengkapnya' }));
    expect(props.navigate).toHaveBeenCalledWith({ path: '/p/sepatu-lari-aero/ps--SPL-1/description', replace: undefined, resetScroll: true });
  });

  it('shows the whole description on the description page', async () => {
    const { props } = renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/description' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deskripsi Sepatu Lari Aero' })).toBeInTheDocument();
    expect(await screen.findByText('Nyaman dipakai.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '‹ Kembali ke produk' }));
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/sepatu-lari-aero/ps--SPL-1' }));
  });

  it('offers a retry when the description fails, keeping the page', async () => {
    let calls = 0;
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/description`, () => {
        calls += 1;
        return calls === 1 ? envelope(null, { status: 503 }) : envelope({ html: '<p>Kedua kali berhasil.</p>' });
      }),
    );
    renderRemote();
    const alert = await screen.findByText('Gagal memuat deskripsi.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu Lari Aero' })).toBeInTheDocument();
    await userEvent.click(within(alert.closest('p') as HTMLElement).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Kedua kali berhasil.')).toBeInTheDocument();
  });
});

describe('the product copy', () => {
  const COPY = `${TEST_BACKEND}/common/content/product-copy`;
  const copyRegion = () => screen.findByRole('region', { name: 'Garansi resmi Aero' });

  it('shows the marketplace’s copy, sanitised, below the specifications', async () => {
    const asked: (string | null)[] = [];
    backendServer.use(
      http.get(COPY, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('productId'));
        return envelope({ id: { title: 'Garansi resmi Aero', html: `<p>Garansi 1 tahun.</p>${HOSTILE}` } });
      }),
    );
    renderRemote();
    const region = await copyRegion();
    expect(region).toHaveTextContent('Garansi 1 tahun.');
    expect(region.querySelector('script, [onerror]')).toBeNull();
    expect(within(region).getByText('klik')).not.toHaveAttribute('href');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // Below the specifications.
    const specifications = screen.getByRole('rowheader', { name: 'Berat' });
    expect(specifications.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(asked).toEqual(['ps--SPL-1']);
  });

  it('shows it on the description page too', async () => {
    backendServer.use(http.get(COPY, () => envelope({ id: { title: 'Garansi resmi Aero', html: '<p>Garansi 1 tahun.</p>' } })));
    renderRemote({ path: '/p/sepatu-lari-aero/ps--SPL-1/description' });
    expect(await copyRegion()).toHaveTextContent('Garansi 1 tahun.');
  });

  it('reads in English when written in English, in Indonesian when not', async () => {
    backendServer.use(
      http.get(COPY, () =>
        envelope({
          id: { title: 'Garansi resmi Aero', html: '<p>Garansi 1 tahun.</p>' },
          en: { title: 'Official Aero warranty', html: '<p>A 1-year warranty.</p>' },
        }),
      ),
    );
    const { unmount } = renderRemote({ locale: 'en' });
    expect(await screen.findByRole('region', { name: 'Official Aero warranty' })).toHaveTextContent('A 1-year warranty.');
    unmount();
    backendServer.use(http.get(COPY, () => envelope({ id: { title: 'Garansi resmi Aero', html: '<p>Garansi 1 tahun.</p>' } })));
    renderRemote({ locale: 'en' });
    expect(await copyRegion()).toHaveTextContent('Garansi 1 tahun.');
  });

  it('leaves the copy out, and the description in, when it fails, is malformed or has nothing left after sanitising', async () => {
    for (const answer of [
      () => envelope(null, { status: 503 }),
      () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }),
      () => envelope({ id: { title: 'Garansi resmi Aero' } }),
      () => envelope({ id: { title: 'Garansi resmi Aero', html: '<script>window.hacked = true</script>' } }),
    ]) {
      backendServer.use(http.get(COPY, answer));
      const { unmount } = renderRemote();
      expect(await screen.findByTestId('product-description')).toHaveTextContent('Nyaman dipakai.');
      expect(screen.queryByRole('region', { name: 'Garansi resmi Aero' })).not.toBeInTheDocument();
      expect(screen.queryByText('Gagal memuat deskripsi.')).not.toBeInTheDocument();
      unmount();
    }
  });
});
