// The product page's sections, composed from the features: overview (gallery, name, price, stock),
// promo (campaign, wholesale), variant (options and quantity), shipping (the remote's purchase part),
// service, description, seller, and the remote's own sections.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { outboundLinks, type ProductSummaryDto } from '@pdp/shared-contracts';
import { useAtomValue } from 'jotai';
import { usePdpTranslator } from '../shared/i18n/use-pdp-translator';
import { useMountProps } from '../shared/mount/mount-context';
import { theme } from '../shared/ui/theme';
import { ProductHeading } from '../features/product-summary/components/product-heading';
import { StockNotice } from '../features/product-summary/components/stock-notice';
import { StoreNotices } from '../features/product-summary/components/store-notices';
import { VariantChangedNotice } from '../features/product-summary/components/variant-changed-notice';
import { contextualLayout, isPlatformSeller } from '../shared/product/derived-states';
import { ProductGallery } from '../features/product-gallery/components/product-gallery';
import { ProductPrice } from '../features/pricing/components/product-price';
import { CheapestPriceNote } from '../features/pricing/components/cheapest-price-note';
import { CategoryBreadcrumbs } from '../features/breadcrumbs/components/category-breadcrumbs';
import { VariantPicker } from '../features/variant-selection/components/variant-picker';
import { usePriceSummary } from '../features/price-summary/hooks/use-price-summary';
import { PriceSummaryPanel } from '../features/price-summary/components/price-summary-panel';
import { WholesaleTiers } from '../features/price-summary/components/wholesale-tiers';
import { productConfigAtom } from '../features/product-config/state/product-config-atoms';
import { CampaignBanner } from '../features/campaign/components/campaign-banner';
import { InlineAlert } from '../shared/ui/inline-alert';
import { PageSection, SectionNav, type SectionId } from './section-nav';
import { SectionBoundary } from './section-boundary';
import { Deferred } from './deferred';
import { LazyDescriptionSection, LazyRecentlyViewed, LazySellerCard, LazyServiceList } from './below-the-fold';
import { useRecordRecentlyViewed } from '../features/recently-viewed/hooks/use-record-recently-viewed';
import { quantityOfPath } from '../shared/product/quantity-param';
import type { ProductPageParts } from './page-parts';

/** The product's first screen on a wide screen: the viewport below the host's header and the section nav. */
const FIRST_SCREEN_HEIGHT = 'calc(100vh - 96px)';

/** The shipping section's height while its part loads: the delivery or pickup choice and the buy bar. */
const PURCHASE_PLACEHOLDER_HEIGHT = 200;

interface ProductMainViewProps {
  summary: ProductSummaryDto;
  productId: string;
  busy: boolean;
  variantFailed: boolean;
  onRetry: () => void;
  onPickVariant: (itemSku: string) => void;
  descriptionPath: string;
  banner?: ReactNode;
  parts: ProductPageParts;
}

