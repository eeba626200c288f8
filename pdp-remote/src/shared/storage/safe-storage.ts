// The one way to browser storage (spec §3: it falls back to memory when unavailable). Nothing here
// touches `window` until a call is made, so modules importing it stay server-renderable.

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJson<T>(key: string, fallback: T): T;
  setJson(key: string, value: unknown): void;
}

type StorageArea = 'local' | 'session';

function browserStorage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    const probe = '__pdp_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

export function createSafeStorage(area: StorageArea = 'local'): SafeStorage {
  const memory = new Map<string, string>();
  let resolved: Storage | null | undefined;
  const backing = () => (resolved === undefined ? (resolved = browserStorage(area)) : resolved);

  const api: SafeStorage = {
    get(key) {
      // A value that storage refused mid-session lives in memory and wins.
      if (memory.has(key)) return memory.get(key) ?? null;
      const storage = backing();
      if (!storage) return null;
      try {
        return storage.getItem(key);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      const storage = backing();
      try {
        if (storage) {
          storage.setItem(key, value);
          memory.delete(key);
          return;
        }
      } catch {
        // Quota exceeded or storage disabled mid-session: keep the value for this page view.
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      try {
        backing()?.removeItem(key);
      } catch {
        // Nothing to clean up where storage is unavailable.
      }
    },
    getJson(key, fallback) {
      const raw = api.get(key);
      if (raw === null) return fallback;
      try {
        return JSON.parse(raw) as typeof fallback;
      } catch {
        return fallback;
      }
    },
    setJson(key, value) {
      api.set(key, JSON.stringify(value));
    },
  };
  return api;
}
