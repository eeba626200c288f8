// Reviews as the page shows them (spec §3 Review, Review list response), read loosely from the
// backend's answer: a malformed review is dropped, never the list; malformed counts read as 0.
import { isOneOf } from '@pdp/backend-api/enums';
import {
  REVIEW_BADGES,
  REVIEW_RATINGS,
  REVIEW_SORTS,
  REVIEW_TOPICS,
  type ReviewBadge,
  type ReviewRating,
  type ReviewSort,
  type ReviewTopic,
} from '@pdp/backend-api/reviews';
import { count, isShortText, record, records, text, wholeCount, type Loose, clippedText } from '../../../shared/http/loose-json';

const MAX_TEXT = 5000;
const MAX_NAME = 200;

export interface ReviewImage {
  id: string;
  thumbnail: string;
  full: string;
  /** The review the photo belongs to ('' when the backend did not say). */
  reviewId: string;
}

interface ReviewReply {
  id: string;
  merchantName: string;
  message: string;
  createdDate: string;
}

export interface Review {
  id: string;
  rating: ReviewRating;
  message: string;
  /** `id` is empty when the backend sent none: the reviewer's summary cannot be opened then. */
  reviewer: { id: string; name: string; badge: ReviewBadge | null };
  createdDate: string;
  /** The variant values bought, e.g. "Hitam, 41". */
  variant: string;
  topics: ReviewTopic[];
  likes: number;
  liked: boolean;
  images: ReviewImage[];
  reply: ReviewReply | null;
}

interface ReviewSummary {
  average: number;
  counts: Record<ReviewRating, number>;
  count: number;
  highlights: string[];
  sorts: ReviewSort[];
}

interface ReviewFilters {
  topics: { topic: ReviewTopic; count: number }[];
  variants: { name: string; values: string[] }[];
}

export interface ReviewPage {
  reviews: Review[];
  summary: ReviewSummary;
  filters: ReviewFilters;
  page: number;
  totalPages: number;
}

/** Same-site media or an https image; anything else (javascript:, data:, //host) is not shown. */
const isImageUrl = (value: unknown): value is string => typeof value === 'string' && value.length <= 2048 && /^(\/[^/\\]|https:\/\/)/.test(value);

export function imageOf(raw: Loose): ReviewImage | null {
  if (!isShortText(raw.id, 128) || !isImageUrl(raw.thumbnail) || !isImageUrl(raw.full)) return null;
  return { id: raw.id, thumbnail: raw.thumbnail, full: raw.full, reviewId: isShortText(raw.reviewId, 128) ? raw.reviewId : '' };
}

function replyOf(raw: unknown): ReviewReply | null {
  const reply = record(raw);
  const message = clippedText(reply.message, MAX_TEXT);
  if (!isShortText(reply.id, 128) || message === null) return null;
  return { id: reply.id, merchantName: clippedText(reply.merchantName, MAX_NAME) ?? '', message, createdDate: text(reply.createdDate) };
}

export function reviewOf(raw: Loose): Review | null {
  const reviewer = record(raw.reviewer);
  // Buyers write long: long text is cut, never the review dropped for it.
  const name = clippedText(reviewer.name, MAX_NAME);
  if (!isShortText(raw.id, 128) || !(REVIEW_RATINGS as readonly unknown[]).includes(raw.rating) || typeof raw.message !== 'string' || name === null)
    return null;
  return {
    id: raw.id,
    rating: raw.rating as ReviewRating,
    message: clippedText(raw.message, MAX_TEXT) ?? '',
    reviewer: { id: isShortText(reviewer.id, 128) ? reviewer.id : '', name, badge: isOneOf(REVIEW_BADGES, reviewer.badge) ? reviewer.badge : null },
    createdDate: text(raw.createdDate),
    variant: records(raw.variant)
      .map((pair) => text(pair.value))
      .filter(Boolean)
      .join(', ')
      .slice(0, MAX_NAME),
    topics: (Array.isArray(raw.topics) ? raw.topics : []).filter((topic): topic is ReviewTopic => isOneOf(REVIEW_TOPICS, topic)),
    likes: wholeCount(raw.likeCounter) ?? 0,
    liked: record(raw.additionalData).liked === true,
    images: records(raw.images).flatMap((image) => imageOf(image) ?? []),
    reply: replyOf(raw.reply),
  };
}

