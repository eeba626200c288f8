import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSummary } from '../../testing/summary-factory';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../testing/backend-mock';
import { renderRemote } from '../../testing/render-remote';

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
