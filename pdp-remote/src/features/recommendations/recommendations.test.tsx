// The retail page's recommendation section as a shopper meets it (spec §2 sections, §7, §9): similar
// products and more picks, each asked for its placement, 18 from page 0; cards that link to each
// product through the host, with their position and the answer's trace id; malformed entries and
// unsafe pictures left out; a failed list with a retry while the other keeps working; an empty list
// not shown; both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TEST_BACKEND, backendServer, envelope, http, startBackendMock } from '../../testing/backend-mock';
import { renderRemote } from '../../testing/render-remote';
import { aSummary } from '../../testing/summary-factory';

startBackendMock();
beforeEach(() => {
  backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())));
});

const aRecommendation = (n: number, overrides: object = {}) => ({
  itemSku: `TMB-${n}-00001`,
  name: `Tumbler ${n}`,
  urlFriendlyName: `tumbler-${n}`,
  imageUrl: `/media/tumbler-${n}.svg`,
  price: { listed: 120000, offered: 99000 + n * 1000 },
  ...overrides,
});

const withTrace = (data: unknown, traceId = 'trace-rec-7') => HttpResponse.json({ code: 200, status: 'OK', data }, { headers: { 'x-b3-traceid': traceId } });

/** Answers each placement; records what was asked. */
function serveRecommendations(answer: (placement: string, call: number) => Response) {
  const asked: { id: string; query: Record<string, string> }[] = [];
  backendServer.use(
    http.get(`${TEST_BACKEND}/search/products/:id/recommendations`, ({ params, request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push({ id: String(params.id), query });
      return answer(query.placement ?? '', asked.filter((entry) => entry.query.placement === query.placement).length);
    }),
  );
  return asked;
}

const section = () => screen.findByRole('region', { name: /^(Rekomendasi|Recommendations)$/ });
const list = async (name: string) => within(await section()).findByRole('region', { name });

describe('the recommendation section', () => {
  it('asks for similar products and more picks, 18 from page 0, and links each card to its product with its position and trace id', async () => {
    const asked = serveRecommendations((placement) =>
      placement === 'pdp-similar' ? withTrace([aRecommendation(1), aRecommendation(2)], 'trace-similar') : withTrace([aRecommendation(3)], 'trace-picks'),
    );
    const { props } = renderRemote({ path: '/p/tumbler/ps--TMB-60006' });
    const similar = await list('Produk serupa');
    const links = await within(similar).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/p/tumbler-1/is--TMB-1-00001', '/p/tumbler-2/is--TMB-2-00001']);
    expect(links[1]).toHaveTextContent('Tumbler 2Rp101.000');
    expect(links.map((link) => link.closest('li')?.getAttribute('data-position'))).toEqual(['1', '2']);
    expect(links.map((link) => link.closest('li')?.getAttribute('data-trace-id'))).toEqual(['trace-similar', 'trace-similar']);
    const picks = await list('Pilihan lain untukmu');
    expect(within(picks).getByRole('link')).toHaveAttribute('href', '/p/tumbler-3/is--TMB-3-00001');
    expect(asked.map(({ id, query }) => [id, query])).toEqual(
      expect.arrayContaining([
        ['ps--TMB-60006', { placement: 'pdp-similar', page: '0', itemPerPage: '18' }],
        ['ps--TMB-60006', { placement: 'pdp-product', page: '0', itemPerPage: '18' }],
      ]),
    );
    await userEvent.click(links[0] as HTMLElement);
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/tumbler-1/is--TMB-1-00001' }));
  });

  it('shows 18 at most, leaves out malformed entries, and shows no unsafe picture', async () => {
    serveRecommendations((placement) =>
      placement === 'pdp-similar'
        ? withTrace([
            { name: 'Tanpa sku', urlFriendlyName: 'x', price: { offered: 1 } },
            aRecommendation(0, { price: 'gratis' }),
            aRecommendation(1, { imageUrl: 'javascript:alert(1)' }),
            ...Array.from({ length: 20 }, (_, index) => aRecommendation(index + 2)),
          ])
        : withTrace([]),
    );
    renderRemote();
    const similar = await list('Produk serupa');
    const links = await within(similar).findAllByRole('link');
    expect(links).toHaveLength(18);
    expect(links[0]).toHaveTextContent('Tumbler 1');
    expect(links[0]?.querySelector('img')).toBeNull();
    expect(within(similar).queryByText('Tanpa sku')).not.toBeInTheDocument();
    // An empty list is not shown at all.
    expect(within(await section()).queryByRole('region', { name: 'Pilihan lain untukmu' })).not.toBeInTheDocument();
  });

  it('says a list failed with a retry that brings it, while the other list keeps working', async () => {
    serveRecommendations((placement, call) =>
      placement === 'pdp-similar' && call === 1
        ? HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 })
        : withTrace([aRecommendation(placement === 'pdp-similar' ? 1 : 5)]),
    );
    renderRemote();
    const similar = await list('Produk serupa');
    expect(await within(similar).findByText('Gagal memuat rekomendasi.')).toBeInTheDocument();
    expect(await within(await list('Pilihan lain untukmu')).findByRole('link', { name: /Tumbler 5/ })).toBeInTheDocument();
    await userEvent.click(within(similar).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(similar).findByRole('link', { name: /Tumbler 1/ })).toBeInTheDocument();
    expect(within(similar).queryByText('Gagal memuat rekomendasi.')).not.toBeInTheDocument();
  });

  it('says a malformed answer failed, in each list, and the page keeps working', async () => {
    serveRecommendations(() => new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } }));
    renderRemote();
    const region = await section();
    await waitFor(() => expect(within(region).getAllByText('Gagal memuat rekomendasi.')).toHaveLength(2));
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('reads in English', async () => {
    serveRecommendations(() => withTrace([aRecommendation(1)]));
    renderRemote({ locale: 'en' });
    expect(await list('Similar products')).toBeInTheDocument();
    expect(await list('More picks for you')).toBeInTheDocument();
  });
});
