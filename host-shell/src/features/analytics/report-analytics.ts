// The reference host's end of the analytics stream (contract 1.14, spec §9 tracking). A remote's
// event is stamped with the time and the page's path (no query: tracking parameters never leave) and
// queued; a batch goes to the collector after a second of quiet or at 20 events, within the 2000 ms
// tracking timeout, and what is queued when the page is hidden leaves at once. Nothing waits
// for it, a failed batch is dropped (analytics is best effort), and nothing is sent once the shopper
// opted out (what was queued is dropped; the choice is kept in storage, in memory when storage is
// refused). Browser only: nothing here runs at module top level.
import { ANALYTICS_TIMEOUT_MS, type AnalyticsBatchDto, type AnalyticsEvent, type CollectedEvent } from '@pdp/host-contract/analytics';
import { ANALYTICS_OPT_OUT_KEY } from '@pdp/host-contract/storage-keys';
import { localStore } from '../../shared/browser-storage';
import { logHostWarning } from '../../shared/log';

/** Whether the shopper opted out, read at each send (the footer, `analytics-footer.tsx`, writes it). */
export const isAnalyticsOptedOut = (): boolean => localStore.get(ANALYTICS_OPT_OUT_KEY) === '1';

export function setAnalyticsOptOut(choice: boolean): void {
  if (choice) localStore.set(ANALYTICS_OPT_OUT_KEY, '1');
  else localStore.remove(ANALYTICS_OPT_OUT_KEY);
}

const FLUSH_DELAY_MS = 1000;
const MAX_BATCH_EVENTS = 20;

let pending: CollectedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let collector: string | null = null;

/** Sends what is queued now (a keepalive request: it outlives a page that is going away). */
export function flushAnalytics(): void {
  clearTimeout(timer);
  timer = undefined;
  const events = pending;
  pending = [];
  if (!collector || events.length === 0 || isAnalyticsOptedOut()) return;
  fetch(collector, {
    method: 'POST',
    body: JSON.stringify({ events } satisfies AnalyticsBatchDto),
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
  })
    .then(async (response) => {
      // The answer is read to its end, though nothing in it is needed: a request whose body is never
      // read stays open in Chromium until the timeout aborts it, and kept the page's network busy
      // for those two seconds after every batch.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`collector answered ${response.status}`);
    })
    .catch((error: unknown) => logHostWarning('analytics-batch-lost', { reason: String(error), events: events.length }));
}

export function reportAnalytics(analyticsUrl: string | undefined, event: AnalyticsEvent): void {
  if (!analyticsUrl) return;
  if (collector === null) {
    // The page is hidden (another app, another site, the tab closed: the last event a phone reliably
    // fires): what is queued leaves at once. The URL is the run-time config's, fixed for the page's life.
    collector = analyticsUrl;
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushAnalytics());
  }
  pending.push({ ...event, at: new Date().toISOString(), path: window.location.pathname });
  if (pending.length >= MAX_BATCH_EVENTS) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}
