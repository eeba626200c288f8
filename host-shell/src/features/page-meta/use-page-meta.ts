// After each navigation: the title and robots meta of spec §2, the scroll reset (by route metadata or
// the stored flag, never when only the query changed; a remote's explicit intent wins), and the
// tracking parameters of spec §9 taken out of the address bar.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS, matchRoute, pageTitle, robotsContent } from '@pdp/shared-contracts';
import { sessionFlags } from '../../shared/session-flags';

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

export function usePageMeta({ brand, metadataTitle }: { brand: string; metadataTitle?: string }) {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // Most addresses have no query: the rule loads (a chunk of its own) only for those that do.
    if (!search) return undefined;
    let current = true;
    void import(/* webpackChunkName: "tracking" */ '@pdp/shared-contracts/tracking').then(({ stripTrackingParameters }) => {
      const here = `${pathname}${search}${hash}`;
      const clean = stripTrackingParameters(here);
      // Replaced, not pushed: Back never returns to the tracked address.
      if (current && clean !== here) void navigate(clean, { replace: true, state });
    });
    return () => {
      current = false;
    };
  }, [pathname, search, hash, state, navigate]);

  useEffect(() => {
    document.title = pageTitle({ pathname, brand, metadataTitle });
    setRobots(robotsContent(pathname));
  }, [pathname, brand, metadataTitle]);

  useLayoutEffect(() => {
    const intent = (state as NavigationState | null)?.resetScroll;
    const stored = sessionFlags.take(STORAGE_KEYS.resetScroll);
    const byRoute = matchRoute(pathname)?.route.resetScroll === true;
    if (intent ?? (stored || byRoute)) window.scrollTo(0, 0);
    // Only the pathname: a change of query alone never resets the scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
