// One list of recommendation cards under its heading, as the section and the add-to-cart modal show
// them: a loading line until it answers, the catalogue's failure with a retry, then the cards, which
// report themselves for tracking; nothing at all once it is known to be empty.
import type { RecommendationPlacement, TrackedRecommendation } from '@pdp/backend-api/recommendations';
import { useMountProps } from '../../../shared/mount/mount-context';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { RecommendationCards } from '../../../shared/tracking/recommendation-cards';
import { theme } from '../../../shared/ui/theme';

export interface RecommendationListProps {
  headingId: string;
  title: string;
  /** The read's status; idle counts as loading (it is about to be asked for). */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: readonly TrackedRecommendation[];
  placement: RecommendationPlacement;
  labels: { loading: string; failed: string; retry: string };
  onRetry: () => void;
}

export function RecommendationList({ headingId, title, status, items, placement, labels, onRetry }: RecommendationListProps) {
  const { vendor } = useMountProps();
  if (status === 'loaded' && items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 }}>
      <h3 id={headingId} css={{ fontSize: 16, margin: 0 }}>
        {title}
      </h3>
      {(status === 'idle' || status === 'loading') && (
        <p role="status" css={{ margin: 0, color: theme.color.muted }}>
          {labels.loading}
        </p>
      )}
      {status === 'failed' && <InlineAlert message={labels.failed} actionLabel={labels.retry} onAction={onRetry} />}
      {items.length > 0 && <RecommendationCards items={items} vendor={vendor} placement={placement} />}
    </section>
  );
}
