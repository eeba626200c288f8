// GET and POST /search/products/{id}/recommendations (spec §7, §9; the query, body and shape are the
// contract's, `recommendations.ts`): other active retail products for a placement. Similar products
// (on the page and after an add to cart) share a category with the one shown, the seller's ads are
// the same store's, the campaign's are products in a campaign, the add-to-cart complement shares
// none, and every other placement lists the catalogue's best sellers; each product once, by the item
// a shopper can buy. GET
// /search/get-category-recommendations-with-metadata: the best sellers of an item's category, with
// the category's name. POST /search/infinite-recommendations: every item of the other products, best
// sellers first, a page at a time (the catalogue is small: items, not products, make it long enough
// to page). Brand recommendations (v1, v2) and brand ads (v1, v2): the other brands of the product's
// top category first, then the catalogue's best-selling brands.
import { isOneOf } from '@pdp/backend-api/enums';
import {
  ADD_TO_CART_PLACEMENTS,
  BRAND_ADS_VERSIONS,
  BRAND_RECOMMENDATIONS_MAX,
  RECOMMENDATION_PLACEMENTS,
  RECOMMENDATIONS_PER_PAGE,
  type BrandAdDto,
  type BrandRecommendationDto,
  type BrandRecommendationV2Dto,
  type CategoryRecommendationsDto,
  type RecommendationDto,
  type RecommendationPlacement,
} from '@pdp/backend-api/recommendations';
import { itemProductId } from '@pdp/host-contract/product-id';
import { BadRequest, fail, ok, queryParam, type Reply, type Router } from '../http-kit';
import { isBuyable, resolveProductId, type Catalogue } from '../catalogue/load-catalogue';
import { recommendationOf } from '../catalogue/build-summary';
import type { ProductFixture } from '../catalogue/fixture-types';
import type { HandlerContext } from './context';

/** A JSON object's fields; nothing for anything else. */
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const MAX_PER_PAGE = 50;
const PLACEMENTS = [...Object.values(RECOMMENDATION_PLACEMENTS), ADD_TO_CART_PLACEMENTS.complementary, ADD_TO_CART_PLACEMENTS.similar];

const wholeNumber = (raw: unknown, fallback: number, field: string, min: number, max = Number.MAX_SAFE_INTEGER): number => {
  if (raw === null || raw === undefined) return fallback;
  const value = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new BadRequest(`${field} must be a whole number from ${min} to ${max}`);
  return value;
};

/** Active products of `shown`'s vendor (retail without one) other than `shown`, best sellers first. */
const bestSellers = (catalogue: Catalogue, shown: ProductFixture | null): ProductFixture[] =>
  catalogue.products
    .filter((product) => product.vendor === (shown?.vendor ?? 'RETAIL') && product.status === 'ACTIVE' && product !== shown)
    .sort((a, b) => b.statistics.soldCount - a.statistics.soldCount);

const sharesCategory = (shown: ProductFixture) => {
  const categories = new Set(shown.categories.map((category) => category.id));
  return (product: ProductFixture) => product.categories.some((category) => categories.has(category.id));
};

function candidatesFor(catalogue: Catalogue, shown: ProductFixture, placement: RecommendationPlacement): ProductFixture[] {
  const others = bestSellers(catalogue, shown);
  switch (placement) {
    case RECOMMENDATION_PLACEMENTS.similar:
    case ADD_TO_CART_PLACEMENTS.similar:
      return others.filter(sharesCategory(shown));
    case ADD_TO_CART_PLACEMENTS.complementary: {
      const similar = sharesCategory(shown);
      return others.filter((product) => !similar(product));
    }
    case RECOMMENDATION_PLACEMENTS.sellerAds:
      return others.filter((product) => product.merchant.code === shown.merchant.code);
    case RECOMMENDATION_PLACEMENTS.campaign:
      return others.filter((product) => product.campaign !== undefined);
    default:
      return others;
  }
}

/** Each product once, by the item a shopper can buy. */
const cardsOf = (products: ProductFixture[]): RecommendationDto[] =>
  products.flatMap((product) => {
    const item = product.items.find(isBuyable) ?? product.items[0];
    return item ? [recommendationOf(product, item)] : [];
  });

function recommendationsReply(catalogue: Catalogue, id: string, query: { placement: unknown; page: unknown; itemPerPage: unknown }): Reply {
  const { placement } = query;
  if (!isOneOf(PLACEMENTS, placement)) throw new BadRequest(`placement must be one of ${PLACEMENTS.join(', ')}`);
  const page = wholeNumber(query.page, 0, 'page', 0);
  const itemPerPage = wholeNumber(query.itemPerPage, RECOMMENDATIONS_PER_PAGE, 'itemPerPage', 1, MAX_PER_PAGE);
  const found = resolveProductId(catalogue, id);
  if (!found) return fail(404);
  const all = cardsOf(candidatesFor(catalogue, found.product, placement));
  const start = page * itemPerPage;
  return ok(all.slice(start, start + itemPerPage), { page, itemPerPage, total_item: all.length, total_page: Math.ceil(all.length / itemPerPage) });
}

