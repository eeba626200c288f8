// Reviews (spec §3 Review, Review list response; §4 Review like; §7; §9): the product's reviews from
// its fixture, sorted, filtered by rating, topic and variant, and paged; their images; one review;
// the like (a toggle in the shopper's session, counted once in every list); the review and reply
// reports; the report reasons and the review policy.
import { isOneOf } from '@pdp/backend-api/enums';
import {
  REVIEW_IMAGE_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_RATINGS,
  REVIEW_SORTS,
  REVIEW_TOPICS,
  type ReviewDto,
  type ReviewFiltersDto,
  type ReviewImageDto,
  type ReviewListEnvelope,
  type ReviewPolicyDto,
  type ReviewSort,
  type ReviewSummaryDto,
  type ReviewVariantFilterDto,
} from '@pdp/backend-api/reviews';
import { BadRequest, fail, ok, queryParam, type Reply, type Router } from '../http-kit';
import type { ProductFixture, ReviewFixture } from '../catalogue/fixture-types';
import type { SessionState } from '../sessions';
import { REVIEW_REPORT_REASONS, fileReport, reasonsContent } from './report-reasons';
import type { HandlerContext } from './context';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_PAGE_SIZE = 50;

const POLICY: ReviewPolicyDto = {
  id: {
    title: 'Kebijakan ulasan',
    paragraphs: [
      'Ulasan ditulis oleh pembeli yang sudah menerima pesanannya.',
      'Ulasan yang berisi kata-kata kasar, data pribadi, tautan luar atau promosi akan kami hapus.',
      'Penjual dapat membalas ulasan, tetapi tidak dapat mengubah atau menghapusnya.',
    ],
  },
  en: {
    title: 'Review policy',
    paragraphs: [
      'Reviews are written by buyers who received their order.',
      'Reviews with offensive words, personal information, external links or advertising are removed.',
      'Sellers can reply to a review but cannot change or remove it.',
    ],
  },
};

const dateOf = (daysAgo: number, now: number) => new Date(now - daysAgo * DAY_MS).toISOString();

/** A review's variant: the names and values of the item it is about. */
function variantOf(product: ProductFixture, review: ReviewFixture): { name: string; value: string }[] {
  const item = product.items.find((candidate) => candidate.itemSku === review.itemSku);
  return product.attributes.flatMap((attribute) => {
    const value = item?.attributes[attribute.code];
    return value ? [{ name: attribute.name, value }] : [];
  });
}

const imagesOf = (review: ReviewFixture): ReviewImageDto[] =>
  (review.images ?? []).map((name, index) => ({
    id: `${review.id}-IMG-${index + 1}`,
    thumbnail: `/backend/media/${name}.svg`,
    full: `/backend/media/${name}.svg`,
    reviewId: review.id,
  }));

export function reviewDto(product: ProductFixture, review: ReviewFixture, session: SessionState, now: number): ReviewDto {
  const liked = session.likedReviews.has(review.id);
  return {
    id: review.id,
    rating: review.rating,
    message: review.message,
    reviewer: { id: review.reviewer.id, name: review.reviewer.name, badge: review.reviewer.badge ?? null },
    createdDate: dateOf(review.daysAgo, now),
    variant: variantOf(product, review),
    topics: review.topics,
    likeCounter: review.likes + (liked ? 1 : 0),
    additionalData: { liked },
    images: imagesOf(review),
    reply: review.reply
      ? { id: `${review.id}-R`, merchantName: product.merchant.name, message: review.reply.message, createdDate: dateOf(review.reply.daysAgo, now) }
      : null,
  };
}

export const SORTS: Record<ReviewSort, (a: ReviewFixture, b: ReviewFixture) => number> = {
  POPULAR: (a, b) => Number(Boolean(b.helpful)) - Number(Boolean(a.helpful)) || b.likes - a.likes || a.daysAgo - b.daysAgo,
  LATEST: (a, b) => a.daysAgo - b.daysAgo,
  OLDEST: (a, b) => b.daysAgo - a.daysAgo,
  HIGHEST: (a, b) => b.rating - a.rating || a.daysAgo - b.daysAgo,
  LOWEST: (a, b) => a.rating - b.rating || a.daysAgo - b.daysAgo,
};

