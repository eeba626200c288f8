// The retail page's recommendation section as a shopper meets it (spec §2 sections, §7, §9): similar
// products and more picks, each asked for its placement, 18 from page 0; cards that link to each
// product through the host, with their position and the answer's trace id; malformed entries and
// unsafe pictures left out, 18 at most; a failed list with a retry while the other keeps working; an
// empty list not shown; the store's ads and the campaign's list, and the product config's switches;
// the infinite feed, a page at a time, by the button or by scrolling; the brand picks and the brand ad,
// version 2 and its fallback to version 1; both languages. Against the backend simulator (its
// recommendations handler and fixtures, mounted in MSW) on the file's catalogue: the tumbler sold by
// the blender's store and in twelve colours (recommendationsCatalogue). `backend.server.use` answers
// only what the simulator never sends: malformed or hostile entries, an answer longer than asked for,
// an empty feed, and a brands' answer held back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_BACKEND, envelope, http } from '@pdp/test-kit/backend-mock';
import { installFakeIntersectionObserver } from '@pdp/test-kit/fake-intersection-observer';
import { startSimulatorBackend } from '@pdp/test-kit/simulator-backend';
import { renderRemote } from '../../__tests__/render-remote';
import {
  BLENDER,
  BRAND_ADS_CALL,
  BRANDS_V1_CALL,
  BRANDS_V2_CALL,
  FEED_CALL,
  LIST_CALL,
  SHOES,
  pageOf,
  placementsAsked,
  recommendationsCatalogue,
  recordTraceIds,
  simulatorCards,
} from './recommendations.test-page';

const backend = startSimulatorBackend(TEST_BACKEND, { fixturesDir: recommendationsCatalogue });
const traceIdOf = recordTraceIds(backend);

const FAILED = 'Gagal memuat rekomendasi.';
const TUMBLER = /^Tumbler Stainless 500 ml/;
const section = () => screen.findByRole('region', { name: /^(Rekomendasi|Recommendations)$/ });
const list = async (name: string) => within(await section()).findByRole('region', { name });
const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

