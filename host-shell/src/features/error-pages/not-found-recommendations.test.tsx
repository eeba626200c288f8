// The 404 page's recommendations (spec §9: the 404 placement) as a shopper meets them: retail best
// sellers below the empty state, each a link to its product; malformed entries, foreign links and
// unsafe pictures left out; a failure with a retry that brings them; nothing when there are none;
// English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderHost } from '../../__tests__/render-host';
import { HttpResponse, TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../__tests__/backend-mock';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

startBackendMock();

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockClear();
  window.scrollTo = jest.fn();
});

const aProduct = (n: number, overrides: object = {}) => ({
  name: `Produk ${n}`,
  url: `/p/produk-${n}/ps--P-${n}`,
  imageUrl: `/media/produk-${n}.svg`,
  vendor: 'RETAIL',
  price: 100000 + n,
  ...overrides,
});

function serveRecommendations(answer: (call: number) => Response) {
  const asked: (string | null)[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/search/homepage-recommendation`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('placement'));
      return answer(asked.length);
    }),
  );
  return asked;
}

const recommendations = () => screen.findByRole('region', { name: 'Mungkin kamu suka' });

describe('the 404 page’s recommendations', () => {
  it('lists products for the 404 placement below the empty state, each a link to its page', async () => {
    const asked = serveRecommendations(() =>
      envelope([
        aProduct(1),
        aProduct(2, { imageUrl: 'javascript:alert(1)' }),
        aProduct(3, { url: '//evil.example/p' }),
        aProduct(4, { price: 'gratis' }),
        { name: '<img src=x onerror=alert(1)>', url: '/p/x/ps--X-1', imageUrl: '', price: 1 },
      ]),
    );
    const { router } = renderHost('/tidak/ada');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    const region = await recommendations();
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/p/produk-1/ps--P-1', '/p/produk-2/ps--P-2', '/p/x/ps--X-1']);
    expect(links[0]).toHaveTextContent('Produk 1Rp100.001');
    expect(links[1]?.querySelector('img')).not.toHaveAttribute('src');
    expect(links[2]).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(asked).toEqual(['pdp-404']);
    await userEvent.click(links[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/p/produk-1/ps--P-1');
  });

  it('says a failure, with a retry that brings the list', async () => {
    serveRecommendations((call) => (call === 1 ? HttpResponse.json({ code: 503, status: 'ERROR', data: null }, { status: 503 }) : envelope([aProduct(1)])));
    renderHost('/tidak/ada');
    const region = await recommendations();
    expect(await within(region).findByText('Gagal memuat rekomendasi.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(region).findByRole('link', { name: /Produk 1/ })).toBeInTheDocument();
    expect(within(region).queryByText('Gagal memuat rekomendasi.')).not.toBeInTheDocument();
  });

  it('shows nothing when there is nothing to recommend, and the empty state stays', async () => {
    serveRecommendations(() => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } }));
    renderHost('/tidak/ada');
    expect(await within(await recommendations()).findByText('Gagal memuat rekomendasi.')).toBeInTheDocument();
    serveRecommendations(() => envelope([]));
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mungkin kamu suka' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toBeInTheDocument();
  });

  it('reads in English', async () => {
    serveRecommendations(() => envelope([aProduct(1)]));
    renderHost('/tidak/ada', { locale: 'en' });
    const region = await screen.findByRole('region', { name: 'You might like' });
    expect(await within(region).findByRole('link', { name: /Produk 1/ })).toBeInTheDocument();
  });
});
