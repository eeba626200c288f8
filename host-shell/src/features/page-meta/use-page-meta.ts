// After each navigation: the title and robots meta of spec §2, the scroll reset (by route metadata or
// the stored flag, never when only the query changed; a remote's explicit intent wins), Back and
// Forward returning to where the shopper was (scroll-memory.ts), and the tracking parameters of
// spec §9 taken out of the address bar, once an affiliate link among them has opened its session
// (affiliate-session.ts, behind the run-time config's switch).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import type { RuntimeConfig } from '@pdp/host-contract/contract';
import { pageTitle, robotsContent } from '@pdp/host-contract/page-meta';
import type { RouteMatch } from '@pdp/host-contract/routes';
import { RESET_SCROLL_KEY, SCROLL_POSITION_KEY } from '@pdp/host-contract/storage-keys';
import { sessionFlags, sessionStore } from '../../shared/browser-storage';

// Needed from the first navigation on, not for the first paint: a chunk of its own.
const scrollMemory = () => import('./scroll-memory');

export interface NavigationState {
  resetScroll?: boolean;
}

function setRobots(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'robots';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** The page's title, robots, address and scroll; `match` is the layout's match of the current path. */
export function usePageMeta({ config, metadataTitle, match }: { config: RuntimeConfig; metadataTitle?: string; match: RouteMatch | null }) {
  const { brand } = config;
  const { pathname, search, hash, state, key } = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const lastScrollY = useRef(0);

  useEffect(() => {
    // Most addresses have no query: the rule loads (a chunk of its own) only for those that do.
    if (!search) return undefined;
    let current = true;
    void import('./arrival').then(({ arrive }) => {
      const here = `${pathname}${search}${hash}`;
      const clean = current && arrive(config, here, match);
      // Replaced, not pushed: Back never returns to the tracked address.
      if (clean && clean !== here) void navigate(clean, { replace: true, state });
    });
    return () => {
      current = false;
    };
    // The match is the address's (memoised on the pathname) and the config the page's: neither runs the rule again alone,
    // and once the rule has cleaned the address there is no query left to run it on.
  }, [config, match, pathname, search, hash, state, navigate]);

  useEffect(() => {
    document.title = pageTitle({ match, brand, metadataTitle });
    setRobots(robotsContent(pathname));
  }, [pathname, match, brand, metadataTitle]);

  useLayoutEffect(() => {
    const intent = (state as NavigationState | null)?.resetScroll;
    const stored = sessionFlags.take(RESET_SCROLL_KEY);
    const byRoute = match?.route.resetScroll === true;
    if (intent ?? (stored || byRoute)) window.scrollTo(0, 0);
    // Only the pathname: a change of query alone never resets the scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    // The host restores positions itself, once the page it returns to is tall enough.
    window.history.scrollRestoration = 'manual';
    lastScrollY.current = window.scrollY;
    const onScroll = () => {
      lastScrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // After the reset above: Back or Forward to an entry seen before goes where the shopper was; leaving
  // an entry remembers where they were (read from scroll events: by now the next page is in the DOM).
  useLayoutEffect(() => {
    // The entry the tab landed on has no key of its own ('default' on every page load): its address
    // stands in, so one landing page's position never follows the shopper to another.
    const entry = key === 'default' ? `default:${pathname}${search}` : key;
    let current = true;
    let stopRestoring: (() => void) | undefined;
    // Once loaded (after the first navigation), the chunk answers before the next paint.
    if (navigationType === 'POP' && sessionStore.get(SCROLL_POSITION_KEY)) {
      void scrollMemory().then(({ recallScroll, restoreScroll }) => {
        const saved = recallScroll(entry);
        if (current && saved !== undefined) stopRestoring = restoreScroll(saved);
      });
    }
    return () => {
      current = false;
      stopRestoring?.();
      const y = lastScrollY.current;
      void scrollMemory().then(({ rememberScroll }) => rememberScroll(entry, y));
    };
    // Once per history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
