/**
 * @jest-environment node
 */
// The breaker, the negative cache, the coalescer and the last-good store, each on a clock of its own.
import type { ServerRenderResult } from '@pdp/host-contract/contract';
import { createCircuitBreaker, createCoalescer, createFailedPages, createStaleStore } from './resilience';

describe('the circuit breaker', () => {
  const options = { windowMs: 10_000, minCalls: 10, minFailingPages: 3, failureRate: 0.5, openMs: 1_000 };

  it('never opens on one page’s failures, however many', () => {
    const breaker = createCircuitBreaker({ ...options, now: () => 0 });
    for (let call = 0; call < 1_000; call += 1) breaker.record('retail id /p/hang/ps--HNG-1', false);
    expect(breaker.state).toBe('closed');
    expect(breaker.allows()).toBe(true);
  });

  it('never opens on two pages failing, beside healthy ones', () => {
    const breaker = createCircuitBreaker({ ...options, now: () => 0 });
    for (let call = 0; call < 100; call += 1) {
      breaker.record(`page ${call % 2}`, false);
      breaker.record(`healthy ${call}`, true);
    }
    expect(breaker.state).toBe('closed');
  });

  it('opens on a failure rate across enough pages, once enough calls were made', () => {
    const changes: string[] = [];
    const breaker = createCircuitBreaker({ ...options, now: () => 0, onChange: (state) => changes.push(state) });
    // Three pages failing, five calls: fewer calls than the minimum.
    for (let call = 0; call < 5; call += 1) breaker.record(`page ${call % 3}`, false);
    expect(breaker.state).toBe('closed');
    for (let call = 0; call < 4; call += 1) breaker.record(`healthy ${call}`, true);
    expect(breaker.state).toBe('closed');
    // The tenth call fails: 6 of 10 failed, on three pages.
    breaker.record('page 0', false);
    expect(breaker.state).toBe('open');
    expect(breaker.allows()).toBe(false);
    expect(changes).toEqual(['open']);
  });

  it('stays closed below the rate', () => {
    const breaker = createCircuitBreaker({ ...options, now: () => 0 });
    for (let call = 0; call < 30; call += 1) breaker.record(call % 3 === 0 ? `failing ${call}` : `healthy ${call}`, call % 3 !== 0);
    expect(breaker.state).toBe('closed');
  });

  it('forgets failures older than its window', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ ...options, now: () => now });
    for (let call = 0; call < 9; call += 1) breaker.record(`page ${call}`, false);
    now = 10_001;
    breaker.record('page 9', false);
    expect(breaker.state).toBe('closed');
  });

  it('lets one probe through when half-open: closed on success, open again on failure', () => {
    let now = 0;
    const changes: string[] = [];
    const breaker = createCircuitBreaker({ ...options, now: () => now, onChange: (state) => changes.push(state) });
    for (let call = 0; call < 10; call += 1) breaker.record(`page ${call}`, false);
    expect(breaker.state).toBe('open');

    now = 1_000;
    expect(breaker.state).toBe('half-open');
    expect(breaker.allows()).toBe(true);
    expect(breaker.allows()).toBe(false);
    breaker.record('page 0', false);
    expect(breaker.state).toBe('open');

    now = 2_000;
    expect(breaker.allows()).toBe(true);
    breaker.record('page 1', true);
    expect(breaker.state).toBe('closed');
    // The window starts afresh: one failure does not reopen it.
    breaker.record('page 2', false);
    expect(breaker.state).toBe('closed');
    expect(changes).toEqual(['open', 'half-open', 'open', 'half-open', 'closed']);
  });
});

describe('the pages that failed lately', () => {
  it('backs a page off, doubling each failure in a row up to its bound, and forgets it on success', () => {
    let now = 0;
    const failed = createFailedPages({ baseMs: 100, maxMs: 300, now: () => now });
    /** Page a is backed off until just before `until`, and no longer at it. */
    const backsOffUntil = (until: number) => {
      now = until - 1;
      expect(failed.backingOff('a')).toBe(true);
      now = until;
      expect(failed.backingOff('a')).toBe(false);
    };
    failed.failed('a');
    expect(failed.backingOff('a')).toBe(true);
    expect(failed.backingOff('b')).toBe(false);
    backsOffUntil(100);
    expect(failed.has('a')).toBe(true);
    failed.failed('a');
    backsOffUntil(300);
    failed.failed('a');
    failed.failed('a');
    // 400 and 800 are over the bound: 300.
    backsOffUntil(600);
    failed.succeeded('a');
    expect(failed.has('a')).toBe(false);
  });

  it('keeps at most its bound of pages, dropping the least recently failed', () => {
    const failed = createFailedPages({ maxEntries: 2, now: () => 0 });
    failed.failed('a');
    failed.failed('b');
    failed.failed('a');
    failed.failed('c');
    expect(failed.size).toBe(2);
    expect(failed.has('b')).toBe(false);
    expect(failed.has('a')).toBe(true);
    expect(failed.has('c')).toBe(true);
  });
});

describe('the coalescer', () => {
  it('shares one run, and one failure, among the callers of a key while it is in flight', async () => {
    const coalescer = createCoalescer<string>();
    let runs = 0;
    let fail!: (error: Error) => void;
    const work = () => {
      runs += 1;
      return new Promise<string>((_resolve, reject) => {
        fail = reject;
      });
    };
    const callers = Array.from({ length: 100 }, () => coalescer.run('hanging', work));
    const other = coalescer.run('other', async () => 'other page');
    expect(runs).toBe(1);
    fail(new Error('no answer within 3000 ms'));
    const outcomes = await Promise.allSettled(callers);
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && outcome.reason.message === 'no answer within 3000 ms')).toBe(true);
    await expect(other).resolves.toBe('other page');
    // Once settled, the next caller runs it again.
    expect(coalescer.has('hanging')).toBe(false);
    await expect(coalescer.run('hanging', async () => 'answered')).resolves.toBe('answered');
  });
});

describe('the last good renders', () => {
  const result = (html: string): ServerRenderResult => ({ status: 200, html, styles: { key: 'pdp', ids: [], css: '' }, seo: {}, state: null });

  it('never serves one older than its bound, and says how old it is', () => {
    let now = 0;
    const store = createStaleStore({ maxAgeMs: 100, now: () => now });
    store.remember('a', result('A'));
    now = 100;
    expect(store.recall('a')).toEqual({ result: result('A'), ageMs: 100 });
    now = 101;
    expect(store.recall('a')).toBeNull();
  });

  it('keeps the most recently rendered pages, dropping the oldest', () => {
    const store = createStaleStore({ maxEntries: 2 });
    store.remember('a', result('A'));
    store.remember('b', result('B'));
    store.remember('a', result('A2'));
    store.remember('c', result('C'));
    expect(store.recall('b')).toBeNull();
    expect(store.recall('a')?.result.html).toBe('A2');
    expect(store.recall('c')?.result.html).toBe('C');
    expect(store.size).toBe(2);
  });
});
