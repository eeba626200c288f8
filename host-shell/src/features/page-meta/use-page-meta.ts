// After each navigation: the title and robots meta of spec §2, and the scroll reset (by route
// metadata or the stored flag, never when only the query changed; a remote's explicit intent wins).
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
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
  const { pathname, state } = useLocation();

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
