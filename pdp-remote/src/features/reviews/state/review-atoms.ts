// The reviews section's state: the page of reviews the query asks for (one read, keyed by the
// query), and the shopper's likes, laid over every list that holds a liked review (spec §4 Review
// like), so the section, a review's page and any modal agree.
import { atom } from 'jotai';
import { keyedRequest } from '../../../shared/state/keyed-request';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { ApiError } from '../../../shared/http/api-error';
import { getReview, getReviews, likeReview } from '../api/reviews-api';
import { toggledLike, type LikeState, type Review, type ReviewQuery } from '../model/reviews';
import type { VariantPair } from '../model/variant-filter';

export const reviewsRequest = keyedRequest(
  (query: ReviewQuery) =>
    [query.productSku, query.pinnedReviewId ?? '', query.sort, query.ratings.join(''), query.topics.join(','), JSON.stringify(query.variants), query.page].join(
      '|',
    ),
  (client, query, signal) => getReviews(client, query, signal),
);

/** One review by id (a review's own page, the product review modal). */
export const reviewRequest = keyedRequest(
  (reviewId: string) => reviewId,
  (client, reviewId, signal) => getReview(client, reviewId, signal),
);

/** The review variant filter applied to a product's reviews (the modal applies it, the section reads it). */
export const reviewVariantFilterAtom = atom<{ productSku: string; pairs: readonly VariantPair[] }>({ productSku: '', pairs: [] });

/** The shopper's likes this page view, by review id. */
export const reviewLikesAtom = atom<Readonly<Record<string, LikeState>>>({});

export type LikeOutcome = 'done' | 'login' | 'failed';

export const likeReviewAtom = atom(null, async (get, set, review: Pick<Review, 'id' | 'liked' | 'likes'>): Promise<LikeOutcome> => {
  const current = get(reviewLikesAtom)[review.id] ?? { liked: review.liked, likes: review.likes };
  try {
    const liked = await likeReview(get(requireBackendClientAtom), review.id);
    set(reviewLikesAtom, (likes) => ({ ...likes, [review.id]: toggledLike(current, liked) }));
    return 'done';
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? 'login' : 'failed';
  }
});
