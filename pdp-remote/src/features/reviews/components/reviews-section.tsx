// The reviews section (spec §3 Review list response, §9 Reviews): the summary (the average with one
// decimal and a comma, counts per star that filter by rating, the highlights), the sorts the backend
// offers, topic filters, the variant filter (its modal), and the reviews 10 a page, later pages added below. Loaded when it comes near
// the viewport; a failed page says so with a retry and keeps what was shown.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useModal } from '../../../shared/modal/use-modal';
import { HostLink } from '../../../shared/ui/host-link';
import { useMountProps } from '../../../shared/mount/mount-context';
import { REVIEW_RATINGS, type ReviewRating, type ReviewSort, type ReviewTopic } from '@pdp/backend-api/reviews';
import { formatRating } from '@pdp/host-contract/price-format';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { secondaryButton, textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { addPage } from '../../../shared/state/add-page';
import { withLike, type Review, type ReviewPage } from '../model/reviews';
import { reviewLikesAtom, reviewVariantFilterAtom, reviewsRequest } from '../state/review-atoms';
import type { VariantPair } from '../model/variant-filter';
import { useReviewActions } from '../hooks/use-review-actions';
import { ReviewCard, reviewCardActions } from './review-card';
import { Stars } from '../../../shared/ui/stars';
import { chip } from './chip-styles';
import { reviewDetailPath, reviewGalleryPath } from '../model/review-paths';
import { ReviewPhotoStrip } from './review-photo-strip';

interface ReviewsSectionProps {
  productSku: string;
  productName: string;
  /** The item shown and its name in paths: the review gallery page is linked when a review shown has photos. */
  productId: string;
  urlFriendlyName: string;
}

const NO_PAIRS: readonly VariantPair[] = [];

const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value]);

