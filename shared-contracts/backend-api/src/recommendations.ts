// Recommendations of the retail page (spec §7 search calls, §9 placements and page sizes). The path
// is the spec's; the query and the item's shape are ours (the spec does not show them), and the
// grocery list keeps its own call (`grocery.ts`) with the same item shape.
import type { CategoryDto, PriceDto } from './backend';
import type { Vendor } from './enums';

/** Spec §9: the recommendation placements (our ids for the spec's names; grocery's is in grocery.ts). */
export const RECOMMENDATION_PLACEMENTS = {
  productPage: 'pdp-product',
  campaign: 'pdp-campaign',
  similar: 'pdp-similar',
  sellerAds: 'pdp-seller-ads',
  notFound: 'pdp-404',
} as const;

/**
 * The add-to-cart recommendations (spec §2 modal, §9): two placements of the recommendations call,
 * and the category list of `/search/get-category-recommendations-with-metadata` (our ids).
 */
export const ADD_TO_CART_PLACEMENTS = {
  complementary: 'pdp-atc-complementary',
  similar: 'pdp-atc-similar',
  category: 'pdp-atc-category',
} as const;

/** The infinite recommendations' cards, for tracking (our id; the call takes no placement). */
export const INFINITE_RECOMMENDATIONS_PLACEMENT = 'pdp-infinite';

export type RecommendationPlacement =
  | (typeof RECOMMENDATION_PLACEMENTS)[keyof typeof RECOMMENDATION_PLACEMENTS]
  | (typeof ADD_TO_CART_PLACEMENTS)[keyof typeof ADD_TO_CART_PLACEMENTS]
  | typeof INFINITE_RECOMMENDATIONS_PLACEMENT;

/** Spec §9: recommendations come 18 to a page, from page 0 (so does each add-to-cart placement). */
export const RECOMMENDATIONS_PER_PAGE = 18;
/** Spec §9: the category list of the add-to-cart recommendations has 6. */
export const CATEGORY_ADD_TO_CART_RECOMMENDATIONS = 6;
/** Spec §9: the add-to-cart recommendation calls give up after 2000 ms. */
export const ADD_TO_CART_RECOMMENDATION_TIMEOUT_MS = 2000;

/**
 * GET /search/products/{id}/recommendations?placement=&page=&itemPerPage= (`id` as in the page's
 * address, `ps--` or `is--`): products to show with the one on screen, for a placement, in the
 * backend's order, with paging; the answer's trace id is in the `x-b3-traceid` header (spec §7). A
 * product it does not know is a 404.
 */
export interface RecommendationQueryDto {
  placement: RecommendationPlacement;
  page: number;
  itemPerPage: number;
}

/**
 * POST /search/products/{id}/recommendations with this body: the same list as the GET (spec §7: the
 * POST is the one a caller may give a timeout, as the add-to-cart recommendations do).
 */
export type RecommendationRequestDto = RecommendationQueryDto;

/**
 * GET /search/get-category-recommendations-with-metadata?itemSku=&itemPerPage= (our query and shape):
 * the best sellers of the item's (top) category, other than its own product, with the category's
 * name for the list's title. An item it does not know is a 404.
 */
export interface CategoryRecommendationsDto {
  category: CategoryDto;
  products: RecommendationDto[];
}

/**
 * POST /search/infinite-recommendations with this body (our shape): an endless "more for you" feed
 * for the product shown (`productId` as in the page's address), a page at a time from page 0, 18 a
 * page (spec §9), with paging; each item once across the pages, and never the product shown.
 */
export interface InfiniteRecommendationsRequestDto {
  productId: string;
  page: number;
  itemPerPage: number;
}

/**
 * GET /search/homepage-recommendation (our shape): products for the host's home page (no query), or
 * for its 404 page with `placement=pdp-404` (18, retail). `url` is the product page's path.
 */
export interface HomepageRecommendationDto {
  name: string;
  url: string;
  imageUrl: string;
  vendor: Vendor;
  price: number;
}

/** One recommended product: enough for a card that links to it. */
export interface RecommendationDto {
  itemSku: string;
  name: string;
  urlFriendlyName: string;
  imageUrl: string;
  price: PriceDto;
}

/** A recommendation as the page keeps it: its place in the list and the answer's trace id (spec §7). */
export interface TrackedRecommendation extends RecommendationDto {
  /** 1 for the first result. */
  position: number;
  traceId: string | null;
}

/**
 * Brand recommendations (spec §7, our query and shapes): brands to look at from a product page, the
 * best-selling brands of the product's category first, without the product's own, at most
 * `BRAND_RECOMMENDATIONS_MAX`. GET /product-detail/recommendation/brands?productId= answers the
 * older list of brands; GET /product-detail/recommendation/v2/brands?productId= answers each with
 * how many products it sells. An unknown product is a 404.
 */
export interface BrandRecommendationDto {
  code: string;
  name: string;
}

export interface BrandRecommendationV2Dto {
  brand: BrandRecommendationDto;
  productCount: number;
}

export const BRAND_RECOMMENDATIONS_MAX = 10;

/**
 * Brand ads (spec §7: two versions; §3: the first element is shown; §8: a failure resets them to
 * empty). GET /product-detail/brand-ads?productId=&version=1|2 (our path and shape): sponsored
 * brands for the product's page, best first; version 2 adds a picture.
 */
export interface BrandAdDto {
  brand: BrandRecommendationDto;
  headline: string;
  /** Version 2 only: a banner picture (http(s) or same-site). */
  imageUrl?: string;
}

export const BRAND_ADS_VERSIONS = [1, 2] as const;