function summaryOf(reviews: readonly ReviewFixture[], highlights: string[]): ReviewSummaryDto {
  const counts = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  for (const review of reviews) counts[`${review.rating}`] += 1;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return {
    rating: { average: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : 0, counts },
    count: reviews.length,
    reviewHighlights: highlights,
    sorting: { available: [...REVIEW_SORTS] },
  };
}

function filtersOf(product: ProductFixture, reviews: readonly ReviewFixture[]): ReviewFiltersDto {
  const topics = REVIEW_TOPICS.map((topic) => ({ topic, count: reviews.filter((review) => review.topics.includes(topic)).length })).filter(
    (entry) => entry.count > 0,
  );
  const variants = product.attributes.flatMap((attribute) => {
    const values = [
      ...new Set(
        reviews.flatMap((review) =>
          variantOf(product, review)
            .filter((pair) => pair.name === attribute.name)
            .map((pair) => pair.value),
        ),
      ),
    ];
    return values.length ? [{ name: attribute.name, values }] : [];
  });
  return { topics, variants };
}

/** The variant filter of a request: base64 of the JSON of name/value pairs (spec §3). */
function variantFilterOf(encoded: string | null): ReviewVariantFilterDto {
  if (encoded === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    throw new BadRequest('variants must be base64-encoded JSON');
  }
  if (!Array.isArray(parsed) || !parsed.every((pair) => typeof pair?.name === 'string' && typeof pair?.value === 'string')) {
    throw new BadRequest('variants must be a list of name/value pairs');
  }
  return parsed as ReviewVariantFilterDto;
}

/** A whole number query parameter of at least 1 (default `fallback`), at most `max`. */
/** The list's `sort` (spec §9: POPULAR, LATEST, OLDEST, HIGHEST, LOWEST), POPULAR when none is asked for. */
export function sortParam(url: URL): ReviewSort {
  const sort = queryParam(url, 'sort') ?? 'POPULAR';
  if (!isOneOf(REVIEW_SORTS, sort)) throw new BadRequest(`sort must be one of ${REVIEW_SORTS.join(', ')}`);
  return sort;
}

export function pageParam(url: URL, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = queryParam(url, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1 || value > max) throw new BadRequest(`${name} must be a whole number of 1 to ${max}`);
  return value;
}

