// The retail remote's page for the current path: the product page, its secondary pages, the special
// pages it owns, and the pages on routes without a product (the bundling catalog). Any other path is
// not ours: the host is told it is a 404.
import { Suspense, useEffect } from 'react';
import { matchRemoteRoute, splitUrl, type RouteId } from '@pdp/host-contract/routes';
import { useMountProps } from '../../shared/mount/mount-context';
import { ProductPage, type ProductView } from '../page/product-page';
import { RETAIL_PAGE_PARTS, RETAIL_ROUTE_PAGES } from '../registries/retail-page-parts';
import type { RoutePageId } from '../../shared/feature/page-slots';

/** The routes that show one of the page's other views; any other shows the page, or its secondary page. */
const ROUTE_VIEWS: Partial<Record<RouteId, ProductView>> = {
  'combo-list': 'combo-list',
  'price-list': 'price-list',
  'add-on-installation': 'add-on-installation',
  'trade-in': 'trade-in',
  'click-and-collect': 'pickup-points',
};

export function RetailApp() {
  const { path, reportPageStatus } = useMountProps();
  const match = matchRemoteRoute(splitUrl(path).pathname);
  const ours = match?.route.owner === 'pdp-remote';
  const productId = ours ? match.productId : undefined;
  const RoutePage = ours ? RETAIL_ROUTE_PAGES[match.route.id as RoutePageId] : undefined;

  useEffect(() => {
    if (!productId && !RoutePage) reportPageStatus(404);
  }, [productId, RoutePage, reportPageStatus]);

  if (match && RoutePage)
    return (
      <Suspense fallback={null}>
        <RoutePage params={match.params} />
      </Suspense>
    );
  if (!match || !productId) return null;
  return <ProductPage productId={productId} parts={RETAIL_PAGE_PARTS} view={ROUTE_VIEWS[match.route.id] ?? match.secondaryPageName ?? 'main'} />;
}
