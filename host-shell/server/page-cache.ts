// The page micro-cache (issue 41, decision 0073): a finished server-rendered page kept for a moment, so
// a product many shoppers open at once is rendered once a second, not once a request; the misses of
// one page that arrive together share one render. What a page is (its key) and what is kept is the
// caller's (pages.ts): this module only keeps, ages, bounds and coalesces.

/** How long a finished page is served again: the remote's summary is shared for as long (decision 0028). */
const PAGE_CACHE_TTL_MS = 1_000;
/** Pages kept at most (each about 35 KB with its compressed bodies): the oldest go first. */
const PAGE_CACHE_MAX_ENTRIES = 256;

export interface PageCacheOptions {
  /** How long a page is served again (0: never kept, every request renders). */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** A render, and whether its page may be served again (a good page: not stale, not an error). */
export interface MadePage<T> {
  value: T;
  keep: boolean;
}

export function createPageCache<T>({ ttlMs = PAGE_CACHE_TTL_MS, maxEntries = PAGE_CACHE_MAX_ENTRIES, now = Date.now }: PageCacheOptions = {}) {
  const entries = new Map<string, { value: T; at: number }>();
  const inFlight = new Map<string, Promise<MadePage<T>>>();
  const young = (at: number) => now() - at < ttlMs;

  function remember(key: string, value: T) {
    entries.delete(key);
    entries.set(key, { value, at: now() });
    // A Map keeps insertion order, so the oldest come first: drop what has aged, then what is over the bound.
    for (const [oldKey, old] of entries) {
      if (young(old.at) && entries.size <= maxEntries) break;
      entries.delete(oldKey);
    }
  }

  return {
    /**
     * The page of `key`: kept and young, at once (`hit`); else the render in flight for the key, or
     * `make()`, whose page is kept when it says so. Every caller of one render gets the same value.
     */
    async get(key: string, make: () => Promise<MadePage<T>>): Promise<{ value: T; hit: boolean }> {
      const entry = entries.get(key);
      if (entry && young(entry.at)) return { value: entry.value, hit: true };
      let running = inFlight.get(key);
      if (!running) {
        running = make()
          .then((made) => {
            if (made.keep && ttlMs > 0) remember(key, made.value);
            return made;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, running);
      }
      return { value: (await running).value, hit: false };
    },
    get size() {
      return entries.size;
    },
  };
}
