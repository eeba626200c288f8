// react-router in history mode over the shared route table: every route of spec §2 gets the page
// its owner says; anything else is the 404 page. The routes are plain (no loaders), so the host uses
// react-router's declarative routers, a fraction of the data router's code: BrowserRouter in the
// browser, StaticRouter on the server, MemoryRouter in tests.
//
// The route objects are made once, at module level, and each render hands react-router a table of
// two: useRoutes flattens and ranks the table it is given on every render, which for the whole table
// was 5–7 % of a server render (issue 41). The route is the contract's match of the path
// (`matchRoute`, which the server made already), beside the 404; a path it does not match (a malformed
// product id, say) gets the routes that could match it (as many segments, or a splat), so react-router
// ranks them as it would the whole table. router.test.tsx checks both against the whole table.
//
// Only the product routes and the error pages are in the first load: the host's other pages (home,
// bag, login, pages other teams own) are chunks of their own, loaded when the shopper goes there.
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { matchRoute, ROUTES, type RouteDefinition } from '@pdp/host-contract/routes';
import { ErrorPage } from '../features/error-pages/lazy-error-page';
import { useHostTranslator } from '../shared/i18n/host-i18n';
import { pageStyle } from '../shared/ui/styles';
import { HostLayout } from './host-layout';
import { ProductRoute } from './product-route';

const HomePage = lazy(() => import('../features/home/home-page').then((module) => ({ default: module.HomePage })));
const CartPage = lazy(() => import('../features/cart/cart-page').then((module) => ({ default: module.CartPage })));
const LoginPage = lazy(() => import('../features/session/login-page').then((module) => ({ default: module.LoginPage })));
const OutOfScopePage = lazy(() => import('../features/out-of-scope/out-of-scope-page').then((module) => ({ default: module.OutOfScopePage })));

function PageLoading() {
  const { t } = useHostTranslator();
  return (
    <main id="main" css={pageStyle} role="status">
      {t('host.page.loading')}
    </main>
  );
}

/** A host page loaded on demand, saying so while its chunk arrives. */
const onDemand = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

const notFound = (
  <main id="main">
    <ErrorPage kind={404} />
  </main>
);

function elementFor(route: RouteDefinition) {
  if (route.owner !== 'host') return <ProductRoute />;
  if (route.notFound) return notFound;
  if (route.outOfScope) return onDemand(<OutOfScopePage />);
  switch (route.id) {
    case 'home':
      return onDemand(<HomePage />);
    case 'cart':
      return onDemand(<CartPage vendor="RETAIL" />);
    case 'grocery-cart':
      return onDemand(<CartPage vendor="GROCERY" />);
    case 'login':
      return onDemand(<LoginPage />);
    default:
      return notFound;
  }
}

/** Every route of the table, made once: no render builds or copies them again. */
const PAGE_ROUTES = new Map<RouteDefinition, RouteObject>(
  (ROUTES as readonly RouteDefinition[]).map((route) => [route, { path: route.pattern, element: elementFor(route) }]),
);
const CATCH_ALL: RouteObject = { path: '*', element: notFound };
const layout = <HostLayout />;
const tableOf = (routes: RouteObject[]): RouteObject[] => [{ element: layout, children: [...routes, CATCH_ALL] }];

/** The non-empty segments of a path or a pattern (`*` counts as one). */
const segmentCount = (path: string) => path.split('/').filter((segment) => segment !== '').length;

/** No pattern has more segments than this (a splat's own not counted): longer paths share one table. */
const LONGEST_PATTERN = Math.max(...[...PAGE_ROUTES.values()].map(({ path = '' }) => segmentCount(path) - (path.endsWith('*') ? 1 : 0)));

const tablesByRoute = new Map<RouteDefinition, RouteObject[]>();
const tablesBySegments = new Map<number, RouteObject[]>();

/**
 * The host's route table for a path, each made the first time it is asked for: the route the
 * contract matches and the 404; for a path it does not match, the routes with as many segments as the
 * path and those whose splat takes the rest (`/promosi/*` also matches `/promosi`), and the 404.
 */
export function routeTableFor(pathname: string): RouteObject[] {
  const route = matchRoute(pathname)?.route;
  const object = route && PAGE_ROUTES.get(route);
  if (route && object) {
    let table = tablesByRoute.get(route);
    if (!table) tablesByRoute.set(route, (table = tableOf([object])));
    return table;
  }
  const segments = Math.min(segmentCount(pathname), LONGEST_PATTERN + 1);
  let table = tablesBySegments.get(segments);
  if (!table) {
    const candidates = [...PAGE_ROUTES.values()].filter(({ path = '' }) =>
      path.endsWith('*') ? segmentCount(path) - 1 <= segments : segmentCount(path) === segments,
    );
    tablesBySegments.set(segments, (table = tableOf(candidates)));
  }
  return table;
}

/** The host's pages for the current location (under a BrowserRouter, StaticRouter or MemoryRouter). */
export function HostRoutes() {
  return useRoutes(routeTableFor(useLocation().pathname));
}
