// Product routes: the remote named by the route's owner, or the host's error page when the path is
// not a product or the remote reported that the product cannot be shown.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useOutletContext } from 'react-router';
import type { MountProps, PageStatus } from '@pdp/host-contract/contract';
import { safeReturnPath } from '@pdp/host-contract/links';
import { remoteOfOwner, storefrontOf } from '@pdp/host-contract/remotes';
import type { RouteMatch } from '@pdp/host-contract/routes';
import { RemoteSlot } from '../features/remote-slot/remote-slot';
import { ErrorPage, type ErrorPageKind } from '../features/error-pages/lazy-error-page';
import type { NavigationState } from '../features/page-meta/use-page-meta';
import { useHost } from '../shared/host-context';
import { reportAnalytics } from '../features/analytics/report-analytics';
import { useLoginRequest } from './use-login-request';

// The placeholder holds the page's place while a remote loads in the browser; a page the server
// rendered has its markup there already, so the placeholder is a chunk loaded only when needed.
const RemotePlaceholder = lazy(() => import('../features/remote-slot/remote-placeholder'));

const ERROR_PAGE_FOR_STATUS: Record<Exclude<PageStatus, 200>, ErrorPageKind> = { 404: 404, 410: 410, 429: 429, 500: 'default' };

export function ProductRoute() {
  const { config, locale, user, serverPage, nonce, setBagCount } = useHost();
  const requestLogin = useLoginRequest();
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}`;
  // The layout's match of this location, made once there (every route renders under HostLayout).
  const match = useOutletContext<RouteMatch | null>();
  // The server already knows the status of the page it rendered (and the markup shows it).
  const rendered = serverPage.current?.path === path ? serverPage.current : null;
  const [pageStatus, setPageStatus] = useState<{ pathname: string; status: PageStatus } | null>(() =>
    rendered && rendered.status !== 200 ? { pathname: location.pathname, status: rendered.status } : null,
  );
  const [attempt, setAttempt] = useState(0);
  // The server's answer is for the page view the browser received: leaving it (another path, another
  // page) forgets it, so coming back loads the remote afresh instead of showing a stale status.
  useEffect(
    () => () => {
      serverPage.current = null;
    },
    [serverPage, path],
  );
  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;

  const { analyticsUrl } = config;
  const callbacks = useMemo<Pick<MountProps, 'navigate' | 'requestLogin' | 'reportPageStatus' | 'reportBagCount' | 'reportAnalytics'>>(
    () => ({
      navigate: ({ path: target, replace, resetScroll }) => {
        void navigate(safeReturnPath(target), { replace: replace === true, state: { resetScroll } satisfies NavigationState });
      },
      requestLogin,
      reportPageStatus: (status) => setPageStatus({ pathname: pathnameRef.current, status }),
      reportBagCount: ({ vendor, count }) => setBagCount(storefrontOf(vendor), count),
      reportAnalytics: (event) => reportAnalytics(analyticsUrl, event),
    }),
    [analyticsUrl, navigate, requestLogin, setBagCount],
  );

  const retry = () => {
    serverPage.current = null;
    setPageStatus(null);
    setAttempt((value) => value + 1);
  };

  const remote = match ? remoteOfOwner(match.route.owner) : null;
  if (!match || !remote)
    return (
      <main id="main">
        <ErrorPage kind={404} />
      </main>
    );
  const status = pageStatus?.pathname === location.pathname ? pageStatus.status : 200;
  if (status !== 200)
    return (
      <main id="main">
        <ErrorPage kind={ERROR_PAGE_FOR_STATUS[status]} onRetry={retry} product={match} />
      </main>
    );

  const serverRendered = rendered?.status === 200 && rendered.remote === remote;
  return (
    <main id="main">
      <RemoteSlot
        key={`${remote}-${attempt}`}
        config={config}
        remote={remote}
        path={path}
        vendor={match.route.vendor}
        locale={locale}
        user={user}
        backendBaseUrl={config.backendBaseUrl}
        brand={config.brand}
        nonce={nonce}
        serverPage={serverRendered ? rendered : null}
        onServerPageUsed={() => {
          serverPage.current = null;
        }}
        {...callbacks}
        loading={
          serverRendered ? null : (
            <Suspense fallback={null}>
              <RemotePlaceholder />
            </Suspense>
          )
        }
        renderUnavailable={(retryRemote) => <ErrorPage kind="default" onRetry={retryRemote} />}
      />
    </main>
  );
}