export function ProductMainView({ summary, productId, busy, variantFailed, onRetry, onPickVariant, descriptionPath, banner, parts }: ProductMainViewProps) {
  const { t } = usePdpTranslator();
  const { vendor, path } = useMountProps();
  const config = useAtomValue(productConfigAtom);
  useRecordRecentlyViewed(summary.itemSku);
  const details = summary.details;
  const maxQuantity = details?.maxQuantity ?? summary.stock ?? 1;
  const {
    state: priceState,
    displayedPrice,
    setQuantity,
  } = usePriceSummary({
    productId,
    summaryPrice: summary.price,
    vendor,
    contextualPriceEnable: config ? config.contextualPriceEnable : null,
    // Back from login with the quantity the shopper had chosen (spec §6).
    initialQuantity: quantityOfPath(path, maxQuantity) ?? 1,
  });
  const quantity = priceState?.quantity ?? 1;
  const [inStorePickup, setInStorePickup] = useState(false);
  const priceSummary = priceState?.priceSummary;
  const unitPriceOf = useCallback(
    (wanted: number) => (priceSummary?.quantity === wanted ? priceSummary.price.offered : displayedPrice.offered),
    [priceSummary, displayedPrice.offered],
  );
  const variantLabel = summary.attributes
    .map((attribute) => summary.options.find((option) => option.selected)?.attributes[attribute.code])
    .filter((value): value is string => Boolean(value))
    .join(', ');
  const wholesale = priceState?.priceSummary?.wholesale ?? [];
  // Promo holds only what the summary brings; wholesale tiers arrive later, below the stepper, so
  // nothing above them moves when they do.
  const hasPromo = Boolean(details?.campaignInfo);
  const hasService = Boolean(details && (details.usps.length > 0 || details.warranty)) || summary.tags.includes('RETURNABLE');
  const extraSections = parts.sections;
  // Stable between renders (a quantity step re-renders this view): the nav re-renders only when they change.
  const sections = useMemo<SectionId[]>(
    () => [
      'overview',
      ...(hasPromo ? (['promo'] as const) : []),
      'variant',
      'shipping',
      ...(hasService ? (['service'] as const) : []),
      'description',
      'seller',
      ...(extraSections ?? []).map((section) => section.id),
    ],
    [hasPromo, hasService, extraSections],
  );
  const { ShippingSection } = parts;

  return (
    <article
      aria-busy={busy}
      css={{
        maxWidth: 1200,
        margin: '0 auto',
        padding: `0 ${theme.space(4)} ${theme.space(8)}`,
        color: theme.color.text,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(5),
      }}
    >
      <SectionNav sections={sections} />
      <SectionBoundary>
        <CategoryBreadcrumbs categories={summary.categories} />
      </SectionBoundary>
      {banner}
      {variantFailed && <InlineAlert message={t('pdp.page.variantLoadFailed')} actionLabel={t('pdp.page.retry')} onAction={onRetry} />}
      {/* On a wide screen the gallery and the buying column fill the first screen, so the sections
          below, which load as they come near, never move what the shopper sees on arrival. */}
      <div
        css={{
          display: 'grid',
          gap: theme.space(6),
          gridTemplateColumns: 'minmax(0, 1fr)',
          [theme.breakpoint.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', alignItems: 'start', minHeight: FIRST_SCREEN_HEIGHT },
        }}
      >
        <div css={{ [theme.breakpoint.desktop]: { position: 'sticky', top: 56 } }}>
          <SectionBoundary>
            <ProductGallery images={summary.images} productName={summary.name} />
          </SectionBoundary>
        </div>
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5), minWidth: 0 }}>
          <PageSection id="overview">
            <SectionBoundary>
              <ProductHeading summary={summary} />
            </SectionBoundary>
            <SectionBoundary>
              <ProductPrice price={displayedPrice} layout={contextualLayout(summary)} />
              <CheapestPriceNote note={details?.cheapestPrice ?? null} />
            </SectionBoundary>
            <SectionBoundary>
              <StockNotice summary={summary} />
              <StoreNotices summary={summary} />
              <VariantChangedNotice />
            </SectionBoundary>
          </PageSection>
          {hasPromo && details?.campaignInfo && (
            <PageSection id="promo">
              <SectionBoundary>
                <CampaignBanner key={`${summary.itemSku}:${details.campaignInfo.campaignId}`} campaign={details.campaignInfo} itemSku={summary.itemSku} />
              </SectionBoundary>
            </PageSection>
          )}
          <PageSection id="variant">
            <SectionBoundary>
              <VariantPicker attributes={summary.attributes} options={summary.options} busy={busy} onPick={onPickVariant} />
            </SectionBoundary>
            <SectionBoundary>
              <PriceSummaryPanel
                state={priceState}
                maxQuantity={maxQuantity}
                pickup={inStorePickup}
                unitPrice={displayedPrice.offered}
                onQuantityChange={setQuantity}
              />
            </SectionBoundary>
            <SectionBoundary>
              <WholesaleTiers
                tiers={wholesale}
                expected={summary.tags.includes('WHOLESALE')}
                priceListPath={outboundLinks.priceList(summary.urlFriendlyName, productId)}
              />
            </SectionBoundary>
          </PageSection>
          <PageSection id="shipping" titled>
            <Deferred minHeight={PURCHASE_PLACEHOLDER_HEIGHT}>
              <ShippingSection
                summary={summary}
                productId={productId}
                quantity={quantity}
                setQuantity={setQuantity}
                unitPriceOf={unitPriceOf}
                variantLabel={variantLabel || null}
                onInStorePickupChange={setInStorePickup}
              />
            </Deferred>
          </PageSection>
        </div>
      </div>
      {hasService && details && (
        <PageSection id="service" titled>
          <SectionBoundary>
            <Deferred minHeight={160}>
              <LazyServiceList details={details} itemSku={summary.itemSku} />
            </Deferred>
          </SectionBoundary>
        </PageSection>
      )}
      <PageSection id="description" titled>
        <SectionBoundary>
          <Deferred minHeight={320}>
            <LazyDescriptionSection productId={productId} descriptionPath={descriptionPath} />
          </Deferred>
        </SectionBoundary>
      </PageSection>
      <PageSection id="seller" titled>
        <SectionBoundary>
          <Deferred minHeight={56}>
            <LazySellerCard merchant={summary.merchant} platformSeller={isPlatformSeller(summary)} />
          </Deferred>
        </SectionBoundary>
      </PageSection>
      {(extraSections ?? []).map(({ id, deferredHeight, Component }) => (
        <PageSection key={id} id={id} titled>
          <SectionBoundary>
            <Deferred minHeight={deferredHeight}>
              <Component summary={summary} productId={productId} />
            </Deferred>
          </SectionBoundary>
        </PageSection>
      ))}
      <SectionBoundary>
        <Deferred minHeight={0}>
          <LazyRecentlyViewed itemSku={summary.itemSku} productSku={summary.productSku} />
        </Deferred>
      </SectionBoundary>
    </article>
  );
}
