// Overview, the first section: the name and statistics, the price, and the notices about stock, the
// store and a changed variant.
import { memo } from 'react';
import type { PriceDto, ProductSummaryDto } from '@pdp/backend-api/backend';
import { ProductHeading } from '../../../features/product-summary/components/product-heading';
import { StockNotice } from '../../../features/product-summary/components/stock-notice';
import { StoreNotices } from '../../../features/product-summary/components/store-notices';
import { VariantChangedNotice } from '../../../features/product-summary/components/variant-changed-notice';
import { ProductPrice } from '../../../features/pricing/components/product-price';
import { CheapestPriceNote } from '../../../features/pricing/components/cheapest-price-note';
import { contextualLayout } from '../../../shared/product/derived-states';
import { PageSection } from '../section-nav';
import { SectionBoundary } from '../section-boundary';

/** Memoised: a quantity step changes neither the summary nor the displayed price (the price of one). */
export const OverviewSection = memo(function OverviewSection({ summary, displayedPrice }: { summary: ProductSummaryDto; displayedPrice: PriceDto }) {
  return (
    <PageSection id="overview">
      <SectionBoundary>
        <ProductHeading summary={summary} />
      </SectionBoundary>
      <SectionBoundary>
        <ProductPrice price={displayedPrice} layout={contextualLayout(summary)} />
        <CheapestPriceNote note={summary.details?.cheapestPrice ?? null} />
      </SectionBoundary>
      <SectionBoundary>
        <StockNotice summary={summary} />
        <StoreNotices summary={summary} />
        <VariantChangedNotice />
      </SectionBoundary>
    </PageSection>
  );
});
