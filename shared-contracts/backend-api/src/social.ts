// The seller and social actions (spec §3 Merchant info, Other report; §4 Merchant follow/unfollow; §5;
// §6; §7). The spec names the paths; the shapes are ours, served by the simulator exactly so.
import type { ReportReasonDto } from './reviews';

/**
 * GET /official/merchant-favorites/{merchantCode}: whether the shopper follows the merchant (false for
 * an anonymous shopper). POST …/{merchantCode}/_follow and DELETE …/{merchantCode}/_unfollow (members
 * only, empty body; 401 for an anonymous shopper) answer the same after the change, so following
 * twice is harmless.
 */
export interface MerchantFavoriteDto {
  merchantCode: string;
  followed: boolean;
}

/** A product report's description: at least 25 characters (spec §5), at most this many. */
export const PRODUCT_REPORT_MIN_LENGTH = 25;
export const PRODUCT_REPORT_MAX_LENGTH = 1000;

/**
 * GET /common/content/report-product: JSON text content of this (spec §3 Other "report (id, type,
 * reasons, menu and options visibility)"). `menuVisible`: the report starts with the report menu (what
 * to report); false opens the report options straight away. `optionsVisible`: the report options (the
 * reasons and the description) can be opened; false means product reports are not taken now.
 */
export interface ProductReportContentDto {
  id: string;
  type: 'PRODUCT';
  reasons: ReportReasonDto[];
  menuVisible: boolean;
  optionsVisible: boolean;
}

/**
 * POST /product/products/{id}/_report (members only): one reason from `/common/content/report-product`
 * (`ProductReportContentDto`'s reasons: fake product, incorrect info, unreasonable price, illegal
 * and dangerous product, other) and what is wrong, trimmed, 25 to 1000 characters. Refused with
 * INVALID_REASON or INVALID_DESCRIPTION at `errors.product`, and ALREADY_REPORTED there when the
 * shopper reported the product before.
 */
export interface ProductReportRequestDto {
  reason: string;
  description: string;
}

/**
 * GET /product/products/{id}/offline-merchants?type={product type} (spec §7; the shape is ours): the
 * physical stores that also sell a product tagged OFFLINE, in the backend's order (nearest first). An
 * empty list when the product has none. Every text is the merchant's own.
 */
export interface OfflineMerchantDto {
  code: string;
  name: string;
  address: string;
  city: string;
  /** Free text as the store writes it (`Setiap hari 10.00–22.00`), or null. */
  openingHours: string | null;
}

/** A text the platform writes in both languages (content). */
export interface BilingualTextDto {
  id: string;
  en: string;
}

/**
 * GET /common/content/seller-badge-info (spec §7 "seller badge info"; JSON text content of this list,
 * our shape): the platform's seller badges, what each is called and what it means.
 */
export interface SellerBadgeInfoDto {
  code: string;
  name: BilingualTextDto;
  description: BilingualTextDto;
}

/**
 * GET /common/content/seller-rating-info (spec §7 "seller rating info"; JSON text content, our shape):
 * how a store's rating is worked out, and why a store may have none yet, each a list of lines.
 */
export interface SellerRatingInfoDto {
  rating: BilingualTextDto[];
  noRating: BilingualTextDto[];
}

/**
 * GET /common/content/merchant-rating-info?merchantCode= (spec §7 "merchant rating info", our shape):
 * the store's rating out of 5 (one decimal) from `ratingCount` buyers, null while it has none, and the
 * codes of its badges (explained by the seller badge info). An unknown store answers 404.
 */
export interface MerchantRatingInfoDto {
  merchantCode: string;
  rating: number | null;
  ratingCount: number;
  badges: string[];
}
