// react-router in history mode over the shared route table: every route of spec §2 gets the page
// its owner says; anything else is the 404 page. The routes are plain (no loaders), so the host uses
// react-router's declarative routers, a fraction of the data router's code: BrowserRouter in the
// browser, StaticRouter on the server, MemoryRouter in tests.
//
// Only the product routes and the error pages are in the first load: the host's other pages (home,
// bag, login, pages other teams own) are chunks of their own, loaded when the shopper goes there.
import { lazy, Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { ROUTES, type RouteDefinition } from '@pdp/host-contract/routes';
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

function hostRoutes(): RouteObject[] {
  return [
    {
      element: <HostLayout />,
      children: [
        ...(ROUTES as readonly RouteDefinition[]).map((route) => ({ path: route.pattern, element: elementFor(route) })),
        { path: '*', element: notFound },
      ],
    },
  ];
}

/** The host's pages for the current location (under a BrowserRouter, StaticRouter or MemoryRouter). */
export function HostRoutes() {
  return useRoutes(hostRoutes());
}
