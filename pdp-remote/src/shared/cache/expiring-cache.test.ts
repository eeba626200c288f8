import { createExpiringCache } from './expiring-cache';

describe('the server cache', () => {
  it('computes once while fresh, and again once expired', async () => {
    let now = 0;
    const cache = createExpiringCache({ now: () => now });
    let calls = 0;
    const compute = jest.fn(async () => `value ${(calls += 1)}`);
    expect(await cache.getOrCompute('key', 1000, compute)).toBe('value 1');
    now = 999;
    expect(await cache.getOrCompute('key', 1000, compute)).toBe('value 1');
    now = 1000;
    expect(await cache.getOrCompute('key', 1000, compute)).toBe('value 2');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent callers share one computation, and does not keep a failure', async () => {
    const cache = createExpiringCache();
    let fail = true;
    const compute = jest.fn(async () => {
      if (fail) throw new Error('backend down');
      return 'ok';
    });
    const both = [cache.getOrCompute('key', 1000, compute), cache.getOrCompute('key', 1000, compute)];
    await expect(Promise.all(both)).rejects.toThrow('backend down');
    expect(compute).toHaveBeenCalledTimes(1);
    fail = false;
    expect(await cache.getOrCompute('key', 1000, compute)).toBe('ok');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest entry when full (keys may come from request paths)', async () => {
    const cache = createExpiringCache({ maxEntries: 2 });
    const compute = jest.fn(async () => 'value');
    for (const key of ['a', 'b', 'c']) await cache.getOrCompute(key, 60_000, compute);
    expect(compute).toHaveBeenCalledTimes(3);
    // b and c are still there; a was dropped and is computed again.
    await cache.getOrCompute('b', 60_000, compute);
    await cache.getOrCompute('c', 60_000, compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.getOrCompute('a', 60_000, compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
