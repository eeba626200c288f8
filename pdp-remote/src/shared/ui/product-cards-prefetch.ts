// Product cards ask for their product's summary before the shopper opens one (decision 0074), so
// that the next page opens without waiting for its read: a card that comes near the viewport (the
// first few of each list), and any card the shopper points at or focuses. The reads themselves, their
// bounds and their cache are shared/product/summary-prefetch.ts. Without an IntersectionObserver (a
// server, old browsers) only pointing and focus ask.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useSetAtom } from 'jotai';
import { prefetchSummaryAtom } from '../product/summary-prefetch';

/** How far above and below the viewport a card counts as near: about a flick of the thumb. */
const NEAR_MARGIN = '200px 0px';
/** A list's cards asked for only because they came near; pointing at or focusing one has no such limit. */
const MAX_NEAR_PREFETCHES_PER_LIST = 4;

/**
 * Watches the list's cards (its children, one per product id, in order; an empty id is a card without
 * a product page) and returns what to call when the shopper points at or focuses one.
 */
export function useProductCardsPrefetch(listRef: RefObject<HTMLUListElement | null>, productIds: readonly string[]) {
  const prefetch = useSetAtom(prefetchSummaryAtom);
  // Per list, across its growth (the infinite feed adds pages of cards): the near budget is the list's.
  const askedNear = useRef(new Set<string>());
  // The ids as one string, so that a list rendered again with the same cards is not watched afresh.
  const ids = productIds.join('\n');

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') return undefined;
    const productOf = new Map<Element, string>();
    const idsInOrder = ids.split('\n');
    Array.from(list.children).forEach((card, index) => {
      const productId = idsInOrder[index];
      if (productId) productOf.set(card, productId);
    });
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const productId = productOf.get(entry.target);
          if (!productId || askedNear.current.has(productId) || askedNear.current.size >= MAX_NEAR_PREFETCHES_PER_LIST) continue;
          askedNear.current.add(productId);
          prefetch(productId, 'near');
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    for (const card of productOf.keys()) observer.observe(card);
    return () => observer.disconnect();
  }, [ids, listRef, prefetch]);

  return useCallback((productId: string) => prefetch(productId, 'intent'), [prefetch]);
}
