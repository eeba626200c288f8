// The review secondary pages (spec §2): the photo gallery, and a review's own page under both of its
// names (`detail-review`, and `review-details` of the older route table), as one view: the address
// says which page it is.
import { useMountProps } from '../../../shared/mount/mount-context';
import { splitUrl } from '@pdp/host-contract/routes';
import type { ReviewPageProps } from '../model/review-paths';
import { ReviewGalleryPage } from './review-gallery-page';
import { ReviewDetailPage } from './review-detail-page';

export default function ReviewPages(props: ReviewPageProps) {
  const { path } = useMountProps();
  return splitUrl(path).pathname.endsWith('/review-gallery') ? <ReviewGalleryPage {...props} /> : <ReviewDetailPage {...props} />;
}
