// The retail page's recommendation section as a shopper meets it (spec §2 sections, §7, §9): similar
// products and more picks, each asked for its placement, 18 from page 0; cards that link to each
// product through the host, with their position and the answer's trace id; malformed entries and
// unsafe pictures left out; a failed list with a retry while the other keeps working; an empty list
// not shown; both languages.
import type { CampaignInfoDto } from '@pdp/backend-api/backend';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TEST_BACKEND, backendServer, envelope, http, jsonContent, startBackendMock } from '@pdp/test-kit/backend-mock';
import { renderRemote } from '../../__tests__/render-remote';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { installFakeIntersectionObserver } from '@pdp/test-kit/fake-intersection-observer';
import { aRecommendation, serveBrands, serveFeed, serveRecommendations, withTrace } from './recommendations.test-backend';

startBackendMock();
beforeEach(() => {
  backendServer.use(http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () => envelope(aSummary())));
  // No similar products or picks unless a test serves them: the feed and the brands are lists of their own.
  serveRecommendations(() => withTrace([]));
});

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
    await waitFor(() => expect(within(region).getAllByText('Gagal memuat rekomendasi.')).toHaveLength(3));
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the store’s ads, and more of the campaign only for a product in one', async () => {
    const asked = serveRecommendations((placement) => withTrace(placement === 'pdp-seller-ads' ? [aRecommendation(7)] : [aRecommendation(8)]));
    renderRemote();
    expect(await within(await list('Iklan dari toko ini')).findByRole('link', { name: /Tumbler 7/ })).toBeInTheDocument();
    expect(within(await section()).queryByRole('region', { name: 'Produk lain di kampanye ini' })).not.toBeInTheDocument();
    expect(asked.map((entry) => entry.query.placement)).not.toContain('pdp-campaign');
  });

  it('leaves out the store’s ads, and never asks for them, when the product config turns seller ads off (spec §6)', async () => {
    backendServer.use(jsonContent('product-configs', [{ id: 'sellerAdsEnabled', value: 'false' }]));
    const asked = serveRecommendations(() => withTrace([aRecommendation(7)]));
    renderRemote();
    expect(await within(await list('Produk serupa')).findByRole('link', { name: /Tumbler 7/ })).toBeInTheDocument();
    expect(await within(await list('Pilihan lain untukmu')).findByRole('link', { name: /Tumbler 7/ })).toBeInTheDocument();
    expect(within(await section()).queryByRole('region', { name: 'Iklan dari toko ini' })).not.toBeInTheDocument();
    expect(asked.map((entry) => entry.query.placement)).not.toContain('pdp-seller-ads');
  });

  it('has no section, no navigation entry and no calls when the product config turns recommendations off (spec §6)', async () => {
    backendServer.use(jsonContent('product-configs', [{ id: 'recommendationsEnabled', value: 'false' }]));
    const asked = serveRecommendations(() => withTrace([aRecommendation(7)]));
    renderRemote();
    expect(await screen.findByRole('region', { name: 'Diskusi' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Bagian halaman produk' });
    await waitFor(() => expect(within(nav).queryByRole('button', { name: 'Rekomendasi' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Rekomendasi' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the section and the store’s ads when the product config fails: the switches are on by default (spec §4, §8)', async () => {
    backendServer.use(http.get(`${TEST_BACKEND}/common/content/product-configs`, () => HttpResponse.json({ code: 500, status: 'ERROR' }, { status: 500 })));
    serveRecommendations((placement) => withTrace(placement === 'pdp-seller-ads' ? [aRecommendation(7)] : []));
    renderRemote();
    expect(await within(await list('Iklan dari toko ini')).findByRole('link', { name: /Tumbler 7/ })).toBeInTheDocument();
  });

  it('lists more of the campaign for a product in one', async () => {
    const campaignInfo: CampaignInfoDto = {
      campaignId: 'C-1',
      tag: 'FLASH_SALE_CAMPAIGN',
      name: 'Gebyar',
      startAt: '2026-11-22T00:00:00Z',
      endAt: '2026-11-30T00:00:00Z',
      notified: false,
    };
    backendServer.use(
      http.get(`${TEST_BACKEND}/product-detail/products/:id/_summary`, () =>
        envelope(aSummary({ details: { campaignInfo, usps: [], warranty: null, cheapestPrice: null, maxQuantity: 10 } })),
      ),
    );
    const asked = serveRecommendations((placement) => withTrace(placement === 'pdp-campaign' ? [aRecommendation(9)] : []));
    renderRemote();
    expect(await within(await list('Produk lain di kampanye ini')).findByRole('link', { name: /Tumbler 9/ })).toBeInTheDocument();
    expect(asked.map((entry) => entry.query.placement)).toContain('pdp-campaign');
  });

  it('reads in English', async () => {
    serveRecommendations(() => withTrace([aRecommendation(1)]));
    renderRemote({ locale: 'en' });
    expect(await list('Similar products')).toBeInTheDocument();
    expect(await list('More picks for you')).toBeInTheDocument();
  });
});

describe('infinite recommendations', () => {
  const feed = () => list('Jelajahi produk lainnya');

  it('starts at page 0 with 18, adds the next page below when asked, numbering on, and stops at the last', async () => {
    const bodies = serveFeed();
    renderRemote();
    const region = await feed();
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(18));
    expect(bodies).toEqual([{ productId: 'ps--SPL-1', page: 0, itemPerPage: 18 }]);

    await userEvent.click(within(region).getByRole('button', { name: 'Tampilkan lebih banyak' }));

    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(23));
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('data-position', '1');
    expect(items[18]).toHaveAttribute('data-position', '19');
    expect(items[18]).toHaveAttribute('data-trace-id', 'trace-page-1');
    expect(items[18]).toHaveTextContent('Tumbler 118');
    expect(bodies.map((body) => body.page)).toEqual([0, 1]);
    expect(within(region).queryByRole('button', { name: 'Tampilkan lebih banyak' })).not.toBeInTheDocument();
  });

  it('asks for the next page as the shopper scrolls near the end, and reports each card seen once', async () => {
    const io = installFakeIntersectionObserver();
    try {
      const bodies = serveFeed(undefined, 3);
      const { props } = renderRemote();
      // The section itself loads as it comes near.
      await section();
      await waitFor(() => expect(io.observers.some((observer) => observer.targets.size > 0)).toBe(true));
      for (const observer of io.observers) for (const target of [...observer.targets]) io.show(target, 1);
      const region = await feed();
      await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(18));
      const first = within(region).getAllByRole('listitem')[0] as Element;
      io.show(first, 1);
      const end = () => io.observers.filter((observer) => observer.options?.rootMargin?.includes('600px')).flatMap((observer) => [...observer.targets]);
      await waitFor(() => expect(end()).toHaveLength(1));
      io.show(end()[0] as Element, 1);
      await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(36));
      await waitFor(() => expect(end()).toHaveLength(1));
      io.show(end()[0] as Element, 1);
      await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(41));
      expect(bodies.map((body) => body.page)).toEqual([0, 1, 2]);
      // The feed's first card, seen again after pages were added, is not reported again.
      io.show(within(region).getAllByRole('listitem')[0] as Element, 1);
      const impressions = (props.reportAnalytics as jest.Mock).mock.calls.filter(
        ([event]) => event.type === 'recommendation-impression' && event.placement === 'pdp-infinite' && event.position === 1,
      );
      expect(impressions).toHaveLength(1);
    } finally {
      io.restore();
    }
  });

  it('keeps the cards shown when a later page fails, with a retry that brings it', async () => {
    serveFeed((page, call) => (page === 1 && call === 1 ? HttpResponse.json({ code: 503, status: 'ERROR', data: null }, { status: 503 }) : undefined));
    renderRemote();
    const region = await feed();
    await userEvent.click(await within(region).findByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(await within(region).findByText('Gagal memuat rekomendasi.')).toBeInTheDocument();
    expect(within(region).getAllByRole('link')).toHaveLength(18);
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(23));
    expect(within(region).queryByText('Gagal memuat rekomendasi.')).not.toBeInTheDocument();
  });

  it('is not shown when the feed is empty, and says a failed first page with a retry', async () => {
    serveRecommendations(() => withTrace([aRecommendation(1)]));
    serveFeed((page, call) => (call === 1 ? new HttpResponse('<html>oops</html>', { headers: { 'content-type': 'text/html' } }) : envelope([])));
    renderRemote();
    const region = await feed();
    expect(await within(region).findByText('Gagal memuat rekomendasi.')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: /^Rekomendasi$/ })).queryByRole('region', { name: 'Jelajahi produk lainnya' })).not.toBeInTheDocument(),
    );
  });

  it('reads in English', async () => {
    serveFeed();
    renderRemote({ locale: 'en' });
    const region = await list('Explore more products');
    expect(await within(region).findByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});

describe('brand picks and the brand ad', () => {
  const failed = () => HttpResponse.json({ code: 500, status: 'ERROR', data: null }, { status: 500 });
  const brands = () => list('Brand pilihan');

  it('links each brand to its page with how many products it sells, and shows the first ad, labelled', async () => {
    const asked = serveBrands();
    renderRemote();
    const region = await brands();
    const brand = await within(region).findByRole('link', { name: /^Ramai/ });
    expect(brand).toHaveAttribute('href', '/brand/RAMAI');
    expect(brand).toHaveTextContent('Ramai3 produk');
    const ad = await within(region).findByRole('link', { name: /Laptop Cakra pilihan/ });
    expect(ad).toHaveAttribute('href', '/brand/CAKRA');
    expect(ad).toHaveTextContent('Iklan · Cakra');
    expect(ad.querySelector('img')).toHaveAttribute('src', '/media/brand-cakra.svg');
    expect(within(region).queryByText('Iklan kedua')).not.toBeInTheDocument();
    expect(asked).toEqual(expect.arrayContaining(['v2', 'ads v2']));
    expect(asked).not.toContain('ads v1');
  });

  it('says it is loading until the brands answer, then shows them in its place', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serveBrands({ v2: () => answered.then(() => envelope([{ brand: { code: 'RAMAI', name: 'Ramai' }, productCount: 3 }])) });
    renderRemote();
    const region = await brands();
    expect(within(region).getByRole('status')).toHaveTextContent('Memuat rekomendasi…');
    answer();
    expect(await within(region).findByRole('link', { name: /^Ramai/ })).toBeInTheDocument();
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('falls back to version 1 of each when version 2 fails: brands without counts, the ad without a picture', async () => {
    const asked = serveBrands({
      v2: failed,
      ads: (version) => (version === '2' ? failed() : envelope([{ brand: { code: 'CAKRA', name: 'Cakra' }, headline: 'Laptop Cakra pilihan' }])),
    });
    renderRemote();
    const region = await brands();
    expect(await within(region).findByRole('link', { name: 'Ramai' })).toHaveTextContent(/^Ramai$/);
    const ad = await within(region).findByRole('link', { name: /Laptop Cakra pilihan/ });
    expect(ad.querySelector('img')).toBeNull();
    expect(asked).toEqual(expect.arrayContaining(['v2', 'v1 ps--SPL-1', 'ads v2', 'ads v1']));
  });

  it('says the brands failed with a retry when both versions fail, and shows no ad when both of its fail', async () => {
    let calls = 0;
    serveBrands({
      v1: () => (++calls === 1 ? failed() : envelope([{ code: 'NOVA', name: 'Nova' }])),
      v2: failed,
      ads: () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }),
    });
    renderRemote();
    const region = await brands();
    expect(await within(region).findByText('Gagal memuat brand.')).toBeInTheDocument();
    expect(within(region).queryByText(/Iklan/)).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(region).findByRole('link', { name: 'Nova' })).toBeInTheDocument();
    expect(within(region).queryByText(/Iklan/)).not.toBeInTheDocument();
  });

  it('shows a hostile brand name and headline as text, and no unsafe picture', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    serveBrands({
      v2: () => envelope([{ brand: { code: 'X', name: hostile }, productCount: 1 }]),
      ads: () => envelope([{ brand: { code: 'Y', name: hostile }, headline: hostile, imageUrl: 'javascript:alert(1)' }]),
    });
    renderRemote();
    const region = await brands();
    expect(await within(region).findAllByText(hostile)).toHaveLength(2);
    expect(region.querySelector('img')).toBeNull();
  });

  it('reads in English', async () => {
    serveBrands({ v2: () => envelope([{ brand: { code: 'RAMAI', name: 'Ramai' }, productCount: 1 }]) });
    renderRemote({ locale: 'en' });
    const region = await list('Brands to explore');
    expect(await within(region).findByRole('link', { name: /^Ramai/ })).toHaveTextContent('Ramai1 product');
    expect(await within(region).findByText('Sponsored · Cakra')).toBeInTheDocument();
  });
});
