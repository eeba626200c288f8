// The product page: the section navigation, the first screen (gallery beside overview, the remote's
// banner, promo, variant and shipping, the remote's shipping section), then the sections below the
// fold. Each section is a component of its own in ./sections; the quantity and its price come from
// usePageQuantity.
import { useMemo, useState, type ReactNode } from 'react';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { useAtomValue } from 'jotai';
import { comboListPath } from '@pdp/host-contract/links';
import { usePdpTranslator } from '../../shared/i18n/use-pdp-translator';
import { theme } from '../../shared/ui/theme';
import { InlineAlert } from '../../shared/ui/inline-alert';
import { ProductGallery } from '../../features/product-gallery/components/product-gallery';
import { CategoryBreadcrumbs } from '../../features/breadcrumbs/components/category-breadcrumbs';
import { CampaignBanner } from '../../features/campaign/components/campaign-banner';
import { useRecordRecentlyViewed } from '../../features/recently-viewed/hooks/use-record-recently-viewed';
import { usePageViewTracking } from '../../shared/tracking/track';
import { PageSection, SectionNav } from './section-nav';
import { SectionBoundary } from './section-boundary';
import { Deferred } from './deferred';
import { OverviewSection } from './sections/overview-section';
import { VariantSection } from './sections/variant-section';
import { BelowTheFoldSections } from './sections/below-the-fold-sections';
import { usePageQuantity } from './use-page-quantity';
import type { ProductPageParts } from './page-parts';
import type { PageSectionPart, SectionId } from '../../shared/feature/page-slots';
import { productConfigAtom } from '../../shared/product-config/state/product-config-atoms';
import { DEFAULT_PRODUCT_CONFIG } from '../../shared/product-config/model/product-config';
import { shippingSectionWantedAtom } from '../../shared/feature/shipping-section-wanted';

/** Tags that put something in the service section: returns, installments, a loan simulation, a subscription. */
const SERVICE_TAGS = ['RETURNABLE', 'INSTALLMENT', 'INSTALLMENT_NON_CC', 'INSTALLMENT_SIMULATION', 'SUBSCRIPTION', 'WHOLESALE'] as const;
const NO_SECTIONS: readonly PageSectionPart[] = [];

/** The product's first screen on a wide screen: the viewport below the host's header and the section nav. */
const FIRST_SCREEN_HEIGHT = 'calc(100vh - 96px)';

/** The shipping section's height while it loads: the delivery or pickup choice and the buy bar. */
const SHIPPING_PLACEHOLDER_HEIGHT = 200;

interface ProductMainViewProps {
  summary: ProductSummaryDto;
  productId: string;
  busy: boolean;
  variantFailed: boolean;
  onRetry: () => void;
  onPickVariant: (itemSku: string) => void;
  descriptionPath: string;
  promotionsPath: string;
  /** The remote's mark of the page (the grocery label), in the buying column after the overview (name and price). */
  banner?: ReactNode;
  parts: ProductPageParts;
}

export function ProductMainView({
  summary,
  productId,
  busy,
  variantFailed,
  onRetry,
  onPickVariant,
  descriptionPath,
  promotionsPath,
  banner,
  parts,
}: ProductMainViewProps) {
  const { t } = usePdpTranslator();
  useRecordRecentlyViewed(summary.itemSku);
  usePageViewTracking(summary.productSku, summary.itemSku);
  const pageQuantity = usePageQuantity(summary, productId);
  const [inStorePickup, setInStorePickup] = useState(false);
  const variantLabel = summary.attributes
    .map((attribute) => summary.options.find((option) => option.selected)?.attributes[attribute.code])
    .filter((value): value is string => Boolean(value))
    .join(', ');
  const { details } = summary;
  // Promo holds what the summary brings and the remote's vouchers, as tall from the first paint as when
  // they arrive; wholesale tiers arrive later, below the stepper, so nothing above them moves when they do.
  const { Promotions, ShippingSection } = parts;
  const hasPromo = Boolean(details?.campaignInfo) || Promotions !== undefined;
  const { tags } = summary;
  const hasService = Boolean(details && (details.usps.length > 0 || details.warranty)) || SERVICE_TAGS.some((tag) => tags.includes(tag));
  const config = useAtomValue(productConfigAtom) ?? DEFAULT_PRODUCT_CONFIG;
  const shippingWanted = useAtomValue(shippingSectionWantedAtom);
  const featureSections = parts.sections ?? NO_SECTIONS;
  // A section behind a switch of the product config (spec §6) shows unless the config turns it off.
  const extraSections = useMemo(() => featureSections.filter((section) => !section.switch || config[section.switch]), [featureSections, config]);
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
      'reviews',
      'discussion',
      ...extraSections.map((section) => section.id),
    ],
    [hasPromo, hasService, extraSections],
  );

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
          <OverviewSection summary={summary} displayedPrice={pageQuantity.displayedPrice} />
          {/* After the name and the price, never before the image: on a phone the first screen is image, name and price. */}
          {banner}
          {hasPromo && (
            <PageSection id="promo">
              <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
                {details?.campaignInfo && (
                  <SectionBoundary>
                    <CampaignBanner key={`${summary.itemSku}:${details.campaignInfo.campaignId}`} campaign={details.campaignInfo} itemSku={summary.itemSku} />
                  </SectionBoundary>
                )}
                {Promotions && (
                  <SectionBoundary>
                    <Promotions
                      summary={summary}
                      productId={productId}
                      promotionsPath={promotionsPath}
                      comboListPath={comboListPath(summary.urlFriendlyName, productId)}
                      quantity={pageQuantity.quantity}
                      unitPrice={pageQuantity.unitPriceOf(pageQuantity.quantity)}
                    />
                  </SectionBoundary>
                )}
              </div>
            </PageSection>
          )}
          <VariantSection
            summary={summary}
            productId={productId}
            busy={busy}
            onPickVariant={onPickVariant}
            pageQuantity={pageQuantity}
            inStorePickup={inStorePickup}
          />
          <PageSection id="shipping" titled>
            <Deferred minHeight={SHIPPING_PLACEHOLDER_HEIGHT} wanted={shippingWanted}>
              <ShippingSection
                summary={summary}
                productId={productId}
                quantity={pageQuantity.quantity}
                setQuantity={pageQuantity.setQuantity}
                unitPriceOf={pageQuantity.unitPriceOf}
                variantLabel={variantLabel || null}
                onInStorePickupChange={setInStorePickup}
                variantLoading={busy}
              />
            </Deferred>
          </PageSection>
        </div>
      </div>
      <BelowTheFoldSections summary={summary} productId={productId} descriptionPath={descriptionPath} hasService={hasService} extraSections={extraSections} />
    </article>
  );
}
