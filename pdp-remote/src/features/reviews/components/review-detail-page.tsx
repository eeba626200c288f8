// A review's own page (spec §2 `detail-review`, and `review-details`, the older route table's name for
// it): the review the address names (GET /product-review/public-reviews/{id}), then the product's
// other reviews, 10 a page, later pages added below. The list is asked with that review pinned
// first, so page 1's first entry is dropped (spec §4). A review not found says so; a failed read says
// so with a retry and keeps what was shown.
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { addPage } from '../../../shared/state/add-page';
import { SecondaryPageFrame } from '../../../shared/ui/secondary-page-frame';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { withLike, withoutPinned, type Review } from '../model/reviews';
import { reviewDetailPath, reviewIdOf, type ReviewPageProps } from '../model/review-paths';
import { reviewLikesAtom, reviewRequest, reviewsRequest } from '../state/review-atoms';
import { useReviewActions } from '../hooks/use-review-actions';
import { MoreReviews } from './more-reviews';
import { ReviewCard, reviewCardActions } from './review-card';

export function ReviewDetailPage({ summary, productId, productPath }: ReviewPageProps) {
  const { t } = usePdpMessages(communityMessages);
  const { path, vendor } = useMountProps();
  const reviewId = reviewIdOf(path);
  const { state: reviewState, retry: retryReview } = useKeyedRequest(reviewRequest, reviewId);
  const [page, setPage] = useState(1);
  const query = useMemo(
    () =>
      reviewId ? { productSku: summary.productSku, pinnedReviewId: reviewId, sort: 'POPULAR' as const, ratings: [], topics: [], variants: [], page } : null,
    [reviewId, summary.productSku, page],
  );
  const { state: listState, retry: retryList } = useKeyedRequest(reviewsRequest, query);
  const [others, setOthers] = useState<Review[]>([]);
  const loaded = listState?.status === 'loaded' ? listState.data : null;

  useEffect(() => {
    if (loaded) setOthers((current) => addPage(current, loaded.page, withoutPinned(loaded.page, loaded.reviews)));
  }, [loaded]);

  // Another review's page (a link below): its list starts again.
  const [listedFor, setListedFor] = useState(reviewId);
  if (listedFor !== reviewId) {
    setListedFor(reviewId);
    setOthers([]);
    setPage(1);
  }

  const likes = useAtomValue(reviewLikesAtom);
  const pinned = reviewState?.status === 'loaded' ? reviewState.data : null;
  const review = pinned ? withLike(pinned, likes[pinned.id]) : null;
  const shown = useMemo(() => others.map((entry) => withLike(entry, likes[entry.id])), [others, likes]);
  const everyReview = useMemo(() => (review ? [review, ...shown] : null), [review, shown]);
  const actions = useReviewActions(summary.name, everyReview);
  const paths = { vendor: storefrontOf(vendor), urlFriendlyName: summary.urlFriendlyName, productId };
  const notFound = !reviewId || reviewState?.error?.status === 404;
  const hasMore = loaded ? loaded.page < loaded.totalPages : false;

  const card = (entry: Review, detailPath?: string) => <ReviewCard key={entry.id} {...reviewCardActions(actions, entry)} detailPath={detailPath} />;

  return (
    <SecondaryPageFrame title={t('pdp.reviews.detailTitle')} productName={summary.name} productPath={productPath}>
      {notFound && <p css={{ margin: 0 }}>{t('pdp.reviews.detailNotFound')}</p>}
      {!notFound && reviewState?.status === 'failed' && (
        <InlineAlert message={t('pdp.reviews.detailFailed')} actionLabel={t('pdp.page.retry')} onAction={retryReview} />
      )}
      {!notFound && (!reviewState || reviewState.status === 'loading') && <p aria-busy="true">{t('pdp.reviews.loading')}</p>}
      {review && card(review)}
      {review && (
        <section aria-label={t('pdp.reviews.otherReviews')} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), minWidth: 0 }}>
          <h2 css={{ margin: `${theme.space(4)} 0 0`, fontSize: 18 }}>{t('pdp.reviews.otherReviews')}</h2>
          <div>{shown.map((entry) => card(entry, reviewDetailPath(paths, entry.id)))}</div>
          <MoreReviews
            status={listState?.status}
            failedMessage={t('pdp.reviews.failed')}
            onRetry={retryList}
            hasMore={hasMore}
            onMore={() => setPage(page + 1)}
          />
        </section>
      )}
    </SecondaryPageFrame>
  );
}
