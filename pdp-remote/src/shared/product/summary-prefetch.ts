// Product summaries read ahead of a click (decision 0074): a product card the shopper points at or
// focuses asks for its product's summary here, and the page opens the next product from it
// without a read of its own. Per jotai store (per mount), so two mounted pages never share one.
// Bounded: two reads at a time and four waiting (the latest first), each product once per
// SUMMARY_PREFETCH_LIFE_MS whatever its answer was, and none on a connection that asks to save data
// or is 2G. A failed read is only remembered (not retried): the page then reads as it always did.
// Nothing here reports analytics; the reads are the page's own `_summary` calls, made earlier.
import { atom, type Getter, type Setter } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { requireBackendClientAtom } from '../http/backend-atoms';
import { getProductSummary } from './get-product-summary';

/** How long a prefetched summary may open its page, and how long a product is not asked for again. */
const SUMMARY_PREFETCH_LIFE_MS = 30_000;
const MAX_PREFETCHES_IN_FLIGHT = 2;
const MAX_PREFETCHES_WAITING = 4;

export type PrefetchedSummary = {
  at: number;
  /** Settles with the summary, or null when the read failed; it never rejects. */
  answer: Promise<ProductSummaryDto | null>;
} & ({ status: 'loading' } | { status: 'loaded'; summary: ProductSummaryDto } | { status: 'failed' });

type Prefetched = ReadonlyMap<string, PrefetchedSummary>;

// Replaced on every change, never mutated: the empty map is shared by every store until its first write.
const prefetchedAtom = atom<Prefetched>(new Map());
const waitingAtom = atom<readonly string[]>([]);

/** What was prefetched, for the page to open from (`prefetchedSummaryOf`). */
export const prefetchedSummariesAtom = atom((get) => get(prefetchedAtom));

const isFresh = (entry: PrefetchedSummary | undefined, now: number): entry is PrefetchedSummary =>
  entry !== undefined && now - entry.at < SUMMARY_PREFETCH_LIFE_MS;

/** The prefetch of `productId` while it may still open its page: under way or answered; a failed or old one is none. */
export function prefetchedSummaryOf(prefetched: Prefetched, productId: string, now = Date.now()): PrefetchedSummary | undefined {
  const entry = prefetched.get(productId);
  return isFresh(entry, now) && entry.status !== 'failed' ? entry : undefined;
}

/** No prefetch when the shopper's browser says data is dear (Save-Data) or the connection is 2G. */
function connectionAllowsPrefetch(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }) | undefined)?.connection;
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

function start(get: Getter, set: Setter, productId: string): void {
  const answer = getProductSummary(get(requireBackendClientAtom), productId).then(
    (summary): ProductSummaryDto | null => summary,
    () => null,
  );
  const now = Date.now();
  const kept = [...get(prefetchedAtom)].filter(([, entry]) => isFresh(entry, now));
  set(prefetchedAtom, new Map(kept).set(productId, { at: now, answer, status: 'loading' }));
  void answer.then((summary) => {
    const current = get(prefetchedAtom).get(productId);
    // A read dropped meanwhile (its life over) leaves no trace.
    if (current?.answer === answer) {
      const settled: PrefetchedSummary = summary ? { at: current.at, answer, status: 'loaded', summary } : { at: current.at, answer, status: 'failed' };
      set(prefetchedAtom, new Map(get(prefetchedAtom)).set(productId, settled));
    }
    startNext(get, set);
  });
}

const inFlight = (prefetched: Prefetched) => [...prefetched.values()].filter((entry) => entry.status === 'loading').length;

/** Starts the first waiting read, if a place is free. */
function startNext(get: Getter, set: Setter): void {
  const now = Date.now();
  const waiting = get(waitingAtom).filter((productId) => !isFresh(get(prefetchedAtom).get(productId), now));
  if (waiting.length === 0 || inFlight(get(prefetchedAtom)) >= MAX_PREFETCHES_IN_FLIGHT) {
    set(waitingAtom, waiting);
    return;
  }
  const [next, ...rest] = waiting as [string, ...string[]];
  set(waitingAtom, rest);
  start(get, set, next);
}

/** Asks for a product's summary ahead of a click, unless it was asked for within its life or the connection is dear. */
export const prefetchSummaryAtom = atom(null, (get, set, productId: string) => {
  if (!connectionAllowsPrefetch() || isFresh(get(prefetchedAtom).get(productId), Date.now())) return;
  const others = get(waitingAtom).filter((waiting) => waiting !== productId);
  // The card pointed at last is the likeliest to be opened: it goes first, and a full line drops the oldest.
  set(waitingAtom, [productId, ...others].slice(0, MAX_PREFETCHES_WAITING));
  startNext(get, set);
});
