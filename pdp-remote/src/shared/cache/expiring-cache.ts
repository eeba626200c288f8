// A small server-side cache: values expire after their time to live, the oldest entry goes when it
// is full (keys can come from request paths), and callers asking for a key that is being computed
// wait for that one computation instead of starting their own.
export interface ExpiringCache {
  /** The cached value, or `compute()` cached for `ttlMs` when it resolves (a rejection is not cached). */
  getOrCompute<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
}

export function createExpiringCache({ maxEntries = 1000, now = Date.now }: { maxEntries?: number; now?: () => number } = {}): ExpiringCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const pending = new Map<string, Promise<unknown>>();
  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  return {
    getOrCompute<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
      const entry = fresh(key);
      if (entry) return Promise.resolve(entry.value as T);
      const running = pending.get(key);
      if (running) return running as Promise<T>;
      const started = compute().then((value) => {
        entries.delete(key);
        entries.set(key, { value, expiresAt: now() + ttlMs });
        // Maps keep insertion order: the first key is the oldest.
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return value;
      });
      const tracked = started.finally(() => pending.delete(key));
      pending.set(key, tracked);
      return tracked;
    },
  };
}
