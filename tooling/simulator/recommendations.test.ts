// Recommendations of the retail page against the real simulator (spec §7, §9; the contract's
// recommendations.ts): similar products share a category, the other placements list best sellers,
// never the product shown nor a grocery one, 18 a page from page 0, and bad queries refused.
import type {
  BrandAdDto,
  BrandRecommendationDto,
  BrandRecommendationV2Dto,
  CategoryRecommendationsDto,
  RecommendationDto,
} from '@pdp/backend-api/recommendations';
import { simulatorPerFile } from './test-simulator';

const simulator = simulatorPerFile();
const SHOES = 'ps--SPL-60001';

const recommendations = async (id: string, query: string) =>
  (await simulator.session()).call<RecommendationDto[]>(`/search/products/${id}/recommendations?${query}`);

describe('recommendations (GET /search/products/{id}/recommendations)', () => {
  it('lists best sellers for the product page, without the product shown or a grocery one, with paging and a trace id', async () => {
    const answer = await recommendations(SHOES, 'placement=pdp-product&page=0&itemPerPage=18');
    expect(answer.status).toBe(200);
    const skus = answer.body.data.map((item) => item.itemSku);
    expect(skus.length).toBeGreaterThan(3);
    expect(skus.some((sku) => sku.startsWith('SPL-60001'))).toBe(false);
    expect(skus.some((sku) => sku.startsWith('BRS-'))).toBe(false);
    expect(answer.body.data[0]).toEqual({
      itemSku: expect.any(String),
      name: expect.any(String),
      urlFriendlyName: expect.any(String),
      imageUrl: expect.stringMatching(/^\//),
      price: { listed: expect.any(Number), offered: expect.any(Number), discountPercentage: expect.any(Number) },
    });
    expect(answer.body.paging).toMatchObject({ page: 0, itemPerPage: 18, total_item: skus.length });
  });

  it('lists as similar only products that share a category, none when nothing does, and pages through them', async () => {
    // The smartphone and the headphones share their top category (54000); the shoes share none.
    expect((await recommendations('ps--HPX-60003', 'placement=pdp-similar')).body.data.map((item) => item.itemSku)).toEqual(['HDP-60010-00001']);
    expect((await recommendations(SHOES, 'placement=pdp-similar')).body.data).toEqual([]);
    const all = (await recommendations(SHOES, 'placement=pdp-product')).body.data;
    const second = await recommendations(SHOES, 'placement=pdp-product&page=1&itemPerPage=2');
    expect(second.body.data.map((item) => item.itemSku)).toEqual(all.slice(2, 4).map((item) => item.itemSku));
  });

  it('lists for the campaign placement only products in a campaign, and for seller ads only the same store’s', async () => {
    const campaign = (await recommendations(SHOES, 'placement=pdp-campaign')).body.data.map((item) => item.itemSku);
    expect(campaign).toEqual([expect.stringMatching(/^HPX-60003-/), expect.stringMatching(/^KAO-60002-/)]);
    // Every store of the catalogue sells one product: no other product of the shoes' store to advertise.
    expect((await recommendations(SHOES, 'placement=pdp-seller-ads')).body.data).toEqual([]);
  });

  it.each([
    ['an unknown placement', SHOES, 'placement=homepage', 400],
    ['no placement', SHOES, '', 400],
    ['a page below 0', SHOES, 'placement=pdp-product&page=-1', 400],
    ['too many a page', SHOES, 'placement=pdp-product&itemPerPage=500', 400],
    ['an unknown product', 'ps--NOPE-1', 'placement=pdp-product', 404],
  ])('refuses %s', async (_case, id, query, status) => {
    expect((await recommendations(id, query)).status).toBe(status);
  });
});

describe('add-to-cart recommendations (POST /search/products/{id}/recommendations, category with metadata)', () => {
  const post = async (id: string, json: unknown) =>
    (await simulator.session()).call<RecommendationDto[]>(`/search/products/${id}/recommendations`, { method: 'POST', json });
  const category = async (query: string) =>
    (await simulator.session()).call<CategoryRecommendationsDto>(`/search/get-category-recommendations-with-metadata?${query}`);

  it('answers a POST as the GET, and splits the two add-to-cart placements by category', async () => {
    const get = (await recommendations('ps--HPX-60003', 'placement=pdp-product&page=0&itemPerPage=18')).body.data;
    expect((await post('ps--HPX-60003', { placement: 'pdp-product', page: 0, itemPerPage: 18 })).body.data).toEqual(get);
    const similar = (await post('is--HPX-60003-00001', { placement: 'pdp-atc-similar', page: 0, itemPerPage: 18 })).body.data.map((item) => item.itemSku);
    const complementary = (await post('is--HPX-60003-00001', { placement: 'pdp-atc-complementary', page: 0, itemPerPage: 18 })).body.data.map(
      (item) => item.itemSku,
    );
    expect(similar).toEqual(['HDP-60010-00001']);
    expect(complementary.length).toBeGreaterThan(3);
    expect(complementary).not.toContain('HDP-60010-00001');
    expect(complementary.some((sku) => sku.startsWith('HPX-60003'))).toBe(false);
  });

  it('suggests grocery products beside a grocery item, and retail ones beside a retail item', async () => {
    const vendorOf = (sku: string) => (/^(BRS|TLR|SUS|MYK|APL|RCK|SKT)-/.test(sku) ? 'GROCERY' : 'RETAIL');
    const beside = async (id: string, placement: string) =>
      (await post(id, { placement, page: 0, itemPerPage: 18 })).body.data.map((item) => vendorOf(item.itemSku));
    const grocery = [...(await beside('is--BRS-70001-00001', 'pdp-atc-similar')), ...(await beside('is--BRS-70001-00001', 'pdp-atc-complementary'))];
    expect(grocery.length).toBeGreaterThan(0);
    expect(new Set(grocery)).toEqual(new Set(['GROCERY']));
    expect(new Set(await beside('is--HPX-60003-00001', 'pdp-atc-complementary'))).toEqual(new Set(['RETAIL']));
    const groceryCategory = (await category('itemSku=BRS-70001-00001')).body.data.products.map((item) => vendorOf(item.itemSku));
    expect(new Set(groceryCategory)).toEqual(new Set(['GROCERY']));
  });

  it.each([
    ['no body', 'ps--HPX-60003', undefined, 400],
    ['an unknown placement', 'ps--HPX-60003', { placement: 'pdp-atc-category' }, 400],
    ['a page that is not a number', 'ps--HPX-60003', { placement: 'pdp-atc-similar', page: 'one' }, 400],
    ['an unknown product', 'ps--NOPE-1', { placement: 'pdp-atc-similar' }, 404],
  ])('refuses a POST with %s', async (_case, id, json, status) => {
    const session = await simulator.session();
    const answer = json === undefined ? await session.call(`/search/products/${id}/recommendations`, { method: 'POST' }) : await post(id, json);
    expect(answer.status).toBe(status);
  });

  it('lists the best sellers of an item’s category with its name, without the item’s product, as many as asked', async () => {
    const answer = await category('itemSku=HPX-60003-00001&itemPerPage=6');
    expect(answer.status).toBe(200);
    expect(answer.body.data.category).toEqual({ id: '54000', name: 'Handphone & Tablet' });
    expect(answer.body.data.products.map((item) => item.itemSku)).toEqual(['HDP-60010-00001']);
    expect((await category('itemSku=HDP-60010-00001')).body.data.products.map((item) => item.itemSku)).toEqual([expect.stringMatching(/^HPX-60003-/)]);
    expect((await category('itemSku=HDP-60010-00001&itemPerPage=1')).body.data.products).toHaveLength(1);
    expect((await category('itemSku=SPL-60001-00001')).body.data.products).toEqual([]);
  });

  it.each([
    ['no item', '', 400],
    ['too many a page', 'itemSku=HPX-60003-00001&itemPerPage=500', 400],
    ['an unknown item', 'itemSku=NOPE-1-00001', 404],
  ])('refuses a category list with %s', async (_case, query, status) => {
    expect((await category(query)).status).toBe(status);
  });
});

describe('infinite recommendations (POST /search/infinite-recommendations)', () => {
  const infinite = async (json: unknown) => (await simulator.session()).call<RecommendationDto[]>('/search/infinite-recommendations', { method: 'POST', json });

  it('pages through every item of the other retail products, each once, from page 0', async () => {
    const first = await infinite({ productId: SHOES, page: 0, itemPerPage: 18 });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(18);
    const { total_item: total, total_page: pages } = first.body.paging as { total_item: number; total_page: number };
    expect(pages).toBe(Math.ceil(total / 18));
    expect(pages).toBeGreaterThan(1);
    const second = await infinite({ productId: SHOES, page: 1, itemPerPage: 18 });
    const skus = [...first.body.data, ...second.body.data].map((item) => item.itemSku);
    expect(skus).toHaveLength(total);
    expect(new Set(skus).size).toBe(total);
    expect(skus.some((sku) => sku.startsWith('SPL-60001'))).toBe(false);
    expect(skus.some((sku) => sku.startsWith('BRS-'))).toBe(false);
    expect((await infinite({ productId: SHOES, page: pages, itemPerPage: 18 })).body.data).toEqual([]);
  });

  it.each([
    ['no product', { page: 0 }, 400],
    ['a page below 0', { productId: SHOES, page: -1 }, 400],
    ['too many a page', { productId: SHOES, itemPerPage: 500 }, 400],
    ['an unknown product', { productId: 'ps--NOPE-1' }, 404],
  ])('refuses %s', async (_case, json, status) => {
    expect((await infinite(json)).status).toBe(status);
  });
});

describe('brand recommendations and brand ads', () => {
  const call = async <T>(path: string) => (await simulator.session()).call<T>(path);

  it('suggests the other brands of the category first, each once, in two versions', async () => {
    const v1 = await call<BrandRecommendationDto[]>('/product-detail/recommendation/brands?productId=ps--HPX-60003');
    expect(v1.status).toBe(200);
    // The headphones' brand shares the phone's category; the phone's own brand is never suggested.
    expect(v1.body.data[0]).toEqual({ code: expect.any(String), name: expect.any(String) });
    const codes = v1.body.data.map((brand) => brand.code);
    expect(codes).not.toContain('NUSA');
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeLessThanOrEqual(10);
    const v2 = await call<BrandRecommendationV2Dto[]>('/product-detail/recommendation/v2/brands?productId=ps--HPX-60003');
    expect(v2.body.data.map((entry) => entry.brand)).toEqual(v1.body.data);
    expect(v2.body.data.every((entry) => entry.productCount >= 1)).toBe(true);
  });

  it('serves brand ads in two versions, the second with a picture', async () => {
    const v1 = await call<BrandAdDto[]>('/product-detail/brand-ads?productId=ps--HPX-60003&version=1');
    const v2 = await call<BrandAdDto[]>('/product-detail/brand-ads?productId=ps--HPX-60003&version=2');
    expect(v1.body.data[0]).toEqual({ brand: expect.objectContaining({ code: expect.any(String) }), headline: expect.any(String) });
    expect(v2.body.data[0]?.imageUrl).toMatch(/^\/backend\/media\/brand-/);
    expect(v2.body.data.map((ad) => ad.brand)).toEqual(v1.body.data.map((ad) => ad.brand));
  });

  it.each([
    ['brands without a product', '/product-detail/recommendation/brands', 400],
    ['brands of an unknown product', '/product-detail/recommendation/v2/brands?productId=ps--NOPE-1', 404],
    ['brand ads of version 3', '/product-detail/brand-ads?productId=ps--HPX-60003&version=3', 400],
    ['brand ads of an unknown product', '/product-detail/brand-ads?productId=ps--NOPE-1&version=2', 404],
  ])('refuses %s', async (_case, path, status) => {
    expect((await call(path)).status).toBe(status);
  });
});
