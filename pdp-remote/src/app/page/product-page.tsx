// The product page: loads the summary for the id in the path, tells the host when the product
// cannot be shown, and renders the view the route asks for (the page, its description page, the
// price list, or a remote's own shipping and pickup-schedule pages). Shared with the grocery remote through the public exports.
import { Suspense, useEffect, type ReactNode } from 'react';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { productPath } from '@pdp/host-contract/links';
import { itemProductId, type ProductId } from '@pdp/host-contract/product-id';
import { storefrontOf } from '@pdp/host-contract/remotes';
import { useSetAtom } from 'jotai';
import { useMountProps } from '../../shared/mount/mount-context';
import { closeAllModalsAtom } from '../../shared/modal/modal-atoms';
import { usePdpTranslator } from '../../shared/i18n/use-pdp-translator';
import { useProductSummary } from '../../features/product-summary/hooks/use-product-summary';
import { ProductPageSkeleton } from './product-page-skeleton';
import { ProductMainView } from './product-main-view';
import { LazySecondaryView } from './below-the-fold';
import { useAddressSync } from '../../features/address/hooks/use-address-sync';
import { useWatchFirstInteraction } from '../../shared/onboarding/first-interaction';
import type { ProductPageParts } from './page-parts';
import type { ReceivingView, SecondaryView, SpecialView } from '../../shared/feature/page-slots';

/** The page's own views are chunks (secondary-views.tsx); the receiving and special pages are the remote's (page-parts.ts). */
export type ProductView = 'main' | SecondaryView | ReceivingView | SpecialView;

interface ProductPageProps {
  productId: ProductId;
  /** How the shopper receives and buys the item, and the remote's own sections. */
  parts: ProductPageParts;
  view?: ProductView;
  /**
   * The remote's mark of the product page (the grocery label), shown in the buying column after the
   * overview, so a phone's first screen is the image, the name and the price. The main view only.
   */
  renderBanner?: (summary: ProductSummaryDto) => ReactNode;
}

const FATAL_STATUSES = [404, 410, 429] as const;

export function ProductPage({ productId, parts, view = 'main', renderBanner }: ProductPageProps) {
  const { navigate, reportPageStatus, path, vendor: mountVendor } = useMountProps();
  const closeAllModals = useSetAtom(closeAllModalsAtom);
  const { t } = usePdpTranslator();
  const state = useProductSummary(productId.raw);
  useAddressSync();
  useWatchFirstInteraction();
  const { status, error, summary } = state;
  const isCurrent = state.productId === productId.raw;
  // While another variant of the shown product loads, keep it on screen; a different product waits in skeleton.
  const shown = summary && (isCurrent || summary.options.some((option) => itemProductId(option.itemSku) === productId.raw)) ? summary : null;

  // A modal of the product or view left behind (Back, another product, a secondary page) must not stay open over the new one.
  useEffect(() => closeAllModals(), [productId.raw, view, closeAllModals]);

  useEffect(() => {
    if (status !== 'failed' || !isCurrent || !error) return;
    const fatal = FATAL_STATUSES.find((candidate) => candidate === error.status);
    if (fatal) reportPageStatus(fatal);
    else if (!shown) reportPageStatus(500);
  }, [status, isCurrent, error, shown, reportPageStatus]);

  if (!shown) return <ProductPageSkeleton label={t('pdp.page.loading')} />;

  // Paths follow the remote the host mounted, whatever a malformed summary says.
  const vendor = storefrontOf(mountVendor);
  // Everything below reads the item whose summary is on screen, even while the next one loads.
  const shownId = state.loadedProductId ?? productId.raw;
  const pathOf = (id: string, secondaryPageName?: 'description' | 'promotions') =>
    productPath({ vendor, productName: shown.urlFriendlyName, id, secondaryPageName });

  // The page's other views are chunks of their own, loaded on the routes that show them.
  if (view !== 'main') {
    // A special page (trade-in, add-on installation) is one page for both storefronts (spec §2 gives it no
    // grocery route): its way back is to the product's own page, on the storefront the product is sold on.
    const special = view === 'trade-in' || view === 'add-on-installation';
    const backPath = special ? productPath({ vendor: storefrontOf(shown.vendor), productName: shown.urlFriendlyName, id: shownId }) : pathOf(shownId);
    const viewProps = { summary: shown, productId: shownId, productPath: backPath };
    // The remote's own (receiving, special) if it has the view, else one of the page's; a remote without a
    // special page (grocery has no trade-in) is never routed to it: the host sends those to retail.
    const View = parts.views[view as ReceivingView | SpecialView];
    const content = View ? <View {...viewProps} /> : <LazySecondaryView view={view as SecondaryView} {...viewProps} />;
    return <Suspense fallback={<ProductPageSkeleton label={t('pdp.page.loading')} />}>{content}</Suspense>;
  }

  const pickVariant = (itemSku: string) => {
    const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
    navigate({ path: `${pathOf(itemProductId(itemSku))}${query}`, replace: true, resetScroll: false });
  };
  const variantFailed = status === 'failed' && isCurrent && error !== null && !FATAL_STATUSES.some((candidate) => candidate === error.status);

  return (
    <ProductMainView
      summary={shown}
      productId={shownId}
      busy={status === 'loading'}
      variantFailed={variantFailed}
      onRetry={state.retry}
      onPickVariant={pickVariant}
      descriptionPath={pathOf(shownId, 'description')}
      promotionsPath={pathOf(shownId, 'promotions')}
      banner={renderBanner?.(shown)}
      parts={parts}
    />
  );
}
