// The product summaries product cards read ahead of a click (decision 0074), as the page opens from
// them: the cache and its reader. This is what the first load carries; the reads themselves, their
// queue and bounds travel with the cards (summary-prefetch.ts), which are below the fold. Per jotai
// store (per mount), so two mounted pages never share one.
import { atom } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';

/** How long a prefetched summary may open its page, and how long a product is not asked for again. */
const SUMMARY_PREFETCH_LIFE_MS = 30_000;

export type PrefetchedSummary = {
  at: number;
  /** Settles with the summary, or null when the read failed; it never rejects. */
  answer: Promise<ProductSummaryDto | null>;
} & ({ status: 'loading' } | { status: 'loaded'; summary: ProductSummaryDto } | { status: 'failed' });

type Prefetched = ReadonlyMap<string, PrefetchedSummary>;

/** What was prefetched, by product id. Replaced on every change, never mutated: the empty map is shared by every store until its first write. */
export const prefetchedSummariesAtom = atom<Prefetched>(new Map());

/** Whether a prefetch may still open its page, or keep its product from being asked for again. */
export const isFresh = (entry: PrefetchedSummary | undefined, now: number): entry is PrefetchedSummary =>
  entry !== undefined && now - entry.at < SUMMARY_PREFETCH_LIFE_MS;

/** The prefetch of `productId` while it may still open its page: under way or answered; a failed or old one is none. */
export function prefetchedSummaryOf(prefetched: Prefetched, productId: string, now = Date.now()): PrefetchedSummary | undefined {
  const entry = prefetched.get(productId);
  return isFresh(entry, now) && entry.status !== 'failed' ? entry : undefined;
}
