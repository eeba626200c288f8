// A reviewer (spec §3 User review summary, §7): their summary and their own reviews, 5 a page, from
// the review service or, with the hall-of-fame switch, from the hall of fame (the same answers); and
// the signed-in shopper making their own private profile public; and the store's highest reviews.
import { isOneOf } from '@pdp/backend-api/enums';
import { REVIEW_BADGES, SELLER_REVIEWS_ON_PAGE, SELLER_REVIEWS_SORT, USER_REVIEW_PAGE_SIZE, type ReviewBadge } from '@pdp/backend-api/reviews';
import type { BackendClient } from '../../../shared/http/backend-client';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/http/api-error';
import { isShortText, record, records, wholeCount, clippedText } from '../../../shared/http/loose-json';
import { reviewOf, type Review } from '../model/reviews';

export interface ReviewerSummary {
  id: string;
  name: string;
  badge: ReviewBadge | null;
  reviews: number;
  mostUseful: number;
  privateProfile: boolean;
  currentUser: boolean;
}

export interface ReviewerReview extends Review {
  product: { productSku: string; name: string; urlFriendlyName: string };
}

export interface ReviewerReviewPage {
  reviews: ReviewerReview[];
  page: number;
  totalPages: number;
}

/** The summary in `data`; without an id or a name it is a malformed answer. */
export function normaliseReviewerSummary(rawData: unknown): ReviewerSummary | null {
  const data = record(rawData);
  const name = clippedText(data.name, 200);
  if (!isShortText(data.id, 128) || name === null) return null;
  return {
    id: data.id,
    name,
    badge: isOneOf(REVIEW_BADGES, data.badge) ? data.badge : null,
    reviews: wholeCount(data.numOfReview) ?? 0,
    mostUseful: wholeCount(data.numOfMostUsefulReview) ?? 0,
    // Unsure reads as private: nothing is shown that the reviewer did not make public.
    privateProfile: data.privateProfile !== false,
    currentUser: data.currentUser === true,
  };
}

/** A page of the reviewer's reviews; a review without its product (or malformed) is dropped. */
export function normaliseReviewerReviews(rawBody: unknown): ReviewerReviewPage {
  const body = record(rawBody);
  const paging = record(body.paging);
  return {
    reviews: records(body.data).flatMap((raw) => {
      const review = reviewOf(raw);
      const product = record(raw.product);
      const name = clippedText(product.name, 200);
      if (!review || !isShortText(product.productSku, 128) || !isShortText(product.urlFriendlyName, 300) || name === null) return [];
      return [{ ...review, product: { productSku: product.productSku, name, urlFriendlyName: product.urlFriendlyName } }];
    }),
    page: wholeCount(paging.page) ?? 1,
    totalPages: wholeCount(paging.total_page) ?? 0,
  };
}

const summaryPath = (userId: string, hallOfFame: boolean) =>
  hallOfFame ? `hall-of-fame/user/${encodeURIComponent(userId)}` : `product-review/users/${encodeURIComponent(userId)}/summary`;

const reviewsPath = (userId: string, hallOfFame: boolean) =>
  hallOfFame ? `hall-of-fame/user/reviews/${encodeURIComponent(userId)}` : `product-review/users/${encodeURIComponent(userId)}/reviews`;

function summaryOrThrow(status: number, data: unknown): ReviewerSummary {
  const summary = normaliseReviewerSummary(data);
  if (!summary) throw new ApiError(status, CLIENT_ERROR_CODES.malformed);
  return summary;
}

export async function getReviewerSummary(client: BackendClient, userId: string, hallOfFame: boolean, signal?: AbortSignal): Promise<ReviewerSummary> {
  const response = await client.get<unknown>(summaryPath(userId, hallOfFame), { signal });
  return summaryOrThrow(response.status, response.body.data);
}

export async function getReviewerReviews(
  client: BackendClient,
  { userId, hallOfFame, page }: { userId: string; hallOfFame: boolean; page: number },
  signal?: AbortSignal,
): Promise<ReviewerReviewPage> {
  const response = await client.get<unknown>(reviewsPath(userId, hallOfFame), { searchParams: { page, itemPerPage: USER_REVIEW_PAGE_SIZE }, signal });
  return normaliseReviewerReviews(response.body);
}

export async function makeProfilePublic(client: BackendClient): Promise<ReviewerSummary> {
  const response = await client.post<unknown>('product-review/users/me/_public');
  return summaryOrThrow(response.status, response.body.data);
}

/** The store's highest reviews (spec §9: 3 on the page), each with its product; malformed ones dropped. */
export async function getSellerReviews(client: BackendClient, merchantCode: string, signal?: AbortSignal): Promise<ReviewerReview[]> {
  const response = await client.get<unknown>(`product-review/merchants/${encodeURIComponent(merchantCode)}/reviews`, {
    searchParams: { itemPerPage: SELLER_REVIEWS_ON_PAGE, sort: SELLER_REVIEWS_SORT },
    signal,
  });
  return normaliseReviewerReviews(response.body).reviews.slice(0, SELLER_REVIEWS_ON_PAGE);
}
