// Product summaries read ahead of a click (decision 0074): a product card the shopper moves a pointer
// over, presses or focuses asks for its product's summary here, into the cache the page opens the
// next product from (prefetched-summaries.ts). This module travels with the cards, not in the first
// load.
// Bounded: two reads at a time and four waiting (the latest first), each product once per the cache's
// life whatever its answer was, and none on a connection that asks to save data or is 2G. A failed
// read is only remembered (not retried): the page then reads as it always did. Nothing here reports
// analytics; the reads are the page's own `_summary` calls, made earlier.
import { atom, type Getter, type Setter } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { requireBackendClientAtom } from '../http/backend-atoms';
import { getProductSummary } from './get-product-summary';
import { isFresh, prefetchedSummariesAtom as prefetchedAtom, type PrefetchedSummary } from './prefetched-summaries';

const MAX_PREFETCHES_IN_FLIGHT = 2;
const MAX_PREFETCHES_WAITING = 4;

const waitingAtom = atom<readonly string[]>([]);

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

const inFlight = (prefetched: ReadonlyMap<string, PrefetchedSummary>) => [...prefetched.values()].filter((entry) => entry.status === 'loading').length;

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
  // Asked on every move of a pointer over the card: one asked for already, or first in line, stays as it is.
  if (!connectionAllowsPrefetch() || isFresh(get(prefetchedAtom).get(productId), Date.now()) || get(waitingAtom)[0] === productId) return;
  const others = get(waitingAtom).filter((waiting) => waiting !== productId);
  // The card pointed at last is the likeliest to be opened: it goes first, and a full line drops the oldest.
  set(waitingAtom, [productId, ...others].slice(0, MAX_PREFETCHES_WAITING));
  startNext(get, set);
});
