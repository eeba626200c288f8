// The 404 page's recommendations (spec §9: the 404 placement) as a shopper meets them: retail best
// sellers below the empty state (the simulator's catalogue's), each a link to its product; malformed
// entries, foreign links and unsafe pictures left out; a failure with a retry that brings them;
// nothing when there are none; English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderHost } from '../../__tests__/render-host';
import { HttpResponse, TEST_BACKEND, http, startHostBackend } from '../../__tests__/backend-mock';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const backend = startHostBackend();

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockClear();
  window.scrollTo = jest.fn();
});

const RECOMMENDATIONS = '/backend/search/homepage-recommendation';
/** The placements the page asked the recommendations for, failed calls among them. */
const askedPlacements = () => backend.sent('GET', /\/search\/homepage-recommendation$/).map((call) => call.query.get('placement'));

/** The catalogue's retail best seller (smartphone-x5.json), first of the 404 placement. */
const PHONE = { name: 'Smartphone Nusantara X5 8 GB', path: '/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003' };

const aProduct = (n: number, overrides: object = {}) => ({
  name: `Produk ${n}`,
  url: `/p/produk-${n}/ps--P-${n}`,
  imageUrl: `/media/produk-${n}.svg`,
  vendor: 'RETAIL',
  price: 100000 + n,
  ...overrides,
});

/** The recommendations answer `data`: entries the simulator never sends (malformed, foreign, unsafe; none at all). */
const serveOddRecommendations = (data: unknown[]) =>
  backend.server.use(http.get(`${TEST_BACKEND}/search/homepage-recommendation`, () => HttpResponse.json({ code: 200, status: 'OK', data })));

const recommendations = () => screen.findByRole('region', { name: 'Mungkin kamu suka' });

describe('the 404 page’s recommendations', () => {
  it('lists the retail best sellers of the 404 placement below the empty state, each a link to its page', async () => {
    const { router } = renderHost('/tidak/ada');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    const region = await recommendations();
    const links = await within(region).findAllByRole('link');
    // Every active retail product of the catalogue, best sellers first.
    expect(links).toHaveLength(14);
    expect(links[0]).toHaveAttribute('href', PHONE.path);
    expect(links[0]).toHaveTextContent(new RegExp(`^${PHONE.name}Rp`));
    expect(links.map((link) => link.getAttribute('href'))).toContain('/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001');
    expect(links.every((link) => !/\/grocery\//.test(link.getAttribute('href') ?? ''))).toBe(true);
    expect(askedPlacements()).toEqual(['pdp-404']);
    await userEvent.click(links[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003');
  });

  it('leaves out malformed entries, foreign links and unsafe pictures, and shows names as text', async () => {
    serveOddRecommendations([
      aProduct(1),
      aProduct(2, { imageUrl: 'javascript:alert(1)' }),
      aProduct(3, { url: '//evil.example/p' }),
      aProduct(4, { price: 'gratis' }),
      { name: '<img src=x onerror=alert(1)>', url: '/p/x/ps--X-1', imageUrl: '', price: 1 },
    ]);
    const { router } = renderHost('/tidak/ada');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    const region = await recommendations();
    const links = await within(region).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/p/produk-1/ps--P-1', '/p/produk-2/ps--P-2', '/p/x/ps--X-1']);
    expect(links[0]).toHaveTextContent('Produk 1Rp100.001');
    expect(links[1]?.querySelector('img')).not.toHaveAttribute('src');
    expect(links[2]).toHaveTextContent('<img src=x onerror=alert(1)>');
    await userEvent.click(links[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/p/produk-1/ps--P-1');
  });

  it('says a failure, with a retry that brings the list', async () => {
    await backend.session.fault(RECOMMENDATIONS, 'status=503', { method: 'GET', times: 1 });
    renderHost('/tidak/ada');
    const region = await recommendations();
    expect(await within(region).findByText('Gagal memuat rekomendasi.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(region).findByRole('link', { name: new RegExp(PHONE.name) })).toBeInTheDocument();
    expect(within(region).queryByText('Gagal memuat rekomendasi.')).not.toBeInTheDocument();
  });

  it('shows nothing when there is nothing to recommend, and the empty state stays', async () => {
    await backend.session.fault(RECOMMENDATIONS, 'malformed', { method: 'GET', times: 1 });
    renderHost('/tidak/ada');
    expect(await within(await recommendations()).findByText('Gagal memuat rekomendasi.')).toBeInTheDocument();
    // The catalogue always has retail best sellers: an empty list is an answer the simulator cannot give.
    serveOddRecommendations([]);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mungkin kamu suka' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderHost('/tidak/ada', { locale: 'en' });
    const region = await screen.findByRole('region', { name: 'You might like' });
    expect(await within(region).findByRole('link', { name: new RegExp(PHONE.name) })).toBeInTheDocument();
  });
});
