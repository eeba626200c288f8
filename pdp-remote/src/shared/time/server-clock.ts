// Server time of spec §4: taken from the `date` header of the last answer and ticking forward one
// second at a time. A server render and the hydration of it show no time at all, so they never
// disagree; the time appears right after, in a transition. A clock mounted later (the banner of
// another variant) has its time from its first render.
// Not an external store with no server snapshot, which did the same: React re-renders a hydrated
// store whose value differs at once and synchronously, and takes the updates of the page's other
// first effects into that render, one task of 100 ms and more on a slow phone before the next paint.
import { startTransition, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { serverClockOffsetAtom } from '../http/backend-atoms';
import { awaitingHydrationAtom } from '../ssr/use-hydrated';

const SERVER_TICK_MS = 1000;

/** The server's "now", re-rendering every second; null in the server's render and the hydration of it. */
export function useServerNow(): number | null {
  const offset = useAtomValue(serverClockOffsetAtom);
  const store = useStore();
  // Read at the first render, not watched: the effect below brings the time to a hydrated clock.
  const [now, setNow] = useState<number | null>(() => (store.get(awaitingHydrationAtom) ? null : Date.now()));
  useEffect(() => {
    startTransition(() => setNow((shown) => shown ?? Date.now()));
    const timer = setInterval(() => setNow(Date.now()), SERVER_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now === null ? null : now + offset;
}
