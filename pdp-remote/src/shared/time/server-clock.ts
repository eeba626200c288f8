// Server time of spec §4: taken from the `date` header of the last answer and ticking forward one
// second at a time.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { serverClockOffsetAtom } from '../http/backend-atoms';

export const SERVER_TICK_MS = 1000;

/** The server's "now", re-rendering every second while `active`. */
export function useServerNow(active = true): number {
  const offset = useAtomValue(serverClockOffsetAtom);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now() + offset), SERVER_TICK_MS);
    return () => clearInterval(timer);
  }, [offset, active]);
  return now;
}
