import { createSafeStorage } from './safe-storage';

describe('safe storage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('reads and writes browser storage when it works', () => {
    const storage = createSafeStorage();
    storage.setJson('k', { a: 1 });
    expect(window.localStorage.getItem('k')).toBe('{"a":1}');
    expect(storage.getJson('k', null)).toEqual({ a: 1 });
  });

  it('falls back to memory when storage throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const storage = createSafeStorage();
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('keeps a value storage refuses mid-session (quota full) and reads it back', () => {
    const storage = createSafeStorage();
    storage.set('early', 'ok');
    const original = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === 'big') throw new DOMException('full', 'QuotaExceededError');
      original.call(this, key, value);
    });
    storage.set('big', 'value');
    expect(storage.get('big')).toBe('value');
    expect(storage.get('early')).toBe('ok');
  });

  it('gives the fallback for malformed JSON', () => {
    window.localStorage.setItem('k', '{oops');
    expect(createSafeStorage().getJson('k', ['fallback'])).toEqual(['fallback']);
  });
});
