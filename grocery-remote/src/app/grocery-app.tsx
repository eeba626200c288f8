// The grocery remote's page for the current path: the product page with the grocery label, the
// grocery way of receiving and buying, and grocery recommendations; and every secondary page spec §2
// names under /grocery: the description, shipping and pickup-schedule pages, the review pages the
// reviews section links to, the installment page and the promotions page.
import { useEffect } from 'react';
import { matchRemoteRoute, splitUrl } from '@pdp/host-contract/routes';
import { ProductPage, useMountProps } from '@pdp/pdp-remote/blocks';
import { GroceryBanner } from '../features/page-type-label/grocery-banner';
import { GROCERY_PAGE_PARTS } from './grocery-page-parts';

/** The secondary pages (spec §2), also under /grocery; any other name shows the product page. */
const GROCERY_VIEWS = ['description', 'shipping', 'pickup-schedule', 'review-gallery', 'detail-review', 'review-details', 'installment', 'promotions'] as const;
const isGroceryView = (name: string | undefined): name is (typeof GROCERY_VIEWS)[number] => GROCERY_VIEWS.some((view) => view === name);

export function GroceryApp() {
  const { path, reportPageStatus } = useMountProps();
  const match = matchRemoteRoute(splitUrl(path).pathname);
  const productId = match?.route.owner === 'grocery-remote' ? match.productId : undefined;

  useEffect(() => {
    if (!productId) reportPageStatus(404);
  }, [productId, reportPageStatus]);

  if (!productId) return null;
  const secondary = match?.secondaryPageName;
  if (isGroceryView(secondary)) return <ProductPage productId={productId} parts={GROCERY_PAGE_PARTS} view={secondary} />;
  return <ProductPage productId={productId} parts={GROCERY_PAGE_PARTS} renderBanner={(summary) => <GroceryBanner sellerGroup={summary.sellerGroup} />} />;
}
