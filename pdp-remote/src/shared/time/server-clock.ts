// Server time of spec §4: taken from the `date` headers of the answers (mount-store.ts) and ticking
// forward one second at a time. A server render and the hydration of it show no time at all, so they
// never disagree; the time appears right after, in a transition. A clock mounted later (the banner of
// another variant) has its time from its first render.
// Not an external store with no server snapshot, which did the same: React re-renders a hydrated
// store whose value differs at once and synchronously, and takes the updates of the page's other
// first effects into that render, one task of 100 ms and more on a slow phone before the next paint.
// A clock ticks only while the shopper can see it: a countdown scrolled away (below the first screen
// of a phone as the page loads) or in a hidden tab would re-render and paint every second for nobody
// (decision 0086). Unseen, it still moves at the moments its reader names (a campaign starting or
// ending, which changes more than the countdown).
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { serverClockOffsetAtom } from '../http/backend-atoms';
import { awaitingHydrationAtom } from '../ssr/use-hydrated';

const SERVER_TICK_MS = 1000;

/** The longest delay a timer takes (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the element given to the returned ref is on screen in a visible page: unseen until the
 * observer's first report and once the element is gone. Where IntersectionObserver is missing, only
 * the page's visibility counts. A ref callback, not an element in state: attaching it re-renders nothing.
 */
function useSeen(): [boolean, (element: Element | null) => (() => void) | undefined] {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  const [pageVisible, setPageVisible] = useState(true);

  const watch = useCallback((element: Element | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    // A report already queued when the element goes still arrives after `disconnect`: ignored.
    let watching = true;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (watching && latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => {
      watching = false;
      observer.disconnect();
      setOnScreen(false);
    };
  }, []);

  useEffect(() => {
    const update = () => setPageVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  return [onScreen && pageVisible, watch];
}

const NO_MOMENTS: readonly number[] = [];

/**
 * The server's "now", null in the server's render and the hydration of it, and a ref for the element
 * that shows it. The time re-renders every second while that element is on screen in a visible page,
 * and catches up at once when seen again. Unseen, or before that element is rendered, it still has a
 * time (what is rendered depends on it), only not ticking, except at each of `moments` (server times):
 * the moments at which something else its reader shows changes.
 */
export function useServerNow(moments: readonly number[] = NO_MOMENTS): [now: number | null, showsTime: (element: Element | null) => (() => void) | undefined] {
  const offset = useAtomValue(serverClockOffsetAtom);
  const store = useStore();
  // Read at the first render, not watched: the effect below brings the time to a hydrated clock.
  const [now, setNow] = useState<number | null>(() => (store.get(awaitingHydrationAtom) ? null : Date.now()));
  const [seen, showsTime] = useSeen();
  const serverNow = now === null ? null : now + offset;
  const nextMoment = serverNow === null ? undefined : moments.find((moment) => moment > serverNow);

  useEffect(() => {
    // After hydration, and each time the clock is seen again: the time now, in a render that yields.
    startTransition(() => setNow((shown) => (seen || shown === null ? Date.now() : shown)));
    if (!seen) return undefined;
    const timer = setInterval(() => setNow(Date.now()), SERVER_TICK_MS);
    return () => clearInterval(timer);
  }, [seen]);

  useEffect(() => {
    if (seen || nextMoment === undefined) return undefined;
    const wait = Math.max(0, nextMoment - (Date.now() + offset));
    const timer = setTimeout(() => startTransition(() => setNow(Date.now())), Math.min(wait, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [seen, nextMoment, offset, now]);

  return [serverNow, showsTime];
}
