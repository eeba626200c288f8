// One-shot flags kept in session storage (falling back to memory), e.g. the reset-scroll flag of
// spec §2. Storage is touched only when a flag is set or read, never at import.
const memory = new Set<string>();

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
