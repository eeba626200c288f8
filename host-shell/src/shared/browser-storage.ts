// The host's one way to browser storage (spec §3): local storage for choices that outlive the tab
// (language, analytics opt-out), session storage for the tab's own (the reset-scroll flag of spec §2,
// the scroll positions). Where storage is refused, unavailable (a server) or full, a value lives in
// memory for the page view and wins over what storage holds. Nothing touches `window` until a call
// is made, so modules importing it stay server-renderable.
export interface BrowserStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

type Area = 'localStorage' | 'sessionStorage';

function browserStorage(area: Area): BrowserStorage {
  const memory = new Map<string, string>();
  /** `act` on the storage area; undefined where there is none or it throws (refused, full). */
  const withStorage = <T>(act: (storage: Storage) => T): T | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : act(window[area]);
    } catch {
      return undefined;
    }
  };
  return {
    get: (key) => memory.get(key) ?? withStorage((storage) => storage.getItem(key)) ?? null,
    set(key, value) {
      if (withStorage((storage) => (storage.setItem(key, value), true))) memory.delete(key);
      else memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      withStorage((storage) => storage.removeItem(key));
    },
  };
}

export const localStore = browserStorage('localStorage');
export const sessionStore = browserStorage('sessionStorage');

/** A one-shot flag of the tab: set now, taken (read and cleared) after the next navigation. */
export const sessionFlags = {
  set: (key: string): void => sessionStore.set(key, '1'),
  take(key: string): boolean {
    const set = sessionStore.get(key) === '1';
    sessionStore.remove(key);
    return set;
  },
};
