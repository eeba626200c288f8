/**
 * @jest-environment node
 */
// The page micro-cache on its own, on a clock the test moves: how long a page is served again, what
// is kept, how many it keeps, and that misses arriving together share one render.
import { createPageCache } from './page-cache';

function counted(value: string, keep = true) {
  const make = jest.fn(async () => ({ value, keep }));
  return make;
}

describe('the page micro-cache', () => {
  it('serves a kept page again within its time, without making it again; after it, makes it anew', async () => {
    let now = 0;
    const cache = createPageCache<string>({ ttlMs: 1_000, now: () => now });
    const make = counted('page');

    expect(await cache.get('a', make)).toEqual({ value: 'page', hit: false });
    now = 999;
    expect(await cache.get('a', make)).toEqual({ value: 'page', hit: true });
    expect(make).toHaveBeenCalledTimes(1);
    now = 1_000;
    expect(await cache.get('a', make)).toEqual({ value: 'page', hit: false });
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('makes a page once for misses that arrive together, and they all get it', async () => {
    const cache = createPageCache<string>({ now: () => 0 });
    let finish: (value: { value: string; keep: boolean }) => void = () => undefined;
    const make = jest.fn(() => new Promise<{ value: string; keep: boolean }>((resolve) => (finish = resolve)));

    const answers = Promise.all([cache.get('a', make), cache.get('a', make), cache.get('a', make)]);
    finish({ value: 'page', keep: true });
    expect(await answers).toEqual([
      { value: 'page', hit: false },
      { value: 'page', hit: false },
      { value: 'page', hit: false },
    ]);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('never serves again a page it was told not to keep', async () => {
    const cache = createPageCache<string>({ now: () => 0 });
    const make = counted('stale', false);
    await cache.get('a', make);
    expect(await cache.get('a', make)).toEqual({ value: 'stale', hit: false });
    expect(make).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('keeps pages apart by key, and no more of them than it may, the oldest going first', async () => {
    const cache = createPageCache<string>({ maxEntries: 2, now: () => 0 });
    await cache.get('a', counted('A'));
    await cache.get('b', counted('B'));
    await cache.get('c', counted('C'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', counted('A again'))).value).toBe('A again');
    expect(await cache.get('c', counted('never'))).toEqual({ value: 'C', hit: true });
  });

  it('keeps nothing when its time is 0', async () => {
    const cache = createPageCache<string>({ ttlMs: 0, now: () => 0 });
    const make = counted('page');
    await cache.get('a', make);
    await cache.get('a', make);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
