/**
 * @jest-environment node
 */
// The breaker's states on a clock of its own, and the last-good store's bounds.
import type { ServerRenderResult } from '@pdp/shared-contracts';
import { createCircuitBreaker, createStaleStore } from './resilience';

describe('the circuit breaker', () => {
  it('opens after failures in a row, lets one probe through after a while, and closes when it answers', () => {
    let now = 0;
    const changes: string[] = [];
    const breaker = createCircuitBreaker({ failureThreshold: 3, openMs: 1000, now: () => now, onChange: (state) => changes.push(state) });
    breaker.record(false);
    breaker.record(false);
    breaker.record(true);
    breaker.record(false);
    breaker.record(false);
    expect(breaker.state).toBe('closed');
    breaker.record(false);
    expect(breaker.state).toBe('open');
    expect(breaker.allows()).toBe(false);

    now = 1000;
    expect(breaker.state).toBe('half-open');
    expect(breaker.allows()).toBe(true);
    expect(breaker.allows()).toBe(false);
    breaker.record(false);
    expect(breaker.state).toBe('open');

    now = 2000;
    expect(breaker.allows()).toBe(true);
    breaker.record(true);
    expect(breaker.state).toBe('closed');
    expect(breaker.allows()).toBe(true);
    expect(changes).toEqual(['open', 'half-open', 'open', 'half-open', 'closed']);
  });
});

describe('the last good renders', () => {
  const result = (html: string): ServerRenderResult => ({ status: 200, html, styles: { key: 'pdp', ids: [], css: '' }, seo: {}, state: null });

  it('never serves one older than its bound', () => {
    let now = 0;
    const store = createStaleStore({ maxAgeMs: 100, now: () => now });
    store.remember('a', result('A'));
    now = 100;
    expect(store.recall('a')?.html).toBe('A');
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
    expect(store.recall('a')?.html).toBe('A2');
    expect(store.recall('c')?.html).toBe('C');
    expect(store.size).toBe(2);
  });
});