export function reviewRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  const productOf = (url: URL) => {
    const sku = queryParam(url, 'productSku');
    if (sku === null) throw new BadRequest('productSku is required');
    const product = catalogue.byProductSku.get(sku);
    return product && product.status === 'ACTIVE' ? product : null;
  };
  const findReview = (id: string | undefined) => {
    for (const product of catalogue.products) {
      const review = product.reviews?.list.find((candidate) => candidate.id === id);
      if (review) return { product, review };
    }
    return null;
  };

  router.add('GET', '/backend/product-review/public-reviews/images', 'review-images', ({ url }) => {
    const product = productOf(url);
    if (!product) return fail(404);
    const page = pageParam(url, 'page', 1);
    const itemPerPage = pageParam(url, 'itemPerPage', REVIEW_IMAGE_PAGE_SIZE, MAX_PAGE_SIZE);
    const images = [...(product.reviews?.list ?? [])].sort(SORTS.LATEST).flatMap(imagesOf);
    const total = images.length;
    return ok(images.slice((page - 1) * itemPerPage, page * itemPerPage), {
      page,
      itemPerPage,
      total_item: total,
      total_page: Math.ceil(total / itemPerPage),
    });
  });

  router.add('GET', '/backend/product-review/public-reviews/:id', 'review-detail', ({ params, sessionId, now }) => {
    const found = findReview(params.id);
    if (!found || found.product.status !== 'ACTIVE') return fail(404);
    return ok(reviewDto(found.product, found.review, sessions.get(sessionId), now));
  });

  router.add('GET', '/backend/product-review/public-reviews', 'reviews', ({ url, sessionId, now }): Reply => {
    const product = productOf(url);
    if (!product) return fail(404);
    const page = pageParam(url, 'page', 1);
    const itemPerPage = pageParam(url, 'itemPerPage', REVIEW_PAGE_SIZE, MAX_PAGE_SIZE);
    const sort = sortParam(url);
    const ratings = url.searchParams.getAll('rating').map(Number);
    if (!ratings.every((rating) => (REVIEW_RATINGS as readonly number[]).includes(rating))) throw new BadRequest('rating must be 1 to 5');
    const topics = url.searchParams.getAll('topic');
    if (!topics.every((topic) => isOneOf(REVIEW_TOPICS, topic))) throw new BadRequest(`topic must be one of ${REVIEW_TOPICS.join(', ')}`);
    const variants = variantFilterOf(queryParam(url, 'variants'));

    const all = product.reviews?.list ?? [];
    const matching = all
      .filter((review) => ratings.length === 0 || ratings.includes(review.rating))
      .filter((review) => topics.length === 0 || review.topics.some((topic) => topics.includes(topic)))
      .filter((review) => {
        const own = variantOf(product, review);
        // Values of one name are alternatives; every name chosen must match.
        const names = [...new Set(variants.map((pair) => pair.name))];
        return names.every((name) => variants.some((pair) => pair.name === name && own.some((mine) => mine.name === name && mine.value === pair.value)));
      })
      .sort(SORTS[sort]);
    // `pinnedReviewId`: that review first (a review's own page lists the others after it).
    const pinned = queryParam(url, 'pinnedReviewId');
    if (pinned !== null) {
      const index = matching.findIndex((review) => review.id === pinned);
      if (index > 0) matching.unshift(...matching.splice(index, 1));
    }
    const session = sessions.get(sessionId);
    const total = matching.length;
    const envelope: ReviewListEnvelope = {
      code: 200,
      status: 'OK',
      data: matching.slice((page - 1) * itemPerPage, page * itemPerPage).map((review) => reviewDto(product, review, session, now)),
      summary: summaryOf(all, product.reviews?.highlights ?? []),
      filters: filtersOf(product, all),
      paging: { page, itemPerPage, total_item: total, total_page: Math.ceil(total / itemPerPage) },
    };
    return { status: 200, envelope };
  });

  router.add('POST', '/backend/product-review/reviews/:id/like', 'review-like', ({ params, sessionId }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const found = findReview(params.id);
    if (!found) return fail(404);
    const liked = !session.likedReviews.has(found.review.id);
    if (liked) session.likedReviews.add(found.review.id);
    else session.likedReviews.delete(found.review.id);
    return ok(liked);
  });

  router.add('POST', '/backend/product-review/reply/:id/_report', 'review-reply-report', async (context) => {
    const session = sessions.get(context.sessionId);
    if (!session.userId) return fail(401);
    const replyOf = context.params.id?.replace(/-R$/, '');
    const found = context.params.id?.endsWith('-R') ? findReview(replyOf) : null;
    if (!found?.review.reply) return fail(404);
    return fileReport(context, session, `reply:${found.review.id}`, REVIEW_REPORT_REASONS, 'user');
  });

  router.add('POST', '/backend/product-review/:id/_report', 'review-report', async (context) => {
    const session = sessions.get(context.sessionId);
    if (!session.userId) return fail(401);
    const found = findReview(context.params.id);
    if (!found) return fail(404);
    return fileReport(context, session, `review:${found.review.id}`, REVIEW_REPORT_REASONS, 'user');
  });

  router.add('GET', '/backend/common/content/review-report-reasons', 'review-report-reasons', () => reasonsContent(REVIEW_REPORT_REASONS));
  router.add('GET', '/backend/content/singlepages/product-review-policies/parameters', 'review-policy', () => ok(POLICY));
}
