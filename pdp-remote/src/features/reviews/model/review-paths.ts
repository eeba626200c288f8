// The addresses of a product's review pages (spec §2 secondary pages): the photo gallery, and a
// review's own page, which names the review in `reviewId` (the route has no place for it).
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { productPath } from '@pdp/host-contract/links';
import type { Storefront } from '@pdp/host-contract/remotes';
import { queryParamOf, withQueryParam } from '../../../shared/mount/path-query';

export interface ReviewPathBase {
  vendor: Storefront;
  urlFriendlyName: string;
  productId: string;
}

export const reviewGalleryPath = ({ vendor, urlFriendlyName, productId }: ReviewPathBase) =>
  productPath({ vendor, productName: urlFriendlyName, id: productId, secondaryPageName: 'review-gallery' });

export const reviewDetailPath = ({ vendor, urlFriendlyName, productId }: ReviewPathBase, reviewId: string) =>
  withQueryParam(productPath({ vendor, productName: urlFriendlyName, id: productId, secondaryPageName: 'detail-review' }), 'reviewId', reviewId);

/** The review a review page's address names; null when absent or not an id. */
export const reviewIdOf = (path: string) => queryParamOf(path, 'reviewId', /^[\w.-]{1,128}$/);

/** What the product page hands a review page (app/page-parts.ts SecondaryViewProps). */
export interface ReviewPageProps {
  summary: ProductSummaryDto;
  productId: string;
  productPath: string;
}
