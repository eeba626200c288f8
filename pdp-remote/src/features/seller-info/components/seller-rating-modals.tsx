// The seller badges, seller rating and seller no-rating modals (spec §2 modals): the store's badges
// with what each means, its rating with how ratings are worked out, and why a store has none yet, from
// the platform's content (spec §7). One chunk for the three.
import type { ReactNode } from 'react';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import type { Bilingual, RatingInfo } from '../api/seller-ratings';
import { badgeInfoRequest, ratingInfoRequest } from '../state/seller-rating-requests';

const column = { display: 'flex', flexDirection: 'column', gap: theme.space(2), overflowWrap: 'anywhere', minWidth: 0 } as const;

function useContentText() {
  const { t, locale } = usePdpMessages(detailsMessages);
  return { t, text: (value: Bilingual) => (locale.startsWith('en') ? value.en : value.id) };
}

/** The content a modal explains with: loading, failed (with a retry) or shown. */
function Loaded<T>({ state, retry, children }: { state: { status: string; data: T | null } | null; retry: () => void; children: (data: T) => ReactNode }) {
  const { t } = usePdpMessages(detailsMessages);
  if (state?.status === 'failed') return <InlineAlert message={t('pdp.seller.info.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  if (state?.status !== 'loaded' || state.data === null) return <p aria-busy="true">{t('pdp.seller.info.loading')}</p>;
  return <>{children(state.data)}</>;
}

export function SellerBadgesModal({ payload, onClose }: { payload: ModalPayloads['seller-badges']; onClose: () => void }) {
  const { t, text } = useContentText();
  const { state, retry } = useKeyedRequest(badgeInfoRequest, 'badges');
  return (
    <ModalFrame title={t('pdp.seller.badges.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <Loaded state={state} retry={retry}>
        {(badges) => (
          <ul css={{ ...column, listStyle: 'none', margin: 0, padding: 0 }}>
            {badges
              .filter((badge) => payload.badges.includes(badge.code))
              .map((badge) => (
                <li key={badge.code} css={column}>
                  <strong>{text(badge.name)}</strong>
                  <span>{text(badge.description)}</span>
                </li>
              ))}
          </ul>
        )}
      </Loaded>
    </ModalFrame>
  );
}

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
  const summary = t('pdp.seller.rating.summary', { rating: payload.rating, count: payload.count });
  return <RatingInfoModal title={t('pdp.seller.rating.title')} summary={summary} pick={(info) => info.rating} onClose={onClose} />;
}

export function SellerNoRatingModal({ onClose }: { payload: ModalPayloads['seller-no-rating']; onClose: () => void }) {
  const { t } = useContentText();
  return <RatingInfoModal title={t('pdp.seller.noRating.title')} pick={(info) => info.noRating} onClose={onClose} />;
}
