// react-router in history mode over the shared route table: every route of spec §2 gets the page
// its owner says; anything else is the 404 page. The routes are plain (no loaders), so the host uses
// react-router's declarative routers, a fraction of the data router's code: BrowserRouter in the
// browser, StaticRouter on the server, MemoryRouter in tests.
import { useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDefinition } from '@pdp/shared-contracts';
import { ErrorPage } from '../features/error-pages/error-page';
import { CartPage } from '../features/cart/cart-page';
import { LoginPage } from '../features/session/login-page';
import { OutOfScopePage } from '../features/out-of-scope/out-of-scope-page';
import { HomePage } from '../features/home/home-page';
import { HostLayout } from './host-layout';
import { ProductRoute } from './product-route';

const notFound = (
  <main id="main">
    <ErrorPage kind={404} />
  </main>
);

function elementFor(route: RouteDefinition) {
  if (route.owner !== 'host') return <ProductRoute />;
  if (route.notFound) return notFound;
  if (route.outOfScope) return <OutOfScopePage />;
  switch (route.id) {
    case 'home':
      return <HomePage />;
    case 'cart':
      return <CartPage vendor="RETAIL" />;
    case 'grocery-cart':
      return <CartPage vendor="GROCERY" />;
    case 'login':
      return <LoginPage />;
    default:
      return notFound;
  }
}

export function hostRoutes(): RouteObject[] {
  return [
    {
      element: <HostLayout />,
      children: [...(ROUTES as readonly RouteDefinition[]).map((route) => ({ path: route.pattern, element: elementFor(route) })), { path: '*', element: notFound }],
    },
  ];
}

/** The host's pages for the current location (under a BrowserRouter, StaticRouter or MemoryRouter). */
export function HostRoutes() {
  return useRoutes(hostRoutes());
}
