// What keeps server rendering answering when the backend does not (issue 22): a circuit breaker per
// remote (the backend it renders from), and the last good render of each page, served when a render
// fails or the breaker is open. Both live as long as the server process, bounded in size and age.
import type { ServerRenderResult } from '@pdp/shared-contracts';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Failures in a row that open the breaker. */
  failureThreshold?: number;
  /** How long it stays open before one probe is let through. */
  openMs?: number;
  now?: () => number;
  onChange?: (state: BreakerState) => void;
}

export interface CircuitBreaker {
  readonly state: BreakerState;
  /** Whether a call may go out now (half-open: one probe at a time). */
  allows(): boolean;
  /** The outcome of a call that went out. */
  record(success: boolean): void;
}

export function createCircuitBreaker({ failureThreshold = 5, openMs = 5_000, now = Date.now, onChange }: BreakerOptions = {}): CircuitBreaker {
  let state: BreakerState = 'closed';
  let failures = 0;
  let openedAt = 0;
  let probing = false;
  const become = (next: BreakerState) => {
    if (next === state) return;
    state = next;
    onChange?.(next);
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
    record(success) {
      probing = false;
      if (success) {
        failures = 0;
        become('closed');
        return;
      }
      failures += 1;
      if (state === 'half-open' || failures >= failureThreshold) {
        openedAt = now();
        become('open');
      }
    },
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
    /** The last good render, if it is recent enough. */
    recall(key: string): ServerRenderResult | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (now() - entry.at > maxAgeMs) {
        entries.delete(key);
        return null;
      }
      return entry.result;
    },
    get size() {
      return entries.size;
    },
  };
}

export type StaleStore = ReturnType<typeof createStaleStore>;
