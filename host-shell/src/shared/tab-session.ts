// The host's storage for the browser tab: session storage, falling back to memory. One-shot flags
// (the reset-scroll flag of spec §2) and values (the scroll positions of spec §3). Storage is touched
// only when something is set or read, never at import.
const memory = new Set<string>();
const memoryValues = new Map<string, string>();

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const sessionFlags = {
  set(key: string): void {
    try {
      sessionStore()?.setItem(key, '1');
    } catch {
      // Storage refused: remember it for this page view.
    }
    memory.add(key);
  },
  /** Reads and clears the flag. */
  take(key: string): boolean {
    let stored = false;
    try {
      const store = sessionStore();
      stored = store?.getItem(key) === '1';
      store?.removeItem(key);
    } catch {
      stored = false;
    }
    const remembered = memory.delete(key);
    return stored || remembered;
  },
};

export const sessionValues = {
  get(key: string): string | null {
    try {
      const stored = sessionStore()?.getItem(key);
      if (stored !== null && stored !== undefined) return stored;
    } catch {
      // Storage refused: what this page view kept.
    }
    return memoryValues.get(key) ?? null;
  },
  set(key: string, value: string): void {
    memoryValues.set(key, value);
    try {
      sessionStore()?.setItem(key, value);
    } catch {
      // Storage refused or full: kept for this page view.
    }
  },
};
