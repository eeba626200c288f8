// Reviews (spec §3 Review, Review list response, Review variant filter; §4 Review like; §5; §7; §9).
// The spec names the calls and some fields; the rest of the shapes are ours, served by the simulator
// exactly so.
import type { BackendEnvelope } from './backend';

// The review enumerations (spec §3 badges and topics, §9 sorts and rating filters) live here, not in
// enums.ts: only the lazy review code reads them, so they stay out of the first load.
export const REVIEW_BADGES = ['SUPERHERO', 'INFLUENCER'] as const;
export type ReviewBadge = (typeof REVIEW_BADGES)[number];
export const REVIEW_TOPICS = ['ORIGINALITY', 'QUALITY', 'PRICE', 'SERVICE', 'SHIPMENT', 'PACKAGING', 'GENERIC'] as const;
export type ReviewTopic = (typeof REVIEW_TOPICS)[number];
export const REVIEW_SORTS = ['POPULAR', 'LATEST', 'OLDEST', 'HIGHEST', 'LOWEST'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_IMAGE_PAGE_SIZE = 15;

export interface ReviewImageDto {
  id: string;
  thumbnail: string;
  full: string;
  reviewId: string;
}

/** The seller's answer to a review; reported with POST /product-review/reply/{id}/_report. */
export interface ReviewReplyDto {
  id: string;
  merchantName: string;
  message: string;
  createdDate: string;
}

export interface ReviewDto {
  id: string;
  rating: ReviewRating;
  message: string;
  reviewer: { id: string; name: string; badge: ReviewBadge | null };
  /** ISO date. */
  createdDate: string;
  /** The variant bought, as name/value pairs ("Warna": "Hitam"). */
  variant: { name: string; value: string }[];
  topics: ReviewTopic[];
  likeCounter: number;
  additionalData: { liked: boolean };
  images: ReviewImageDto[];
  reply: ReviewReplyDto | null;
}

export interface ReviewSummaryDto {
  /** `average` to one decimal; `counts` per star, "5" to "1". */
  rating: { average: number; counts: Record<`${ReviewRating}`, number> };
  count: number;
  /** Short phrases buyers repeat ("Bahan nyaman"). */
  reviewHighlights: string[];
  sorting: { available: ReviewSort[] };
}

export interface ReviewFiltersDto {
  topics: { topic: ReviewTopic; count: number }[];
  /** The variant names and values reviews can be filtered by (the review variant filter modal). */
  variants: { name: string; values: string[] }[];
}

/**
 * GET /product-review/public-reviews?productSku=&page=&itemPerPage=&sort=&rating=&topic=&variants=
 * (spec §3 Review list response): the envelope's `data` is the page of reviews, beside `summary`,
 * `filters` and `paging`. `rating` and `topic` may repeat; `variants` is the base64 of the JSON of a
 * `ReviewVariantFilterDto`. Summary and filters describe every review of the product, not the page.
 */
export interface ReviewListEnvelope extends BackendEnvelope<ReviewDto[]> {
  summary: ReviewSummaryDto;
  filters: ReviewFiltersDto;
}

/** The review variant filter (spec §3): name/value pairs, sent base64-encoded as JSON. */
export type ReviewVariantFilterDto = { name: string; value: string }[];

/** GET /product-review/public-reviews/images?productSku=&page=&itemPerPage= (15 per page): the images of every review. */
export type ReviewImagesDto = ReviewImageDto[];

/**
 * GET /product-review/public-reviews/{id}: one review (the `detail-review` and `review-details` pages
 * and the product review modal). The list call takes `pinnedReviewId=` beside `productSku`: the list
 * then starts with that review, so page 1's first entry is the review the page already shows, and the
 * page drops it (spec §4 "on page 1 of an added list the first review entry is dropped").
 */
export type ReviewDetailDto = ReviewDto;

/** How many of a reviewer's own reviews the user summary modal reads at a time. */
export const USER_REVIEW_PAGE_SIZE = 5;

/**
 * A reviewer's summary (spec §3 User review summary): GET /product-review/users/{id}/summary, or, with
 * the hall-of-fame switch (`hallOfFameEnabled` in the product configs), GET /hall-of-fame/user/{id},
 * the same shape. `currentUser` marks the signed-in shopper's own profile; a `privateProfile` shows
 * nothing but the name to others, and its owner can make it public.
 */
export interface UserReviewSummaryDto {
  id: string;
  name: string;
  badge: ReviewBadge | null;
  numOfReview: number;
  numOfMostUsefulReview: number;
  privateProfile: boolean;
  currentUser: boolean;
}

/** A reviewer's review as their own list shows it: the review and the product it is about. */
export interface UserReviewDto extends ReviewDto {
  product: { productSku: string; name: string; urlFriendlyName: string };
}

/**
 * GET /product-review/users/{id}/reviews?page=&itemPerPage= (or GET /hall-of-fame/user/reviews/{id}
 * with the hall-of-fame switch): a reviewer's reviews, latest first, with `paging`. A private profile's
 * list answers 403 to anyone but its owner.
 */
export type UserReviewListDto = UserReviewDto[];

/** Spec §9: the seller's reviews shown on the page: 3, the highest first. */
export const SELLER_REVIEWS_ON_PAGE = 3;
/** Spec §9: the seller's reviews on the page are sorted by highest. */
export const SELLER_REVIEWS_SORT: ReviewSort = 'HIGHEST';

/**
 * GET /product-review/merchants/{merchantCode}/reviews?page=&itemPerPage=&sort= (spec §9 "seller reviews
 * on the page: 3, sorted by highest"; the path is ours): the store's reviews across its active products
 * in `sort` (a ReviewSort, POPULAR when none is sent, as the product's list; the page sends HIGHEST:
 * highest rating first and then latest), with `paging`, each with the product it is about (as in a
 * reviewer's list). A store with no reviews, or unknown, answers an empty list.
 */
export type MerchantReviewListDto = UserReviewDto[];

/** POST /product-review/users/me/_public (members only, empty body): the shopper's own profile made public; `data` is their summary. */
export type UserProfilePublicDto = UserReviewSummaryDto;

/** POST /product-review/reviews/{id}/like (empty body): `data` is the liked flag after the toggle. */
export type ReviewLikeDto = boolean;

/**
 * POST /product-review/{id}/_report and /product-review/reply/{id}/_report: one reason (its code).
 * Refused with ALREADY_REPORTED (and `errors.user[0]`) when the shopper reported it before.
 */
export interface ReportRequestDto {
  reason: string;
}

/**
 * A reason to report, from `/common/content/review-report-reasons` (a review or a reply) and
 * `/common/content/review-reasons` (a question or an answer): JSON text content of `ReportReasonDto[]`,
 * labelled in both languages (reads ask in Indonesian, spec §7; the page shows the shopper's).
 */
export interface ReportReasonDto {
  code: string;
  label: { id: string; en: string };
}

/** The review policy in one language. */
export interface ReviewPolicyTextDto {
  title: string;
  paragraphs: string[];
}

/**
 * GET /content/singlepages/product-review-policies/parameters: the review policy in both languages
 * (reads ask in Indonesian, spec §7; the page shows the shopper's).
 */
export type ReviewPolicyDto = Record<'id' | 'en', ReviewPolicyTextDto>;
