// GET /product-review/public-reviews/images?productSku=&page=&itemPerPage=15 (spec §7, §9): the photos
// of every review of a product, 15 a page; a photo whose address is not same-site or https is dropped.
import { REVIEW_IMAGE_PAGE_SIZE } from '@pdp/backend-api/reviews';
import type { BackendClient } from '../../../shared/http/backend-client';
import { record, records, wholeCount } from '../../../shared/http/loose-json';
import { imageOf, type ReviewImage } from '../model/reviews';

export interface ReviewImagePage {
  images: ReviewImage[];
  page: number;
  totalPages: number;
}

export function normaliseReviewImages(rawBody: unknown): ReviewImagePage {
  const body = record(rawBody);
  const paging = record(body.paging);
  return {
    images: records(body.data).flatMap((image) => imageOf(image) ?? []),
    page: wholeCount(paging.page) ?? 1,
    totalPages: wholeCount(paging.total_page) ?? 0,
  };
}

export async function getReviewImages(client: BackendClient, productSku: string, page: number, signal?: AbortSignal): Promise<ReviewImagePage> {
  const response = await client.get<unknown>('product-review/public-reviews/images', {
    searchParams: { productSku, page, itemPerPage: REVIEW_IMAGE_PAGE_SIZE },
    signal,
  });
  return normaliseReviewImages(response.body);
}
