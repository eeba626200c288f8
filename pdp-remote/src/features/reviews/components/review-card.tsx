// One review (spec §3 Review): the reviewer (opening their summary) and badge, the rating, the variant
// bought, what they wrote, their photos (opening the image preview), the like and report buttons, a
// link to the review's own page, and the seller's reply with its own report button. Shopper- and
// seller-written text wraps at any width.
import { memo } from 'react';
import type { ImageDto } from '@pdp/backend-api/backend';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { useMountProps } from '../../../shared/mount/mount-context';
import { formatIsoDate } from '@pdp/host-contract/date-format';
import { HostLink } from '../../../shared/ui/host-link';
import { secondaryButton, textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { Stars } from '../../../shared/ui/stars';
import type { Review } from '../model/reviews';
import type { useReviewActions } from '../hooks/use-review-actions';

export interface ReviewCardProps {
  review: Review;
  liking: boolean;
  likeFailed: boolean;
  onLike: (review: Review) => void;
  onReport: (target: 'review' | 'reply', id: string) => void;
  onOpenImage: (images: ImageDto[], index: number, name: string) => void;
  /** Opens the reviewer's summary (the user summary modal). */
  onOpenReviewer: (review: Review) => void;
  /** The review's own page; none on that page itself. */
  detailPath?: string;
}

/**
 * A card's review and its like, report and open buttons, wired to the review actions of the page or
 * modal that lists it: every list of reviews answers them the same way.
 */
export function reviewCardActions(actions: ReturnType<typeof useReviewActions>, review: Review): Omit<ReviewCardProps, 'detailPath'> {
  return {
    review,
    liking: actions.liking === review.id,
    likeFailed: actions.likeFailed === review.id,
    onLike: actions.onLike,
    onReport: actions.onReport,
    onOpenImage: actions.onOpenImage,
    onOpenReviewer: actions.onOpenReviewer,
  };
}

export const ReviewCard = memo(function ReviewCard({ review, liking, likeFailed, onLike, onReport, onOpenImage, onOpenReviewer, detailPath }: ReviewCardProps) {
  const { t } = usePdpMessages(communityMessages);
  const { locale } = useMountProps();
  const images: ImageDto[] = review.images.map((image, index) => ({
    full: image.full,
    thumbnail: image.thumbnail,
    alt: t('pdp.reviews.image', { index: index + 1, name: review.reviewer.name }),
  }));
  return (
    <article
      aria-label={review.reviewer.name}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(2),
        padding: `${theme.space(3)} 0`,
        borderTop: `1px solid ${theme.color.border}`,
        overflowWrap: 'anywhere',
        minWidth: 0,
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
        {review.reviewer.id ? (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={t('pdp.reviewer.open', { name: review.reviewer.name })}
            onClick={() => onOpenReviewer(review)}
            css={{ ...textButton, fontWeight: 700, color: 'inherit', textAlign: 'left' }}
          >
            {review.reviewer.name}
          </button>
        ) : (
          <strong>{review.reviewer.name}</strong>
        )}
        {review.reviewer.badge && (
          <span css={{ fontSize: 12, padding: `2px ${theme.space(2)}`, borderRadius: 10, background: theme.color.accentBg, color: theme.color.accent }}>
            {t(`pdp.reviews.badge.${review.reviewer.badge}`)}
          </span>
        )}
        {review.createdDate && <span css={{ color: theme.color.muted, fontSize: 14 }}>{formatIsoDate(review.createdDate, locale)}</span>}
      </div>
      <Stars rating={review.rating} label={t('pdp.reviews.rating', { rating: review.rating })} />
      {review.variant && <span css={{ color: theme.color.muted, fontSize: 14 }}>{t('pdp.reviews.variant', { variant: review.variant })}</span>}
      <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{review.message}</p>
      {images.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
          {images.map((image, index) => (
            <li key={review.images[index]?.id}>
              <button
                type="button"
                onClick={() => onOpenImage(images, index, review.reviewer.name)}
                css={{
                  padding: 0,
                  border: `1px solid ${theme.color.border}`,
                  borderRadius: theme.radius,
                  background: 'none',
                  cursor: 'zoom-in',
                  '&:focus-visible': theme.focusRing,
                }}
              >
                <img
                  src={image.thumbnail}
                  alt={image.alt}
                  width={64}
                  height={64}
                  loading="lazy"
                  css={{ display: 'block', objectFit: 'cover', borderRadius: theme.radius }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) }}>
        <button type="button" aria-pressed={review.liked} disabled={liking} onClick={() => onLike(review)} css={{ ...secondaryButton, minHeight: 36 }}>
          {t('pdp.reviews.like', { count: review.likes })}
        </button>
        <button
          type="button"
          aria-label={t('pdp.reviews.reportReview', { name: review.reviewer.name })}
          onClick={() => onReport('review', review.id)}
          css={textButton}
        >
          {t('pdp.reviews.report')}
        </button>
        {detailPath && <HostLink to={detailPath}>{t('pdp.reviews.detailLink')}</HostLink>}
        {likeFailed && (
          <span role="alert" css={{ color: theme.color.warning }}>
            {t('pdp.reviews.likeFailed')}
          </span>
        )}
      </div>
      {review.reply && (
        <div
          css={{
            marginLeft: theme.space(3),
            padding: theme.space(3),
            background: theme.color.accentBg,
            borderRadius: theme.radius,
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space(1),
          }}
        >
          <strong>{t('pdp.reviews.reply', { merchant: review.reply.merchantName })}</strong>
          <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{review.reply.message}</p>
          <button
            type="button"
            aria-label={t('pdp.reviews.reportReply', { merchant: review.reply.merchantName })}
            onClick={() => review.reply && onReport('reply', review.reply.id)}
            css={{ ...textButton, alignSelf: 'flex-start' }}
          >
            {t('pdp.reviews.report')}
          </button>
        </div>
      )}
    </article>
  );
});
