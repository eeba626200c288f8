// GET /search/products/{id}/recommendations (spec §7, §9; the query and shape are the contract's,
// `recommendations.ts`): other active retail products for a placement. Similar products share a
// category with the one shown, the seller's ads are the same store's, and every other placement lists
// the catalogue's best sellers; each product once, by the item a shopper can buy.
import { RECOMMENDATION_PLACEMENTS, RECOMMENDATIONS_PER_PAGE, isOneOf, type RecommendationDto, type RecommendationPlacement } from '@pdp/shared-contracts';
import { BadRequest, fail, ok, queryParam, type Router } from '../http-kit';
import { isBuyable, resolveProductId, type Catalogue } from '../catalogue/load-catalogue';
import { recommendationOf } from '../catalogue/build-summary';
import type { ProductFixture } from '../catalogue/fixture-types';

const MAX_PER_PAGE = 50;
const PLACEMENTS = Object.values(RECOMMENDATION_PLACEMENTS);

const wholeNumber = (raw: string | null, fallback: number, field: string, min: number, max = Number.MAX_SAFE_INTEGER): number => {
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new BadRequest(`${field} must be a whole number from ${min} to ${max}`);
  return value;
};

function candidatesFor(catalogue: Catalogue, shown: ProductFixture, placement: RecommendationPlacement): ProductFixture[] {
  const others = catalogue.products
    .filter((product) => product.vendor === 'RETAIL' && product.status === 'ACTIVE' && product !== shown)
    .sort((a, b) => b.statistics.soldCount - a.statistics.soldCount);
  if (placement === RECOMMENDATION_PLACEMENTS.similar) {
    const categories = new Set(shown.categories.map((category) => category.id));
    return others.filter((product) => product.categories.some((category) => categories.has(category.id)));
  }
  if (placement === RECOMMENDATION_PLACEMENTS.sellerAds) return others.filter((product) => product.merchant.code === shown.merchant.code);
  return others;
}

export function recommendationRoutes(router: Router, catalogue: Catalogue): void {
  router.add('GET', '/backend/search/products/:id/recommendations', 'recommendations', ({ params, url }) => {
    const placement = queryParam(url, 'placement');
    if (!isOneOf(PLACEMENTS, placement)) throw new BadRequest(`placement must be one of ${PLACEMENTS.join(', ')}`);
    const page = wholeNumber(queryParam(url, 'page'), 0, 'page', 0);
    const itemPerPage = wholeNumber(queryParam(url, 'itemPerPage'), RECOMMENDATIONS_PER_PAGE, 'itemPerPage', 1, MAX_PER_PAGE);
    const found = resolveProductId(catalogue, params.id ?? '');
    if (!found) return fail(404);
    const all: RecommendationDto[] = candidatesFor(catalogue, found.product, placement).flatMap((product) => {
      const item = product.items.find(isBuyable) ?? product.items[0];
      return item ? [recommendationOf(product, item)] : [];
    });
    const start = page * itemPerPage;
    return ok(all.slice(start, start + itemPerPage), { page, itemPerPage, total_item: all.length, total_page: Math.ceil(all.length / itemPerPage) });
  });
}
