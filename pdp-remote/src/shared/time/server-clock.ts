// Server time of spec §4: taken from the `date` header of the last answer and ticking forward one
// second at a time. A server render and the hydration that follows it show no time at all, so they
// never disagree; the time appears right after, in a transition. (An external store with no server
// snapshot did the same, but React re-renders a hydrated store whose value differs at once and
// synchronously, and takes the updates of the page's other first effects into that render: one task
// of 100 ms and more on a slow phone, before the next paint.)
import { startTransition, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { serverClockOffsetAtom } from '../http/backend-atoms';

const SERVER_TICK_MS = 1000;

/** The server's "now", re-rendering every second; null until the first commit (the server's render, a hydration). */
export function useServerNow(): number | null {
  const offset = useAtomValue(serverClockOffsetAtom);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    startTransition(() => setNow(Date.now()));
    const timer = setInterval(() => setNow(Date.now()), SERVER_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now === null ? null : now + offset;
}
