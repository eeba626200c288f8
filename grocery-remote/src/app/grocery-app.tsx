// The grocery remote's page for the current path: the product page with the grocery label, the
// grocery way of receiving and buying, and grocery recommendations; and its description, shipping and
// pickup-schedule pages.
import { useEffect } from 'react';
import { matchRemoteRoute, splitUrl } from '@pdp/shared-contracts';
import { ProductPage, useMountProps } from '@pdp/pdp-remote/blocks';
import { GroceryBanner } from '../features/page-type-label/grocery-banner';
import { GROCERY_PAGE_PARTS } from './grocery-page-parts';

export function GroceryApp() {
  const { path, reportPageStatus } = useMountProps();
  const match = matchRemoteRoute(splitUrl(path).pathname);
  const productId = match?.route.owner === 'grocery-remote' ? match.productId : undefined;

  useEffect(() => {
    if (!productId) reportPageStatus(404);
  }, [productId, reportPageStatus]);

  if (!productId) return null;
  const secondary = match?.secondaryPageName;
  if (secondary === 'description' || secondary === 'shipping' || secondary === 'pickup-schedule') {
    return <ProductPage productId={productId} parts={GROCERY_PAGE_PARTS} view={secondary} />;
  }
  return <ProductPage productId={productId} parts={GROCERY_PAGE_PARTS} renderBanner={(summary) => <GroceryBanner sellerGroup={summary.sellerGroup} />} />;
}
