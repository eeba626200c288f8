// The foot of a list of reviews read a page at a time (the review's own page, the user summary modal):
// the next page failing (with a retry), loading, and the button that asks for it.
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { secondaryButton } from '../../../shared/ui/buttons';
import type { KeyedRequestState } from '../../../shared/state/keyed-request';

export interface MoreReviewsProps {
  /** The last page asked for: its request's status, none before the first. */
  status: KeyedRequestState<unknown>['status'] | undefined;
  /** What the list says when a page fails. */
  failedMessage: string;
  onRetry: () => void;
  hasMore: boolean;
  onMore: () => void;
}

export function MoreReviews({ status, failedMessage, onRetry, hasMore, onMore }: MoreReviewsProps) {
  const { t } = usePdpMessages(communityMessages);
  return (
    <>
      {status === 'failed' && <InlineAlert message={failedMessage} actionLabel={t('pdp.page.retry')} onAction={onRetry} />}
      {status === 'loading' && <p aria-busy="true">{t('pdp.reviews.loadingMore')}</p>}
      {hasMore && (
        <button type="button" onClick={onMore} css={{ ...secondaryButton, alignSelf: 'flex-start' }}>
          {t('pdp.reviews.more')}
        </button>
      )}
    </>
  );
}
