// The retail remote's page for the current path: the product page, its secondary pages and the
// special pages it owns. Any other path is not ours: the host is told it is a 404.
import { useEffect } from 'react';
import { matchRemoteRoute, splitUrl, type RouteId } from '@pdp/shared-contracts';
import { useMountProps } from '../shared/mount/mount-context';
import { usePdpTranslator } from '../shared/i18n/use-pdp-translator';
import type { PdpMessageId } from '../shared/i18n/messages.id';
import { theme } from '../shared/ui/theme';
import { ProductPage } from './product-page';
import { RETAIL_PAGE_PARTS } from './retail-page-parts';

const SPECIAL_PAGE_TITLES: Partial<Record<RouteId, PdpMessageId>> = {
  'add-on-installation': 'pdp.page.specialPage.addOnInstallation',
};

export function RetailApp() {
  const { path, reportPageStatus } = useMountProps();
  const { t } = usePdpTranslator();
  const match = matchRemoteRoute(splitUrl(path).pathname);
  const productId = match?.route.owner === 'pdp-remote' ? match.productId : undefined;

  useEffect(() => {
    if (!productId) reportPageStatus(404);
  }, [productId, reportPageStatus]);

  if (!match || !productId) return null;
  if (match.route.id === 'combo-list') return <ProductPage productId={productId} parts={RETAIL_PAGE_PARTS} view="combo-list" />;
  if (match.route.id === 'price-list') return <ProductPage productId={productId} parts={RETAIL_PAGE_PARTS} view="price-list" />;
  if (match.route.id === 'trade-in') return <ProductPage productId={productId} parts={RETAIL_PAGE_PARTS} view="trade-in" />;
  if (match.route.id === 'click-and-collect') return <ProductPage productId={productId} parts={RETAIL_PAGE_PARTS} view="pickup-points" />;
  const secondary = match.secondaryPageName;
  if (secondary) return <ProductPage productId={productId} parts={RETAIL_PAGE_PARTS} view={secondary} />;
  const specialTitle = SPECIAL_PAGE_TITLES[match.route.id];
  return (
    <ProductPage
      productId={productId}
      parts={RETAIL_PAGE_PARTS}
      renderBanner={specialTitle ? () => <h2 css={{ margin: 0, fontSize: 18, color: theme.color.muted }}>{t(specialTitle)}</h2> : undefined}
    />
  );
}
