// A remote's login request (MountProps.requestLogin). Every page load starts as a visitor's until
// the host's session check answers (shared/session-check.ts), so a request made before then may come
// from a member, and it waits for the answer: a member is taken straight to the way back, where the
// remote finishes what it carries; a visitor signs in. Of several requests the latest counts (the
// router takes the last of the navigations made at once), and none is followed once the shopper
// has left the page it came from.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MountProps } from '@pdp/host-contract/contract';
import { loginPath, safeReturnPath } from '@pdp/host-contract/links';
import type { NavigationState } from '../features/page-meta/use-page-meta';
import { useHost } from '../shared/host-context';

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0];

export function useLoginRequest(): MountProps['requestLogin'] {
  const { session } = useHost();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = useRef({ pathname, shown: true });
  page.current.pathname = pathname;
  useEffect(() => {
    const current = page.current;
    current.shown = true;
    return () => {
      current.shown = false;
    };
  }, []);

  return useCallback(
    ({ returnTo }) => {
      if (!session.pending) return void navigate(loginPath(returnTo));
      const from = page.current.pathname;
      void session.known.then((member) => {
        if (!page.current.shown || page.current.pathname !== from) return;
        if (!member) return void navigate(loginPath(returnTo));
        const back = safeReturnPath(returnTo);
        // This page again takes the entry's place, as the trip through /login would have left the
        // history; another page (a review's own) is a new entry, shown from its top.
        if (pathnameOf(back) === from) void navigate(back, { replace: true });
        else void navigate(back, { state: { resetScroll: true } satisfies NavigationState });
      });
    },
    [navigate, session],
  );
}
