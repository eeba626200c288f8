// The product review modal (spec §2): a photo from the review gallery with the review it belongs to
// (GET /product-review/public-reviews/{id}), which can be liked and reported here, and a link to the
// review's own page. A failed read says so with a retry; the photo stays.
import { useAtomValue } from 'jotai';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { withLike } from '../model/reviews';
import { reviewLikesAtom, reviewRequest } from '../state/review-atoms';
import { useReviewActions } from '../hooks/use-review-actions';
import { ReviewCard, reviewCardActions } from './review-card';

export default function ProductReviewModal({ payload, onClose }: { payload: ModalPayloads['product-review']; onClose: () => void }) {
  const { t } = usePdpMessages(communityMessages);
  const { state, retry } = useKeyedRequest(reviewRequest, payload.reviewId || null);
  const likes = useAtomValue(reviewLikesAtom);
  const loaded = state?.status === 'loaded' ? state.data : null;
  const review = loaded ? withLike(loaded, likes[loaded.id]) : null;
  const actions = useReviewActions(payload.productName, review ? [review] : null, { returnPath: payload.detailPath });
  const failed = !payload.reviewId || state?.status === 'failed';

  return (
    <ModalFrame title={t('pdp.reviews.productReview')} closeLabel={t('pdp.modal.close')} onClose={onClose} wide>
      {payload.image && (
        <img
          src={payload.image.full}
          alt={payload.image.alt}
          css={{ display: 'block', width: '100%', maxHeight: '50vh', objectFit: 'contain', background: theme.color.accentBg, borderRadius: theme.radius }}
        />
      )}
      {failed && <InlineAlert message={t('pdp.reviews.detailFailed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {!failed && !review && <p aria-busy="true">{t('pdp.reviews.loading')}</p>}
      {review && <ReviewCard {...reviewCardActions(actions, review)} detailPath={payload.detailPath} />}
    </ModalFrame>
  );
}