describe('the recommendation section', () => {
  it('asks for similar products and more picks, 18 from page 0, and links each card to its product with its position and trace id', async () => {
    const { props } = renderRemote({ path: BLENDER });
    // The blender and the tumbler share their top category (Peralatan Dapur).
    const similar = await list('Produk serupa');
    const [tumbler] = await within(similar).findAllByRole('link');
    expect(within(similar).getAllByRole('link')).toHaveLength(1);
    expect(tumbler).toHaveAttribute('href', '/p/tumbler-stainless-500-ml/is--TMB-60006-00001');
    expect(tumbler).toHaveTextContent('Tumbler Stainless 500 mlRp99.000');
    expect(tumbler?.closest('li')).toHaveAttribute('data-position', '1');
    expect(tumbler?.closest('li')).toHaveAttribute('data-trace-id', await traceIdOf('GET', LIST_CALL, { placement: 'pdp-similar' }));

    // More picks: the retail best sellers but the blender, each once.
    const picks = await within(await list('Pilihan lain untukmu')).findAllByRole('link');
    expect(picks).toHaveLength(13);
    expect(picks.slice(0, 3).map((link) => link.textContent)).toEqual([
      'Smartphone Nusantara X5 8 GBRp3.999.000',
      'Sepatu Lari Pria Aero Run 2Rp629.300',
      'Kopi Bubuk Arabika Gayo 250 gRp85.000',
    ]);
    expect(picks[1]).toHaveAttribute('href', '/p/sepatu-lari-pria-aero-run-2/is--SPL-60001-00001');
    expect(picks.map((link) => link.closest('li')?.getAttribute('data-position'))).toEqual(picks.map((_, index) => String(index + 1)));
    const picksTrace = await traceIdOf('GET', LIST_CALL, { placement: 'pdp-product' });
    expect(picksTrace).toMatch(/^[0-9a-f]{16}$/);
    expect(picksTrace).not.toBe(tumbler?.closest('li')?.getAttribute('data-trace-id'));
    expect(new Set(picks.map((link) => link.closest('li')?.getAttribute('data-trace-id')))).toEqual(new Set([picksTrace]));

    const asked = backend.sent('GET', LIST_CALL);
    expect(new Set(asked.map((call) => call.pathname))).toEqual(new Set(['/backend/search/products/ps--BLD-60004/recommendations']));
    expect(asked.map((call) => Object.fromEntries(call.query))).toEqual(
      expect.arrayContaining([
        { placement: 'pdp-similar', page: '0', itemPerPage: '18' },
        { placement: 'pdp-product', page: '0', itemPerPage: '18' },
      ]),
    );
    await userEvent.click(tumbler as HTMLElement);
    expect(props.navigate).toHaveBeenCalledWith(expect.objectContaining({ path: '/p/tumbler-stainless-500-ml/is--TMB-60006-00001' }));
  });

  it('shows 18 at most, leaves out malformed entries, and shows no unsafe picture', async () => {
    // The simulator's cards, with entries it never sends: one without a sku, one priced "gratis", one
    // with a script for a picture; and more than the 18 asked for.
    const cards = await simulatorCards(backend, 'ps--BLD-60004', 21);
    const [first] = cards as [(typeof cards)[number]];
    backend.server.use(
      http.get(`${TEST_BACKEND}/search/products/:id/recommendations`, ({ request }) =>
        new URL(request.url).searchParams.get('placement') === 'pdp-similar'
          ? envelope([
              { name: 'Tanpa sku', urlFriendlyName: 'tanpa-sku', price: { offered: 1 } },
              { ...first, name: 'Tanpa harga', price: 'gratis' },
              { ...first, imageUrl: 'javascript:alert(1)' },
              ...cards.slice(1),
            ])
          : undefined,
      ),
    );
    renderRemote({ path: BLENDER });
    const similar = await list('Produk serupa');
    const links = await within(similar).findAllByRole('link');
    expect(hrefs(links)).toEqual(cards.slice(0, 18).map(pageOf));
    expect(links[0]).toHaveTextContent('Smartphone Nusantara X5 8 GBRp3.999.000');
    expect(links[0]?.querySelector('img')).toBeNull();
    expect(links[1]?.querySelector('img')).toHaveAttribute('src', '/backend/media/x5-hitam.svg');
    expect(within(similar).queryByText('Tanpa sku')).not.toBeInTheDocument();
    expect(within(similar).queryByText('Tanpa harga')).not.toBeInTheDocument();
  });

  it('says a list failed with a retry that brings it, while the other list keeps working', async () => {
    // The first list asked for, the similar products, fails once.
    await backend.session.fault('/backend/search/products/*/recommendations', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: BLENDER });
    const similar = await list('Produk serupa');
    expect(await within(similar).findByText(FAILED)).toBeInTheDocument();
    expect(await within(await list('Pilihan lain untukmu')).findByRole('link', { name: /^Smartphone Nusantara X5 8 GB/ })).toBeInTheDocument();
    await userEvent.click(within(similar).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(similar).findByRole('link', { name: TUMBLER })).toBeInTheDocument();
    expect(within(similar).queryByText(FAILED)).not.toBeInTheDocument();
    expect(placementsAsked(backend).filter((placement) => placement === 'pdp-similar')).toHaveLength(2);
  });

  it('says a malformed answer failed, in each list, and the page keeps working', async () => {
    await backend.session.fault('/backend/search/products/*/recommendations', 'malformed', { method: 'GET' });
    renderRemote({ path: BLENDER });
    const region = await section();
    await waitFor(() => expect(within(region).getAllByText(FAILED)).toHaveLength(3));
    for (const name of ['Produk serupa', 'Iklan dari toko ini', 'Pilihan lain untukmu']) {
      const failed = await list(name);
      expect(within(failed).getByText(FAILED)).toBeInTheDocument();
      expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Blender Dapur Serbaguna 1,5 L' })).toBeInTheDocument();
  });

  it('shows the store’s ads, and more of the campaign only for a product in one', async () => {
    renderRemote({ path: BLENDER });
    // The file's tumbler is sold by the blender's store, Dapur Bunda.
    const ads = await within(await list('Iklan dari toko ini')).findAllByRole('link');
    expect(ads.map((link) => link.textContent)).toEqual(['Tumbler Stainless 500 mlRp99.000']);
    expect(await list('Pilihan lain untukmu')).toBeInTheDocument();
    expect(within(await section()).queryByRole('region', { name: 'Produk lain di kampanye ini' })).not.toBeInTheDocument();
    expect(placementsAsked(backend)).toContain('pdp-seller-ads');
    expect(placementsAsked(backend)).not.toContain('pdp-campaign');
  });

  it('leaves out the store’s ads, and never asks for them, when the product config turns seller ads off (spec §6)', async () => {
    await backend.session.productConfigs({ sellerAdsEnabled: 'false' });
    renderRemote({ path: BLENDER });
    expect(await within(await list('Produk serupa')).findByRole('link', { name: TUMBLER })).toBeInTheDocument();
    expect(await within(await list('Pilihan lain untukmu')).findByRole('link', { name: TUMBLER })).toBeInTheDocument();
    expect(within(await section()).queryByRole('region', { name: 'Iklan dari toko ini' })).not.toBeInTheDocument();
    expect(placementsAsked(backend)).not.toContain('pdp-seller-ads');
  });

  it('has no section, no navigation entry and no calls when the product config turns recommendations off (spec §6)', async () => {
    await backend.session.productConfigs({ recommendationsEnabled: 'false' });
    renderRemote({ path: BLENDER });
    expect(await screen.findByRole('region', { name: 'Diskusi' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Bagian halaman produk' });
    await waitFor(() => expect(within(nav).queryByRole('button', { name: 'Rekomendasi' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Rekomendasi' })).not.toBeInTheDocument();
    expect(backend.sent('GET', LIST_CALL)).toEqual([]);
    expect(backend.sent('POST', FEED_CALL)).toEqual([]);
    expect([...backend.sent('GET', BRANDS_V2_CALL), ...backend.sent('GET', BRAND_ADS_CALL)]).toEqual([]);
  });

  it('shows the section and the store’s ads when the product config fails: the switches are on by default (spec §4, §8)', async () => {
    await backend.session.fault('/backend/common/content/product-configs', 'status=500', { method: 'GET' });
    renderRemote({ path: BLENDER });
    expect(await within(await list('Iklan dari toko ini')).findByRole('link', { name: TUMBLER })).toBeInTheDocument();
  });

  it('lists more of the campaign for a product in one, and shows no list that is empty', async () => {
    // The shoes are in a campaign; the simulator's other products in one are the phone and the T-shirt.
    renderRemote({ path: SHOES });
    const campaign = await within(await list('Produk lain di kampanye ini')).findAllByRole('link');
    expect(campaign.map((link) => link.textContent)).toEqual(['Smartphone Nusantara X5 8 GBRp3.999.000', 'Kaos Polos Katun Combed 30sRp59.000']);
    expect(placementsAsked(backend)).toContain('pdp-campaign');
    // No other product shares the shoes' category, and their store sells nothing else: both lists are empty.
    await waitFor(() => expect(placementsAsked(backend)).toEqual(expect.arrayContaining(['pdp-similar', 'pdp-seller-ads'])));
    expect(await within(await list('Pilihan lain untukmu')).findAllByRole('link')).toHaveLength(13);
    const region = await section();
    expect(within(region).queryByRole('region', { name: 'Produk serupa' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('region', { name: 'Iklan dari toko ini' })).not.toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderRemote({ path: BLENDER, locale: 'en' });
    expect(await within(await list('Similar products')).findByRole('link', { name: TUMBLER })).toBeInTheDocument();
    expect(await list('More picks for you')).toBeInTheDocument();
  });
});

describe('infinite recommendations', () => {
  const feed = () => list('Jelajahi produk lainnya');
  const feedPages = () => backend.sent('POST', FEED_CALL).map((call) => (call.body as { page: number }).page);

  it('starts at page 0 with 18, adds the next page below when asked, numbering on, and stops at the last', async () => {
    renderRemote({ path: BLENDER });
    const region = await feed();
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(18));
    expect(backend.sent('POST', FEED_CALL).map((call) => call.body)).toEqual([{ productId: 'ps--BLD-60004', page: 0, itemPerPage: 18 }]);
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Smartphone Nusantara X5 8 GBRp3.999.000');

    await userEvent.click(within(region).getByRole('button', { name: 'Tampilkan lebih banyak' }));

    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(36));
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('data-position', '1');
    expect(items[0]).toHaveAttribute('data-trace-id', await traceIdOf('POST', FEED_CALL, { page: 0 }));
    expect(items[18]).toHaveAttribute('data-position', '19');
    expect(items[18]).toHaveAttribute('data-trace-id', await traceIdOf('POST', FEED_CALL, { page: 1 }));
    expect(items[18]).toHaveTextContent('Helm Sepeda Lipat UrbanRp399.000');
    expect(within(items[18] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/p/helm-sepeda-lipat-urban/is--HLM-60011-00002');

    // The last page, one card (the file's tumbler comes in twelve colours): the product that sold least.
    await userEvent.click(within(region).getByRole('button', { name: 'Tampilkan lebih banyak' }));
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(37));
    expect(within(region).getAllByRole('listitem')[36]).toHaveAttribute('data-position', '37');
    expect(within(region).getAllByRole('link')[36]).toHaveAttribute('href', '/p/konsol-game-portabel-nova/is--KNS-60005-00001');
    expect(feedPages()).toEqual([0, 1, 2]);
    expect(within(region).queryByRole('button', { name: 'Tampilkan lebih banyak' })).not.toBeInTheDocument();
  });

  it('asks for the next page as the shopper scrolls near the end, and reports each card seen once', async () => {
    const io = installFakeIntersectionObserver();
    try {
      const { props } = renderRemote({ path: BLENDER });
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
      await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(37));
      expect(feedPages()).toEqual([0, 1, 2]);
      // The last page came: the end of the feed is watched no more.
      expect(end()).toHaveLength(0);
      // The feed's first card, seen again after pages were added, is not reported again.
      io.show(within(region).getAllByRole('listitem')[0] as Element, 1);
      const impressions = (props.reportAnalytics as jest.Mock).mock.calls.filter(
        ([event]) => event.type === 'recommendation-impression' && event.placement === 'pdp-infinite' && event.position === 1,
      );
      expect(impressions).toEqual([[expect.objectContaining({ itemSku: 'HPX-60003-00001', traceId: await traceIdOf('POST', FEED_CALL, { page: 0 }) })]]);
    } finally {
      io.restore();
    }
  });

  it('keeps the cards shown when a later page fails, with a retry that brings it', async () => {
    renderRemote({ path: BLENDER });
    const region = await feed();
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(18));
    await backend.session.fault('/backend/search/infinite-recommendations', 'status=503', { method: 'POST', times: 1 });
    await userEvent.click(within(region).getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(await within(region).findByText(FAILED)).toBeInTheDocument();
    expect(within(region).getAllByRole('link')).toHaveLength(18);
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(36));
    expect(within(region).queryByText(FAILED)).not.toBeInTheDocument();
    expect(feedPages()).toEqual([0, 1, 1]);
  });

  it('is not shown when the feed is empty, and says a failed first page with a retry', async () => {
    await backend.session.fault('/backend/search/infinite-recommendations', 'malformed', { method: 'POST', times: 1 });
    renderRemote({ path: BLENDER });
    const region = await feed();
    expect(await within(region).findByText(FAILED)).toBeInTheDocument();
    // Asked again, the feed has nothing: an answer the simulator never gives a retail product (it always has others).
    backend.server.use(http.post(`${TEST_BACKEND}/search/infinite-recommendations`, () => envelope([])));
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: /^Rekomendasi$/ })).queryByRole('region', { name: 'Jelajahi produk lainnya' })).not.toBeInTheDocument(),
    );
    expect(await within(await list('Produk serupa')).findByRole('link', { name: TUMBLER })).toBeInTheDocument();
  });

  it('reads in English', async () => {
    renderRemote({ path: BLENDER, locale: 'en' });
    const region = await list('Explore more products');
    expect(await within(region).findByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});

describe('brand picks and the brand ad', () => {
  const brands = () => list('Brand pilihan');
  const adVersions = () => backend.sent('GET', BRAND_ADS_CALL).map((call) => call.query.get('version'));

  it('links each brand to its page with how many products it sells, and shows the first ad, labelled', async () => {
    renderRemote({ path: BLENDER });
    const region = await brands();
    // The blender's category has no other brand: the best-selling brands, the phone's first.
    const brand = await within(region).findByRole('link', { name: /^Nusantara/ });
    expect(brand).toHaveAttribute('href', '/brand/NUSA');
    expect(brand).toHaveTextContent(/^Nusantara1 produk$/);
    const ad = await within(region).findByRole('link', { name: /Belanja produk Nusantara pilihan/ });
    expect(ad).toHaveAttribute('href', '/brand/NUSA');
    expect(ad).toHaveTextContent('Iklan · Nusantara');
    expect(ad.querySelector('img')).toHaveAttribute('src', '/backend/media/brand-nusa.svg');
    // The simulator's second ad is not shown.
    expect(within(region).queryByText('Belanja produk Aero pilihan')).not.toBeInTheDocument();
    expect(backend.sent('GET', BRANDS_V2_CALL).map((call) => call.query.get('productId'))).toEqual(['ps--BLD-60004']);
    expect(backend.sent('GET', BRANDS_V1_CALL)).toEqual([]);
    expect(adVersions()).toEqual(['2']);
  });

  it('says it is loading until the brands answer, then shows them in its place', async () => {
    // The simulator's answer, held back until the test lets it through.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    backend.server.use(http.get(`${TEST_BACKEND}/product-detail/recommendation/v2/brands`, () => answered.then(() => undefined)));
    renderRemote({ path: BLENDER });
    const region = await brands();
    expect(within(region).getByRole('status')).toHaveTextContent('Memuat rekomendasi…');
    answer();
    expect(await within(region).findByRole('link', { name: /^Nusantara/ })).toHaveTextContent('Nusantara1 produk');
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('falls back to version 1 of each when version 2 fails: brands without counts, the ad without a picture', async () => {
    await backend.session.fault('/backend/product-detail/recommendation/v2/brands', 'status=500', { method: 'GET' });
    // The ad's two versions share a path: the first call, version 2, fails.
    await backend.session.fault('/backend/product-detail/brand-ads', 'status=500', { method: 'GET', times: 1 });
    renderRemote({ path: BLENDER });
    const region = await brands();
    expect(await within(region).findByRole('link', { name: 'Nusantara' })).toHaveTextContent(/^Nusantara$/);
    const ad = await within(region).findByRole('link', { name: /Belanja produk Nusantara pilihan/ });
    expect(ad.querySelector('img')).toBeNull();
    expect(backend.sent('GET', BRANDS_V2_CALL)).toHaveLength(1);
    expect(backend.sent('GET', BRANDS_V1_CALL).map((call) => call.query.get('productId'))).toEqual(['ps--BLD-60004']);
    expect(adVersions()).toEqual(['2', '1']);
  });

  it('says the brands failed with a retry when both versions fail, and shows no ad when both of its fail', async () => {
    await backend.session.fault('/backend/product-detail/recommendation/v2/brands', 'status=500', { method: 'GET' });
    await backend.session.fault('/backend/product-detail/recommendation/brands', 'status=500', { method: 'GET', times: 1 });
    await backend.session.fault('/backend/product-detail/brand-ads', 'malformed', { method: 'GET' });
    renderRemote({ path: BLENDER });
    const region = await brands();
    expect(await within(region).findByText('Gagal memuat brand.')).toBeInTheDocument();
    expect(within(region).queryByText(/Iklan/)).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(region).findByRole('link', { name: 'Nusantara' })).toBeInTheDocument();
    expect(within(region).queryByText(/Iklan/)).not.toBeInTheDocument();
    expect(adVersions()).toEqual(expect.arrayContaining(['2', '1']));
  });

  it('shows a hostile brand name and headline as text, and no unsafe picture', async () => {
    // A brand and an ad no fixture has.
    const hostile = '<img src=x onerror="alert(1)">';
    backend.server.use(
      http.get(`${TEST_BACKEND}/product-detail/recommendation/v2/brands`, () => envelope([{ brand: { code: 'X', name: hostile }, productCount: 1 }])),
      http.get(`${TEST_BACKEND}/product-detail/brand-ads`, () =>
        envelope([{ brand: { code: 'Y', name: hostile }, headline: hostile, imageUrl: 'javascript:alert(1)' }]),
      ),
    );
    renderRemote({ path: BLENDER });
    const region = await brands();
    expect(await within(region).findAllByText(hostile)).toHaveLength(2);
    expect(region.querySelector('img')).toBeNull();
  });

  it('reads in English', async () => {
    renderRemote({ path: BLENDER, locale: 'en' });
    const region = await list('Brands to explore');
    expect(await within(region).findByRole('link', { name: /^Nusantara/ })).toHaveTextContent('Nusantara1 product');
    expect(await within(region).findByText('Sponsored · Nusantara')).toBeInTheDocument();
  });
});
