// The photos of every review of a product, a page at a time (spec §7, §9: 15 a page): one read the
// reviews section's photo strip and the review gallery page share, so page 1 is asked once.
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getReviewImages } from '../api/review-images';

export const reviewImagesRequest = keyedRequest(
  ({ productSku, page }: { productSku: string; page: number }) => `${productSku}|${page}`,
  (client, { productSku, page }, signal) => getReviewImages(client, productSku, page, signal),
);
