// Server time of spec §4: taken from the `date` header of the last answer and ticking forward one
// second at a time. The clock is an external store with no server snapshot: a server render and the
// hydration that follows it show no time at all, so they never disagree; the time appears right after.
import { useState, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { serverClockOffsetAtom } from '../http/backend-atoms';

const SERVER_TICK_MS = 1000;

interface Ticker {
  subscribe: (onTick: () => void) => () => void;
  read: () => number;
}

function createTicker(): Ticker {
  let now = Date.now();
  return {
    subscribe: (onTick) => {
      now = Date.now();
      const timer = setInterval(() => {
        now = Date.now();
        onTick();
      }, SERVER_TICK_MS);
      return () => clearInterval(timer);
    },
    read: () => now,
  };
}

const noTimeOnServer = () => null;

/** The server's "now", re-rendering every second; null while server-rendering and hydrating. */
export function useServerNow(): number | null {
  const offset = useAtomValue(serverClockOffsetAtom);
  const [ticker] = useState(createTicker);
  const now = useSyncExternalStore(ticker.subscribe, ticker.read, noTimeOnServer);
  return now === null ? null : now + offset;
}
