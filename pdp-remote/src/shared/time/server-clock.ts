// Server time of spec §4: taken from the `date` header of the last answer and ticking forward one
// second at a time. A server render and the hydration of it show no time at all, so they never
// disagree; the time appears right after, in a transition. A clock mounted later (the banner of
// another variant) has its time from its first render.
// Not an external store with no server snapshot, which did the same: React re-renders a hydrated
// store whose value differs at once and synchronously, and takes the updates of the page's other
// first effects into that render, one task of 100 ms and more on a slow phone before the next paint.
// A clock ticks only while the shopper can see it: a countdown scrolled away (below the first screen
// of a phone as the page loads) or in a hidden tab would re-render and paint every second for nobody.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { serverClockOffsetAtom } from '../http/backend-atoms';
import { awaitingHydrationAtom } from '../ssr/use-hydrated';

const SERVER_TICK_MS = 1000;

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
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => {
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

/**
 * The server's "now", null in the server's render and the hydration of it, and a ref for the element
 * that shows it. The time re-renders every second while that element is on screen in a visible page,
 * and catches up at once when seen again. Unseen, or before that element is rendered, it still has a
 * time (what is rendered depends on it), only not ticking.
 */
export function useServerNow(): [now: number | null, showsTime: (element: Element | null) => (() => void) | undefined] {
  const offset = useAtomValue(serverClockOffsetAtom);
  const store = useStore();
  // Read at the first render, not watched: the effect below brings the time to a hydrated clock.
  const [now, setNow] = useState<number | null>(() => (store.get(awaitingHydrationAtom) ? null : Date.now()));
  const [seen, showsTime] = useSeen();

  useEffect(() => {
    // After hydration, and each time the clock is seen again: the time now, in a render that yields.
    startTransition(() => setNow((shown) => (seen || shown === null ? Date.now() : shown)));
    if (!seen) return undefined;
    const timer = setInterval(() => setNow(Date.now()), SERVER_TICK_MS);
    return () => clearInterval(timer);
  }, [seen]);

  return [now === null ? null : now + offset, showsTime];
}