/** Brands to suggest beside `shown`: its category's other brands first, then the best-selling others; each once, with its product count. */
function brandsBeside(catalogue: Catalogue, shown: ProductFixture): { brand: BrandRecommendationDto; productCount: number }[] {
  const sameCategory = sharesCategory(shown);
  const branded = bestSellers(catalogue, shown).flatMap((product) =>
    product.brand && product.brand.code !== shown.brand?.code ? [{ product, brand: product.brand }] : [],
  );
  const ordered = [...branded.filter(({ product }) => sameCategory(product)), ...branded.filter(({ product }) => !sameCategory(product))];
  const counts = new Map<string, number>();
  for (const product of catalogue.products) {
    if (product.status === 'ACTIVE' && product.brand) counts.set(product.brand.code, (counts.get(product.brand.code) ?? 0) + 1);
  }
  const seen = new Set<string>();
  return ordered
    .filter(({ brand }) => !seen.has(brand.code) && seen.add(brand.code))
    .slice(0, BRAND_RECOMMENDATIONS_MAX)
    .map(({ brand }) => ({ brand: { code: brand.code, name: brand.name }, productCount: counts.get(brand.code) ?? 0 }));
}

export function recommendationRoutes(router: Router, { catalogue }: HandlerContext): void {
  router.add('GET', '/backend/search/products/:id/recommendations', 'recommendations', ({ params, url }) =>
    recommendationsReply(catalogue, params.id ?? '', {
      placement: queryParam(url, 'placement'),
      page: queryParam(url, 'page'),
      itemPerPage: queryParam(url, 'itemPerPage'),
    }),
  );

  router.add('POST', '/backend/search/products/:id/recommendations', 'recommendations', async ({ params, body }) => {
    const request = await body();
    if (!request || typeof request !== 'object') throw new BadRequest('the body must be a JSON object');
    const { placement, page, itemPerPage } = record(request);
    return recommendationsReply(catalogue, params.id ?? '', { placement, page, itemPerPage });
  });

  router.add('POST', '/backend/search/infinite-recommendations', 'infinite-recommendations', async ({ body }) => {
    const request = record(await body());
    if (typeof request.productId !== 'string') throw new BadRequest('productId is required');
    const page = wholeNumber(request.page, 0, 'page', 0);
    const itemPerPage = wholeNumber(request.itemPerPage, RECOMMENDATIONS_PER_PAGE, 'itemPerPage', 1, MAX_PER_PAGE);
    const found = resolveProductId(catalogue, request.productId);
    if (!found) return fail(404);
    const all = bestSellers(catalogue, found.product).flatMap((product) => product.items.map((item) => recommendationOf(product, item)));
    const start = page * itemPerPage;
    return ok(all.slice(start, start + itemPerPage), { page, itemPerPage, total_item: all.length, total_page: Math.ceil(all.length / itemPerPage) });
  });

  const productOf = (url: URL) => {
    const productId = queryParam(url, 'productId');
    if (!productId) throw new BadRequest('productId is required');
    return resolveProductId(catalogue, productId)?.product ?? null;
  };

  router.add('GET', '/backend/product-detail/recommendation/brands', 'brand-recommendations', ({ url }) => {
    const shown = productOf(url);
    if (!shown) return fail(404);
    const answer: BrandRecommendationDto[] = brandsBeside(catalogue, shown).map(({ brand }) => brand);
    return ok(answer);
  });

  router.add('GET', '/backend/product-detail/recommendation/v2/brands', 'brand-recommendations-v2', ({ url }) => {
    const shown = productOf(url);
    if (!shown) return fail(404);
    const answer: BrandRecommendationV2Dto[] = brandsBeside(catalogue, shown);
    return ok(answer);
  });

  router.add('GET', '/backend/product-detail/brand-ads', 'brand-ads', ({ url }) => {
    const version = Number(queryParam(url, 'version'));
    if (!(BRAND_ADS_VERSIONS as readonly number[]).includes(version)) throw new BadRequest(`version must be one of ${BRAND_ADS_VERSIONS.join(', ')}`);
    const shown = productOf(url);
    if (!shown) return fail(404);
    const answer: BrandAdDto[] = brandsBeside(catalogue, shown)
      .slice(0, 3)
      .map(({ brand }) => ({
        brand,
        headline: `Belanja produk ${brand.name} pilihan`,
        ...(version === 2 ? { imageUrl: `/backend/media/brand-${brand.code.toLowerCase()}.svg` } : {}),
      }));
    return ok(answer);
  });

  router.add('GET', '/backend/search/get-category-recommendations-with-metadata', 'category-recommendations', ({ url }) => {
    const itemSku = queryParam(url, 'itemSku');
    if (!itemSku) throw new BadRequest('itemSku is required');
    const itemPerPage = wholeNumber(queryParam(url, 'itemPerPage'), RECOMMENDATIONS_PER_PAGE, 'itemPerPage', 1, MAX_PER_PAGE);
    const found = resolveProductId(catalogue, itemProductId(itemSku));
    const category = found?.product.categories[0];
    if (!found || !category) return fail(404);
    const inCategory = bestSellers(catalogue, found.product).filter((product) => product.categories.some((candidate) => candidate.id === category.id));
    const data: CategoryRecommendationsDto = { category: { id: category.id, name: category.name }, products: cardsOf(inCategory).slice(0, itemPerPage) };
    return ok(data);
  });
}
