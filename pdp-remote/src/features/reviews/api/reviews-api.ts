// The review calls (spec §7): the list (GET /product-review/public-reviews, its `summary` and
// `filters` beside `data`), one review (GET …/public-reviews/{id}) and the like (POST /product-review/reviews/{id}/like, empty body, answering
// the liked flag).
import { REVIEW_PAGE_SIZE } from '@pdp/backend-api/reviews';
import type { BackendClient } from '../../../shared/http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { encodeVariantFilter, normaliseReviewPage, reviewOf, type Review, type ReviewPage, type ReviewQuery } from '../model/reviews';
import { record } from '../../../shared/http/loose-json';

export async function getReviews(client: BackendClient, query: ReviewQuery, signal?: AbortSignal): Promise<ReviewPage> {
  const response = await client.get<unknown>('product-review/public-reviews', {
    searchParams: {
      productSku: query.productSku,
      page: query.page,
      itemPerPage: REVIEW_PAGE_SIZE,
      sort: query.sort,
      rating: query.ratings,
      topic: query.topics,
      variants: query.variants.length ? encodeVariantFilter(query.variants) : undefined,
      pinnedReviewId: query.pinnedReviewId,
    },
    signal,
  });
  return normaliseReviewPage(response.body);
}

export async function likeReview(client: BackendClient, reviewId: string): Promise<boolean> {
  const response = await client.post<unknown>(`product-review/reviews/${encodeURIComponent(reviewId)}/like`);
  if (typeof response.body.data !== 'boolean') throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed);
  return response.body.data;
}

/** One review; a malformed answer is a malformed-response failure, like a failed call. */
export async function getReview(client: BackendClient, reviewId: string, signal?: AbortSignal): Promise<Review> {
  const response = await client.get<unknown>(`product-review/public-reviews/${encodeURIComponent(reviewId)}`, { signal });
  const review = reviewOf(record(response.body.data));
  if (!review) throw new ApiError(response.status, CLIENT_ERROR_CODES.malformed);
  return review;
}