/** The list call's whole body (`data`, `summary`, `filters`, `paging`) as one page of reviews. */
export function normaliseReviewPage(rawBody: unknown): ReviewPage {
  const body = record(rawBody);
  const summary = record(body.summary);
  const rating = record(summary.rating);
  const counts = record(rating.counts);
  const filters = record(body.filters);
  const paging = record(body.paging);
  const sorts = (Array.isArray(record(summary.sorting).available) ? (record(summary.sorting).available as unknown[]) : []).filter((sort): sort is ReviewSort =>
    isOneOf(REVIEW_SORTS, sort),
  );
  return {
    reviews: records(body.data).flatMap((review) => reviewOf(review) ?? []),
    summary: {
      average: Math.min(5, count(rating.average)),
      counts: {
        5: wholeCount(counts['5']) ?? 0,
        4: wholeCount(counts['4']) ?? 0,
        3: wholeCount(counts['3']) ?? 0,
        2: wholeCount(counts['2']) ?? 0,
        1: wholeCount(counts['1']) ?? 0,
      },
      count: wholeCount(summary.count) ?? 0,
      highlights: (Array.isArray(summary.reviewHighlights) ? summary.reviewHighlights : []).flatMap((line) => clippedText(line, MAX_NAME) ?? []).slice(0, 10),
      sorts: sorts.length ? sorts : ['POPULAR'],
    },
    filters: {
      topics: records(filters.topics).flatMap((entry) =>
        isOneOf(REVIEW_TOPICS, entry.topic) ? [{ topic: entry.topic, count: wholeCount(entry.count) ?? 0 }] : [],
      ),
      variants: records(filters.variants).flatMap((entry) =>
        isShortText(entry.name, MAX_NAME)
          ? [{ name: entry.name, values: (Array.isArray(entry.values) ? entry.values : []).flatMap((value) => clippedText(value, MAX_NAME) ?? []) }]
          : [],
      ),
    },
    page: wholeCount(paging.page) ?? 1,
    totalPages: wholeCount(paging.total_page) ?? 0,
  };
}

/** What the shopper's like did (spec §4 Review like), to lay over every list that holds the review. */
export interface LikeState {
  liked: boolean;
  likes: number;
}

/** The review as the shopper's latest like left it: liked flipped, the count moved by one. */
export function withLike(review: Review, like: LikeState | undefined): Review {
  return like ? { ...review, liked: like.liked, likes: like.likes } : review;
}

/** The like a toggle answer gives: `liked` from the backend, the count one up or down from before. */
export function toggledLike(review: Pick<Review, 'liked' | 'likes'>, liked: boolean): LikeState {
  if (liked === review.liked) return { liked, likes: review.likes };
  return { liked, likes: Math.max(0, review.likes + (liked ? 1 : -1)) };
}

export interface ReviewQuery {
  productSku: string;
  /** A review's own page: the list starts with that review (the page drops it, `withoutPinned`). */
  pinnedReviewId?: string;
  sort: ReviewSort;
  ratings: readonly ReviewRating[];
  topics: readonly ReviewTopic[];
  /** The review variant filter's name/value pairs (sent base64-encoded as JSON). */
  variants: readonly { name: string; value: string }[];
  page: number;
}

/** Base64 of the JSON of the pairs, for the `variants` parameter (spec §3 Review variant filter). */
export function encodeVariantFilter(pairs: readonly { name: string; value: string }[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(pairs));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A page of the list under a review's own page (spec §4: "on page 1 of an added list the first review
 * entry is dropped"): the list was asked with that review pinned first, and the page already shows it.
 */
export function withoutPinned(page: number, reviews: readonly Review[]): Review[] {
  return page === 1 ? reviews.slice(1) : [...reviews];
}
