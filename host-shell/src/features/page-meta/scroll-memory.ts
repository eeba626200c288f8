// Where the shopper was on each page of this tab (spec §3's scroll position key): Back and Forward
// return there. Positions are kept per history entry, the last few only, in session storage (falling
// back to memory). A page that renders late (a remote's content) is scrolled as soon as it is tall
// enough, unless the shopper scrolls first.
import { SCROLL_POSITION_KEY } from '@pdp/host-contract/storage-keys';
import { sessionStore } from '../../shared/browser-storage';

/** Entries remembered; older ones are dropped. */
export const MAX_REMEMBERED = 30;
/** How long a late page may take to grow tall enough (a cheap phone on a slow network). */
const RESTORE_WINDOW_MS = 10_000;

type Positions = [key: string, y: number][];

function read(): Positions {
  try {
    const value: unknown = JSON.parse(sessionStore.get(SCROLL_POSITION_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]))
      : [];
  } catch {
    return [];
  }
}

export function rememberScroll(key: string, y: number): void {
  const positions = read().filter(([known]) => known !== key);
  positions.push([key, Math.max(0, Math.round(y))]);
  sessionStore.set(SCROLL_POSITION_KEY, JSON.stringify(positions.slice(-MAX_REMEMBERED)));
}

export function recallScroll(key: string): number | undefined {
  return read().find(([known]) => known === key)?.[1];
}

/** Scrolls to `y` now, or once the page is tall enough; gives up on the shopper's own input. */
export function restoreScroll(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of INPUTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || performance.now() - started > RESTORE_WINDOW_MS) {
      window.scrollTo(0, y);
      stop();
    } else {
      frame = requestAnimationFrame(attempt);
    }
  };
  for (const type of INPUTS) window.addEventListener(type, stop, { passive: true, once: true });
  window.scrollTo(0, y);
  attempt();
  return stop;
}

const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
