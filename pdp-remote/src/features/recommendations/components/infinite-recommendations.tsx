// The infinite recommendations (spec §7, §9): after the section's lists, an endless feed of more
// products for this one, 18 a page from page 0, the next page asked for as the shopper scrolls near
// its end (or presses the button, without scrolling or where the browser cannot watch it). Pages add
// up below; a card already shown is not shown twice; a page that fails says so with a retry and the
// cards already shown stay. Another product starts again at page 0.
import { useEffect, useRef, useState } from 'react';
import { INFINITE_RECOMMENDATIONS_PLACEMENT, type TrackedRecommendation } from '@pdp/backend-api/recommendations';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { addPage } from '../../../shared/state/add-page';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { RecommendationCards } from '../../../shared/tracking/recommendation-cards';
import { secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { getInfiniteRecommendations } from '../api/get-infinite-recommendations';

const pageRequest = keyedRequest(
  ({ productId, page }: { productId: string; page: number }) => `${productId}|${page}`,
  (client, input, signal) => getInfiniteRecommendations(client, input, signal),
);

/** How far below the viewport the end of the feed may be when the next page is asked for. */
const AHEAD = '600px';

export function InfiniteRecommendations({ productId }: { productId: string }) {
  const { t } = usePdpMessages(detailsMessages);
  const { vendor } = useMountProps();
  const [paging, setPaging] = useState({ productId, page: 0 });
  const page = paging.productId === productId ? paging.page : 0;
  const { state, retry } = useKeyedRequest(pageRequest, { productId, page });
  const [list, setList] = useState<{ productId: string; cards: { id: string; item: TrackedRecommendation }[] }>({ productId, cards: [] });
  const loaded = state?.status === 'loaded' ? state.data : null;
  useEffect(() => {
    if (!loaded) return;
    const incoming = loaded.items.map((item) => ({ id: item.itemSku, item }));
    setList((current) => ({ productId, cards: addPage(current.productId === productId ? current.cards : [], loaded.page + 1, incoming) }));
    // The loaded page says when to add; the product it belongs to is in its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  const cards = list.productId === productId ? list.cards : [];
  const next = loaded && loaded.page + 1 < loaded.totalPages ? loaded.page + 1 : null;
  const more = () => next !== null && setPaging({ productId, page: next });

  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = end.current;
    if (!node || next === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setPaging({ productId, page: next }), {
      rootMargin: `0px 0px ${AHEAD} 0px`,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [next, productId]);

  if (loaded && loaded.page === 0 && loaded.items.length === 0) return null;
  const headingId = 'recommendations-infinite';
  return (
    <section aria-labelledby={headingId} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), minWidth: 0 }}>
      <h3 id={headingId} css={{ fontSize: 16, margin: 0 }}>
        {t('pdp.recommendations.more')}
      </h3>
      {cards.length > 0 && <RecommendationCards items={cards.map((card) => card.item)} vendor={vendor} placement={INFINITE_RECOMMENDATIONS_PLACEMENT} />}
      {(!state || state.status === 'loading') && (
        <p role="status" css={{ margin: 0, color: theme.color.muted }}>
          {t('pdp.recommendations.loading')}
        </p>
      )}
      {state?.status === 'failed' && <InlineAlert message={t('pdp.recommendations.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {next !== null && (
        <button type="button" onClick={more} css={{ ...secondaryButton, alignSelf: 'center' }}>
          {t('pdp.recommendations.showMore')}
        </button>
      )}
      <div ref={end} />
    </section>
  );
}
