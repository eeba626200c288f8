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

  it('gives the fallback for malformed JSON', () => {
    window.localStorage.setItem('k', '{oops');
    expect(createSafeStorage().getJson('k', ['fallback'])).toEqual(['fallback']);
  });
});
