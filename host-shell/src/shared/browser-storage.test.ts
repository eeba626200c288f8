import { localStore, sessionFlags, sessionStore } from './browser-storage';

const refuse = () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
};

afterEach(() => {
  jest.restoreAllMocks();
  localStore.remove('test.key');
  sessionStore.remove('test.key');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the host’s browser storage', () => {
  it('keeps a value in the storage area it names', () => {
    localStore.set('test.key', 'local');
    sessionStore.set('test.key', 'session');
    expect(window.localStorage.getItem('test.key')).toBe('local');
    expect(window.sessionStorage.getItem('test.key')).toBe('session');
    expect(localStore.get('test.key')).toBe('local');
    localStore.remove('test.key');
    expect(localStore.get('test.key')).toBeNull();
    expect(sessionStore.get('test.key')).toBe('session');
  });

  it('keeps a value in memory for the page view when storage refuses it, and that value wins', () => {
    window.localStorage.setItem('test.key', 'older');
    refuse();
    localStore.set('test.key', 'newer');
    expect(localStore.get('test.key')).toBe('newer');
    localStore.remove('test.key');
    expect(localStore.get('test.key')).toBeNull();
  });

  it('reads nothing, and does not throw, when storage cannot be read at all', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(localStore.get('test.key')).toBeNull();
    expect(() => localStore.remove('test.key')).not.toThrow();
  });

  it('gives a tab flag once: taking it clears it, in storage or in memory', () => {
    sessionFlags.set('test.key');
    expect(sessionFlags.take('test.key')).toBe(true);
    expect(sessionFlags.take('test.key')).toBe(false);
    refuse();
    sessionFlags.set('test.key');
    expect(sessionFlags.take('test.key')).toBe(true);
    expect(sessionFlags.take('test.key')).toBe(false);
  });
});