function ReviewsSection({ productSku, productName, productId, urlFriendlyName }: ReviewsSectionProps) {
  const { vendor } = useMountProps();
  const paths = useMemo(() => ({ vendor: storefrontOf(vendor), urlFriendlyName, productId }), [vendor, urlFriendlyName, productId]);
  const { t } = usePdpMessages(communityMessages);
  const sortId = useId();
  const [sort, setSort] = useState<ReviewSort>('POPULAR');
  const [ratings, setRatings] = useState<ReviewRating[]>([]);
  const [topics, setTopics] = useState<ReviewTopic[]>([]);
  const [page, setPage] = useState(1);
  const [variantFilter, setVariantFilter] = useAtom(reviewVariantFilterAtom);
  const variants = variantFilter.productSku === productSku ? variantFilter.pairs : NO_PAIRS;
  const query = useMemo(() => ({ productSku, sort, ratings, topics, variants, page }), [productSku, sort, ratings, topics, variants, page]);
  const { openModal } = useModal();
  const { state, retry } = useKeyedRequest(reviewsRequest, query);
  const [list, setList] = useState<Review[]>([]);
  const [first, setFirst] = useState<ReviewPage | null>(null);
  const loaded = state?.status === 'loaded' ? state.data : null;

  useEffect(() => {
    if (!loaded) return;
    setList((current) => addPage(current, loaded.page, loaded.reviews));
    setFirst((current) => (loaded.page === 1 || !current ? loaded : current));
  }, [loaded]);

  const likes = useAtomValue(reviewLikesAtom);
  const shown = useMemo(() => list.map((review) => withLike(review, likes[review.id])), [list, likes]);
  const detailPathOf = useCallback((reviewId: string) => reviewDetailPath(paths, reviewId), [paths]);
  const actions = useReviewActions(productName, first ? shown : null, { detailPathOf });

  // A new sort or filter starts again at page 1, without the reviews of the last one.
  const refilter = (change: () => void) => {
    change();
    setList([]);
    setPage(1);
  };
  // The variant filter modal applies a new filter: the same.
  const [listedVariants, setListedVariants] = useState(variants);
  if (listedVariants !== variants) {
    setListedVariants(variants);
    setList([]);
    setPage(1);
  }

  const failed = state?.status === 'failed';
  const loading = !state || state.status === 'loading';
  if (!first) {
    return failed ? (
      <InlineAlert message={t('pdp.reviews.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />
    ) : (
      <p aria-busy="true">{t('pdp.reviews.loading')}</p>
    );
  }
  const { summary, filters } = first;
  if (summary.count === 0) return <p css={{ margin: 0 }}>{t('pdp.reviews.empty')}</p>;
  const filtered = ratings.length > 0 || topics.length > 0 || variants.length > 0;
  const hasMore = loaded ? loaded.page < loaded.totalPages : false;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) }}>
        <strong css={{ fontSize: 32 }}>{formatRating(summary.average)}</strong>
        <div css={{ display: 'flex', flexDirection: 'column' }}>
          <Stars rating={summary.average} label={t('pdp.reviews.average', { average: formatRating(summary.average) })} />
          <span css={{ color: theme.color.muted }}>{t('pdp.reviews.count', { count: summary.count })}</span>
        </div>
      </div>
      <div role="group" aria-label={t('pdp.reviews.ratingFilters')} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        {REVIEW_RATINGS.map((star) => (
          <button
            key={star}
            type="button"
            aria-pressed={ratings.includes(star)}
            onClick={() => refilter(() => setRatings((current) => toggle(current, star)))}
            css={chip(ratings.includes(star))}
          >
            {t('pdp.reviews.starFilter', { star, count: summary.counts[star] })}
          </button>
        ))}
      </div>
      {filters.topics.length > 0 && (
        <div role="group" aria-label={t('pdp.reviews.topicFilters')} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
          {filters.topics.map(({ topic, count }) => (
            <button
              key={topic}
              type="button"
              aria-pressed={topics.includes(topic)}
              onClick={() => refilter(() => setTopics((current) => toggle(current, topic)))}
              css={chip(topics.includes(topic))}
            >
              {t('pdp.reviews.topicFilter', { topic: t(`pdp.reviews.topic.${topic}`), count })}
            </button>
          ))}
        </div>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(4) }}>
        {shown.some((review) => review.images.length > 0) && <HostLink to={reviewGalleryPath(paths)}>{t('pdp.reviews.galleryLink')}</HostLink>}
        <button type="button" aria-haspopup="dialog" onClick={() => openModal({ id: 'review-policy', payload: {} })} css={textButton}>
          {t('pdp.reviews.policy')}
        </button>
      </div>
      <ReviewPhotoStrip productSku={productSku} productName={productName} />
      {summary.highlights.length > 0 && (
        <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
          <span css={{ color: theme.color.muted }}>{t('pdp.reviews.highlights')}: </span>
          {summary.highlights.join(' · ')}
        </p>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
        <label htmlFor={sortId}>{t('pdp.reviews.sort')}</label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => refilter(() => setSort(event.target.value as ReviewSort))}
          css={{
            minHeight: 44,
            font: 'inherit',
            borderRadius: theme.radius,
            border: `1px solid ${theme.color.border}`,
            padding: `0 ${theme.space(2)}`,
            '&:focus-visible': theme.focusRing,
          }}
        >
          {summary.sorts.map((option) => (
            <option key={option} value={option}>
              {t(`pdp.reviews.sort.${option}`)}
            </option>
          ))}
        </select>
        {filters.variants.length > 0 && (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => openModal({ id: 'review-variant-filter', payload: { productSku, variants: filters.variants } })}
            css={chip(variants.length > 0)}
          >
            {variants.length > 0 ? t('pdp.reviews.variantFilterCount', { count: variants.length }) : t('pdp.reviews.variantFilter')}
          </button>
        )}
        {filtered && (
          <button
            type="button"
            onClick={() => refilter(() => (setRatings([]), setTopics([]), setVariantFilter({ productSku, pairs: NO_PAIRS })))}
            css={textButton}
          >
            {t('pdp.reviews.clearFilters')}
          </button>
        )}
      </div>
      <section aria-label={t('pdp.reviews.list')} aria-busy={loading} css={{ minWidth: 0 }}>
        {shown.map((review) => (
          <ReviewCard key={review.id} {...reviewCardActions(actions, review)} detailPath={reviewDetailPath(paths, review.id)} />
        ))}
        {loaded && page === 1 && shown.length === 0 && <p>{t('pdp.reviews.noMatch')}</p>}
      </section>
      {failed && <InlineAlert message={t('pdp.reviews.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {hasMore && !failed && (
        <button type="button" onClick={() => setPage((current) => current + 1)} css={{ ...secondaryButton, alignSelf: 'flex-start' }}>
          {t('pdp.reviews.more')}
        </button>
      )}
      {loading && page > 1 && <p aria-busy="true">{t('pdp.reviews.loadingMore')}</p>}
    </div>
  );
}

/** The default export: what the page loads lazily (app/below-the-fold.ts). */
export default ReviewsSection;
