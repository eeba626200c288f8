// The user summary modal (spec §3 User review summary, §7): a reviewer's number of reviews and of most
// helpful reviews, the shopper's own profile marked, and their reviews 5 a page, later pages added
// below. A private profile shows others nothing more; its owner can make it public here. With the
// hall-of-fame switch on (product configs, handed in by the app layer: app/user-summary-modal.tsx),
// both reads come from the hall of fame, which is linked.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { hallOfFamePath, productPath } from '@pdp/host-contract/links';
import { PRODUCT_ID_PREFIXES } from '@pdp/host-contract/product-id';
import { storefrontOf } from '@pdp/host-contract/remotes';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { addPage } from '../../../shared/state/add-page';
import { HostLink } from '../../../shared/ui/host-link';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { primaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { getReviewerReviews, getReviewerSummary, makeProfilePublic, type ReviewerReview, type ReviewerSummary } from '../api/reviewers-api';
import { Stars } from '../../../shared/ui/stars';
import { MoreReviews } from './more-reviews';
import { stackedList } from '../../../shared/ui/layout-styles';

const summaryRequest = keyedRequest(
  ({ userId, hallOfFame }: { userId: string; hallOfFame: boolean }) => `${userId}|${hallOfFame}`,
  (client, { userId, hallOfFame }, signal) => getReviewerSummary(client, userId, hallOfFame, signal),
);

const reviewsRequest = keyedRequest(
  ({ userId, hallOfFame, page }: { userId: string; hallOfFame: boolean; page: number }) => `${userId}|${hallOfFame}|${page}`,
  (client, input, signal) => getReviewerReviews(client, input, signal),
);

type Publishing = 'idle' | 'sending' | 'done' | 'failed';

export interface UserSummaryModalProps {
  payload: ModalPayloads['user-summary'];
  onClose: () => void;
  /** The hall-of-fame switch; null while the product config loads. */
  hallOfFame: boolean | null;
}

export function UserSummaryModal({ payload, onClose, hallOfFame }: UserSummaryModalProps) {
  const { t } = usePdpMessages(communityMessages);
  const { vendor } = useMountProps();
  const client = useAtomValue(requireBackendClientAtom);
  const { userId } = payload;
  // The switch decides where the reviewer is read from: wait for the config.
  const { state, retry } = useKeyedRequest(summaryRequest, hallOfFame === null ? null : { userId, hallOfFame });
  const [published, setPublished] = useState<ReviewerSummary | null>(null);
  const [publishing, setPublishing] = useState<Publishing>('idle');
  const summary = published ?? (state?.status === 'loaded' ? state.data : null);
  const listed = summary !== null && (!summary.privateProfile || summary.currentUser);
  const [page, setPage] = useState(1);
  const { state: listState, retry: retryList } = useKeyedRequest(reviewsRequest, listed && hallOfFame !== null ? { userId, hallOfFame, page } : null);
  const [reviews, setReviews] = useState<ReviewerReview[]>([]);
  const loaded = listState?.status === 'loaded' ? listState.data : null;

  useEffect(() => {
    if (loaded) setReviews((current) => addPage(current, loaded.page, loaded.reviews));
  }, [loaded]);

  const publish = async () => {
    setPublishing('sending');
    try {
      setPublished(await makeProfilePublic(client));
      setPublishing('done');
    } catch {
      setPublishing('failed');
    }
  };

  const hasMore = loaded ? loaded.page < loaded.totalPages : false;
  const pathOf = (review: ReviewerReview) =>
    productPath({
      vendor: storefrontOf(vendor),
      productName: review.product.urlFriendlyName,
      id: `${PRODUCT_ID_PREFIXES.productSku}${review.product.productSku}`,
    });

  return (
    <ModalFrame title={t('pdp.reviewer.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      {state?.status === 'failed' && !published && <InlineAlert message={t('pdp.reviewer.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {!summary && state?.status !== 'failed' && <p aria-busy="true">{t('pdp.reviews.loading')}</p>}
      {summary && (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), overflowWrap: 'anywhere', minWidth: 0 }}>
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
            <strong css={{ fontSize: 18 }}>{summary.name}</strong>
            {summary.currentUser && (
              <span css={{ fontSize: 12, padding: `2px ${theme.space(2)}`, borderRadius: 10, background: theme.color.accent, color: '#fff' }}>
                {t('pdp.reviewer.you')}
              </span>
            )}
            {summary.badge && (
              <span css={{ fontSize: 12, padding: `2px ${theme.space(2)}`, borderRadius: 10, background: theme.color.accentBg, color: theme.color.accent }}>
                {t(`pdp.reviews.badge.${summary.badge}`)}
              </span>
            )}
          </div>
          <p css={{ margin: 0 }}>
            {t('pdp.reviewer.reviews', { count: summary.reviews })} · {t('pdp.reviewer.mostUseful', { count: summary.mostUseful })}
          </p>
          {publishing === 'done' && (
            <p role="status" css={{ margin: 0, color: theme.color.success }}>
              {t('pdp.reviewer.madePublic')}
            </p>
          )}
          {summary.privateProfile && !summary.currentUser && <p css={{ margin: 0 }}>{t('pdp.reviewer.private')}</p>}
          {summary.privateProfile && summary.currentUser && (
            <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
              <p css={{ margin: 0 }}>{t('pdp.reviewer.ownPrivate')}</p>
              {publishing === 'failed' && (
                <p role="alert" css={{ margin: 0, color: theme.color.warning }}>
                  {t('pdp.reviewer.makePublicFailed')}
                </p>
              )}
              <button type="button" onClick={publish} disabled={publishing === 'sending'} css={{ ...primaryButton, alignSelf: 'flex-start' }}>
                {t('pdp.reviewer.makePublic')}
              </button>
            </div>
          )}
          {listed && (
            <section aria-label={t('pdp.reviewer.list', { name: summary.name })} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
              <ul css={stackedList(3)}>
                {reviews.map((review) => (
                  <li
                    key={review.id}
                    css={{
                      display: 'flex',
                      flexDirection: 'column',
                      gap: theme.space(1),
                      borderTop: `1px solid ${theme.color.border}`,
                      paddingTop: theme.space(2),
                    }}
                  >
                    <HostLink to={pathOf(review)}>{review.product.name}</HostLink>
                    <Stars rating={review.rating} label={t('pdp.reviews.rating', { rating: review.rating })} />
                    <p css={{ margin: 0, whiteSpace: 'pre-line' }}>{review.message}</p>
                  </li>
                ))}
              </ul>
              <MoreReviews
                status={listState?.status}
                failedMessage={t('pdp.reviewer.listFailed')}
                onRetry={retryList}
                hasMore={hasMore}
                onMore={() => setPage(page + 1)}
              />
            </section>
          )}
          {hallOfFame && <HostLink to={hallOfFamePath()}>{t('pdp.reviewer.hallOfFame')}</HostLink>}
        </div>
      )}
    </ModalFrame>
  );
}
