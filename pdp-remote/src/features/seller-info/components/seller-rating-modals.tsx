// The seller rating and seller no-rating modals (spec §2 modals): the store's rating with how ratings
// are worked out, and why a store has none yet, from the platform's content (spec §7). One modal in
// two moods, one chunk.
import { formatRating } from '@pdp/host-contract/price-format';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import type { Bilingual, RatingInfo } from '../api/seller-ratings';
import { ratingInfoRequest } from '../state/seller-rating-requests';
import { column, Loaded, useContentText } from './content-modal-parts';

/** A modal explaining ratings with the rating info's lines (`pick`), under an optional summary line. */
function RatingInfoModal({ title, summary, pick, onClose }: { title: string; summary?: string; pick: (info: RatingInfo) => Bilingual[]; onClose: () => void }) {
  const { t, text } = useContentText();
  const { state, retry } = useKeyedRequest(ratingInfoRequest, 'rating');
  return (
    <ModalFrame title={title} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={column}>
        {summary && <p css={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{summary}</p>}
        <Loaded state={state} retry={retry}>
          {(info) =>
            pick(info).map((line) => (
              <p key={line.id} css={{ margin: 0 }}>
                {text(line)}
              </p>
            ))
          }
        </Loaded>
      </div>
    </ModalFrame>
  );
}

export function SellerRatingModal({ payload, onClose }: { payload: ModalPayloads['seller-rating']; onClose: () => void }) {
  const { t } = useContentText();
  const summary = t('pdp.seller.rating.summary', { rating: formatRating(payload.rating), count: payload.count });
  return <RatingInfoModal title={t('pdp.seller.rating.title')} summary={summary} pick={(info) => info.rating} onClose={onClose} />;
}

export function SellerNoRatingModal({ onClose }: { payload: ModalPayloads['seller-no-rating']; onClose: () => void }) {
  const { t } = useContentText();
  return <RatingInfoModal title={t('pdp.seller.noRating.title')} pick={(info) => info.noRating} onClose={onClose} />;
}
