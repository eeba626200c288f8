// The grocery remote's page for the current path: the retail product page with the grocery banner.
import { useEffect } from 'react';
import { matchRoute, splitUrl } from '@pdp/shared-contracts';
import { ProductPage, useMountProps } from '@pdp/pdp-remote/blocks';
import { GroceryBanner } from '../features/page-type-label/grocery-banner';

export function GroceryApp() {
  const { path, reportPageStatus } = useMountProps();
  const match = matchRoute(splitUrl(path).pathname);
  const productId = match?.route.owner === 'grocery-remote' ? match.productId : undefined;

  useEffect(() => {
    if (!productId) reportPageStatus(404);
  }, [productId, reportPageStatus]);

  if (!productId) return null;
  if (match?.secondaryPageName === 'description') return <ProductPage productId={productId} view="description" />;
  return <ProductPage productId={productId} renderBanner={(summary) => <GroceryBanner sellerGroup={summary.sellerGroup} />} />;
}
