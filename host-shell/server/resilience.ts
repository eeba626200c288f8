// What keeps server rendering answering when the backend does not, and keeps one page's failures
// from failing another's (issues 22 and 38, decision 0059): a circuit breaker per remote that opens
// only on a failure rate across many pages, a short negative cache per page with its own back-off,
// renders of the same page shared while in flight, and the last good render of each page, served at
// once while it is young (one render refreshing it behind) and in place of a failed render while it
// is not too old. Everything lives as long as the server process, bounded in size and age.
import type { ServerRenderResult } from '@pdp/host-contract/contract';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** The rolling window the failure rate is read over. */
  windowMs?: number;
  /** Calls in the window before the breaker may open at all. */
  minCalls?: number;
  /** Distinct pages failing in the window before it may open: one page failing is that page's trouble. */
  minFailingPages?: number;
  /** Share of the window's calls that failed at which it opens (0–1). */
  failureRate?: number;
  /** How long it stays open before one probe is let through. */
  openMs?: number;
  now?: () => number;
  onChange?: (state: BreakerState) => void;
}

export interface CircuitBreaker {
  readonly state: BreakerState;
  /** Whether a call may go out now (half-open: one probe at a time). */
  allows(): boolean;
  /** The outcome of a call that went out, for the page (`key`) it rendered. */
  record(key: string, success: boolean): void;
}

/**
 * A remote's breaker: it opens when, over the last `windowMs`, at least `minCalls` renders went out,
 * at least `failureRate` of them failed, and they failed on at least `minFailingPages` pages. However
 * often one page fails, it never opens on that page alone.
 */
export function createCircuitBreaker({
  windowMs = 10_000,
  minCalls = 20,
  minFailingPages = 5,
  failureRate = 0.5,
  openMs = 5_000,
  now = Date.now,
  onChange,
}: BreakerOptions = {}): CircuitBreaker {
  let state: BreakerState = 'closed';
  let openedAt = 0;
  let probing = false;
  let outcomes: { at: number; key: string; success: boolean }[] = [];
  const become = (next: BreakerState) => {
    if (next === state) return;
    state = next;
    onChange?.(next);
  };
  const failingRate = () => {
    const since = now() - windowMs;
    outcomes = outcomes.filter((outcome) => outcome.at > since);
    if (outcomes.length < minCalls) return false;
    const failed = outcomes.filter((outcome) => !outcome.success);
    return failed.length / outcomes.length >= failureRate && new Set(failed.map((outcome) => outcome.key)).size >= minFailingPages;
  };
  return {
    get state() {
      if (state === 'open' && now() - openedAt >= openMs) become('half-open');
      return state;
    },
    allows() {
      const current = this.state;
      if (current === 'closed') return true;
      if (current === 'open' || probing) return false;
      probing = true;
      return true;
    },
    record(key, success) {
      const probe = state === 'half-open';
      probing = false;
      if (probe) {
        // The probe decides: the window starts afresh either way.
        outcomes = [];
        if (success) become('closed');
        else {
          openedAt = now();
          become('open');
        }
        return;
      }
      if (state === 'open') return;
      outcomes.push({ at: now(), key, success });
      if (!success && failingRate()) {
        outcomes = [];
        openedAt = now();
        become('open');
      }
    },
  };
}

export interface FailedPagesOptions {
  /** The first back-off after a page failed; each failure in a row doubles it, up to `maxMs`. */
  baseMs?: number;
  maxMs?: number;
  /** Pages remembered at most (the least recently failed dropped first). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The negative cache: pages whose last render failed, each with a back-off of its own. While a page
 * backs off it is not rendered; once its back-off is over, one render may try it again.
 */
export function createFailedPages({ baseMs = 1_000, maxMs = 30_000, maxEntries = 10_000, now = Date.now }: FailedPagesOptions = {}) {
  const entries = new Map<string, { failures: number; until: number }>();
  return {
    /** Whether the page failed lately (its render is not to be waited for). */
    has: (key: string) => entries.has(key),
    /** Whether the page is still backing off (no render may try it yet). */
    backingOff(key: string): boolean {
      const entry = entries.get(key);
      return entry !== undefined && now() < entry.until;
    },
    failed(key: string) {
      const failures = (entries.get(key)?.failures ?? 0) + 1;
      entries.delete(key);
      entries.set(key, { failures, until: now() + Math.min(maxMs, baseMs * 2 ** (failures - 1)) });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    succeeded(key: string) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

export type FailedPages = ReturnType<typeof createFailedPages>;

/** Work shared by key while in flight: the second caller for a key gets the first one's promise. */
export function createCoalescer<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return {
    run(key: string, work: () => Promise<T>): Promise<T> {
      const running = inFlight.get(key);
      if (running) return running;
      const started = work().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    has: (key: string) => inFlight.has(key),
  };
}

export interface StaleStoreOptions {
  maxEntries?: number;
  /** Nothing older than this is ever served. */
  maxAgeMs?: number;
  now?: () => number;
}

/** The last good render of each page (by key), the oldest dropped first. */
export function createStaleStore({ maxEntries = 500, maxAgeMs = 10 * 60 * 1000, now = Date.now }: StaleStoreOptions = {}) {
  const entries = new Map<string, { result: ServerRenderResult; at: number }>();
  return {
    remember(key: string, result: ServerRenderResult) {
      entries.delete(key);
      entries.set(key, { result, at: now() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    /** The last good render and its age, if it is recent enough. */
    recall(key: string): { result: ServerRenderResult; ageMs: number } | null {
      const entry = entries.get(key);
      if (!entry) return null;
      const ageMs = now() - entry.at;
      if (ageMs > maxAgeMs) {
        entries.delete(key);
        return null;
      }
      return { result: entry.result, ageMs };
    },
    get size() {
      return entries.size;
    },
  };
}

export type StaleStore = ReturnType<typeof createStaleStore>;
