// Recommendation cards that report themselves (spec §9): an impression when half of a card is in
// view (once per card and answer while the list is shown, however many pages are added) and a click when the shopper opens one, each with its
// placement, position and the answer's trace id. Without an IntersectionObserver (a server, old
// browsers) no impression is reported; clicks still are.
import { useEffect, useRef } from 'react';
import type { Vendor } from '@pdp/backend-api/enums';
import type { TrackedRecommendation } from '@pdp/backend-api/recommendations';
import { IMPRESSION_THRESHOLD, type RecommendationCardRef } from '@pdp/host-contract/analytics';
import { ProductCards, productCardOf } from '../ui/product-cards';
import { useTrack } from './track';

const refOf = (item: TrackedRecommendation, placement: RecommendationCardRef['placement']): RecommendationCardRef => ({
  placement,
  itemSku: item.itemSku,
  position: item.position,
  traceId: item.traceId,
});

interface RecommendationCardsProps {
  items: readonly TrackedRecommendation[];
  vendor: Vendor;
  placement: RecommendationCardRef['placement'];
}

export function RecommendationCards({ items, vendor, placement }: RecommendationCardsProps) {
  const track = useTrack();
  const listRef = useRef<HTMLUListElement>(null);
  // Cards already reported, by answer, position and sku: a list that grows (the infinite feed) is
  // watched afresh, and its earlier cards are not reported again.
  const reported = useRef(new Set<string>());

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < IMPRESSION_THRESHOLD) continue;
          observer.unobserve(entry.target);
          const position = Number((entry.target as HTMLElement).dataset.position);
          const item = items.find((candidate) => candidate.position === position);
          const key = item && `${item.traceId}|${position}|${item.itemSku}`;
          if (!item || !key || reported.current.has(key)) continue;
          reported.current.add(key);
          track({ type: 'recommendation-impression', ...refOf(item, placement) });
        }
      },
      { threshold: IMPRESSION_THRESHOLD },
    );
    for (const card of Array.from(list.children)) observer.observe(card);
    return () => observer.disconnect();
  }, [items, placement, track]);

  const cards = items.map((item) => productCardOf(item, vendor));
  return (
    <ProductCards
      cards={cards}
      listRef={listRef}
      onOpen={(card) => {
        const item = items.find((candidate) => candidate.itemSku === card.key);
        if (item) track({ type: 'recommendation-click', ...refOf(item, placement) });
      }}
    />
  );
}
